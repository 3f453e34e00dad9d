import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './working-days.js';

// A few of the 2026 list (Proclamation 1006 s.2025): Christmas, Rizal Day, the last day of the year.
const holidays = [
  { date: '2026-12-24' },
  { date: '2026-12-25' },
  { date: '2026-12-30' },
  { date: '2026-12-31' },
  '2027-01-01',
];

describe('working days (issue 31 §2: OWMS dues counted without weekends and non-working holidays)', () => {
  it('Saturdays, Sundays and listed holidays are not working days', () => {
    expect(isWorkingDay('2026-11-27', holidays)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', holidays)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', holidays)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25', holidays)).toBe(false); // Friday, Christmas
    expect(isWorkingDay('2026-12-25', [])).toBe(true);
  });

  it('counts over a weekend, the day itself not counted', () => {
    expect(addWorkingDays('2026-11-27', 5, [])).toBe('2026-12-04'); // Friday -> next Friday
    expect(addWorkingDays('2026-11-28', 1, [])).toBe('2026-11-30'); // from a Saturday: Monday
    expect(addWorkingDays('2026-11-27', 1, [])).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 0, [])).toBe('2026-11-28');
  });

  it('skips holidays, across the year end', () => {
    // Tuesday 22 Dec: 23, 28, 29 Dec, then 24, 25, 30, 31 Dec and 1 Jan are holidays, 26/27 Dec and 2/3 Jan a weekend.
    expect(addWorkingDays('2026-12-22', 3, holidays)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-22', 5, holidays)).toBe('2027-01-05');
    expect(addWorkingDays('2026-12-22', 5, [])).toBe('2026-12-29');
    // A year given as a set reads the same.
    expect(addWorkingDays('2026-12-22', 5, new Set(holidays.map((h) => (typeof h === 'string' ? h : h.date))))).toBe(
      '2027-01-05',
    );
  });

  it('counts backwards with a negative number, and refuses what is not a day count or a date', () => {
    expect(addWorkingDays('2027-01-04', -1, holidays)).toBe('2026-12-29');
    expect(() => addWorkingDays('2026-12-22', 1.5, [])).toThrow(RangeError);
    expect(() => addWorkingDays('22/12/2026', 1, [])).toThrow(RangeError);
  });
});
