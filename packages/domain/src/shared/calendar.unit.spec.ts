import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { calendarDate, isCalendarDay } from './calendar.js';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('calendar dates', () => {
  it('isCalendarDay answers as the dayjs parse-and-format rule it replaced, day by day', () => {
    const years = [0, 1, 50, 99, 100, 1600, 1900, 1901, 1999, 2000, 2023, 2024, 2100, 2400, 9999];
    let checked = 0;
    for (const y of years)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const s = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
          const before = dayjs(s, 'YYYY-MM-DD').isValid() && dayjs(s).format('YYYY-MM-DD') === s;
          expect([s, isCalendarDay(s)]).toEqual([s, before]);
          checked++;
        }
    expect(checked).toBe(years.length * 14 * 33);
  });

  it('refuses a day that does not exist with its sentence', () => {
    expect(calendarDate.safeParse('2024-02-29').success).toBe(true);
    const refused = calendarDate.safeParse('2023-02-29');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Invalid date']);
  });
});
