/**
 * Working days in the Philippines (issue 31 §2: an OWMS critical incident report is due within 5
 * working days, MC 12 s.2018): Saturdays, Sundays and the listed non-working holidays are not
 * working days. Dates are calendar days, 'YYYY-MM-DD'; nothing here reads a clock or a time zone.
 */
export type HolidayList = Iterable<string | { date: string }>;

const DAY_MS = 86_400_000;
const toDay = (date: string): number => {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(t)) throw new RangeError(`Not a calendar date: ${date}`);
  return t;
};
const fromDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** The holiday dates once as a set (a list of dates or of holidays). */
export function holidaySet(holidays: HolidayList): ReadonlySet<string> {
  if (holidays instanceof Set) return holidays as ReadonlySet<string>;
  return new Set([...holidays].map((h) => (typeof h === 'string' ? h : h.date)));
}

export function isWorkingDay(date: string, holidays: HolidayList): boolean {
  const weekday = new Date(toDay(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaySet(holidays).has(date);
}

/**
 * The day `n` working days after `date` (before it when `n` is negative); `date` itself is not
 * counted, so 5 working days from a Friday incident is the next Friday when no holiday falls
 * between. `n` = 0 gives `date` back as it is.
 */
export function addWorkingDays(date: string, n: number, holidays: HolidayList): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  const set = holidaySet(holidays);
  const step = n < 0 ? -DAY_MS : DAY_MS;
  let t = toDay(date);
  for (let left = Math.abs(n); left > 0;) {
    t += step;
    if (isWorkingDay(fromDay(t), set)) left--;
  }
  return fromDay(t);
}
