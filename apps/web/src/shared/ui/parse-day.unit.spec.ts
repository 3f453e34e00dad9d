import { describe, expect, it } from 'vitest';
import { parseDay } from './parse-day';

// Issue 25 point 15: a date input takes back the form it shows (DD MMM YYYY, upper case) and the usual variants.
describe('parseDay', () => {
  it.each([
    ['01 NOV 2026', '2026-11-01'],
    ['01 Nov 2026', '2026-11-01'],
    ['01 nov 2026', '2026-11-01'],
    ['1 nov 2026', '2026-11-01'],
    ['  1   NoV   2026 ', '2026-11-01'],
    ['01-NOV-2026', '2026-11-01'],
    ['01NOV2026', '2026-11-01'],
    ['1 November 2026', '2026-11-01'],
    ['1 SEPT 2026', '2026-09-01'],
    ['Nov 1, 2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026/11/1', '2026-11-01'],
    ['01/11/2026', '2026-11-01'],
    ['29 FEB 2028', '2028-02-29'],
  ])('reads %j as %s', (typed, day) => {
    expect(parseDay(typed)).toBe(day);
  });

  it.each([
    '',
    'NOV 2026',
    '31 FEB 2026',
    '29 feb 2027',
    '01 NO 2026',
    '01 XYZ 2026',
    '2026-13-01',
    '32/01/2026',
    '1 nov 26',
    'today',
  ])('refuses %j', (typed) => {
    expect(parseDay(typed)).toBeNull();
  });
});
