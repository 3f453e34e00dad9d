import { describe, expect, it } from 'vitest';
import { dateRangeErrors, previousMonth } from './date-range.js';

const today = '2026-11-24';

describe('report date rules (002 §5)', () => {
  it('both dates are required, each under its field', () => {
    expect(dateRangeErrors({}, today)).toEqual({
      dateFrom: ["Please Input date in 'Date From:'"],
      dateTo: ["Please Input date in 'Date To:'"],
    });
    expect(dateRangeErrors({ dateFrom: '2026-10-01' }, today)).toEqual({ dateTo: ["Please Input date in 'Date To:'"] });
  });
  it('a year below 1000 or a date that does not exist is invalid', () => {
    expect(dateRangeErrors({ dateFrom: '0999-12-31', dateTo: '2026-01-01' }, today)).toEqual({
      dateFrom: ["Invalid 'Date From:'"],
    });
    expect(dateRangeErrors({ dateFrom: '2026-01-01', dateTo: '2026-02-30' }, today)).toEqual({
      dateTo: ["Invalid 'Date To:'"],
    });
  });
  it('From may not be after To, and neither after today', () => {
    expect(dateRangeErrors({ dateFrom: '2026-10-02', dateTo: '2026-10-01' }, today)).toEqual({
      dateFrom: ['Date From: should not be greater than Date To:'],
    });
    expect(dateRangeErrors({ dateFrom: '2026-11-25', dateTo: '2026-11-26' }, today)).toEqual({
      dateFrom: ['Date From: should not be greater than today'],
      dateTo: ['Date To: should not be greater than today'],
    });
    expect(dateRangeErrors({ dateFrom: '2026-11-24', dateTo: '2026-11-24' }, today)).toEqual({});
  });
  it('the POEA default is the previous month (001 §9)', () => {
    expect(previousMonth(today)).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-10-31' });
    expect(previousMonth('2027-01-15')).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31' });
  });
});
