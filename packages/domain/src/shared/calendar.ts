import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The years every calendar date of ours falls in (issue 25): 1900-01-01 and 9999-12-31 are the
 * placeholders of other systems, never a birthdate, an embark date or an expiry. A narrower range
 * where the business has one (finance: `calendarDateWithin`).
 */
export const DATE_YEARS = { from: 1901, to: 2100 } as const;
const yearOf = (s: string) => Number(s.slice(0, 4));
/** The refusal of a date outside a range of years, one sentence for the server and the web. */
export const yearsMessage = (from: number, to: number) => `Enter a date from ${from} to ${to}`;

/**
 * A 'YYYY-MM-DD' that names a day that exists (no 31 APR, 29 FEB only in a leap year). What
 * `dayjs(s).format('YYYY-MM-DD') === s` answered, without parsing and formatting (an import decides
 * hundreds of thousands of dates, issue 28 §5): years 0000-0099 stay refused, as dayjs read them as 19xx.
 */
export function isCalendarDay(s: string): boolean {
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** A day on the calendar as 'YYYY-MM-DD' (each check stops the next: one message a field). */
const calendarDay = z
  .string({ error: (issue) => (issue.input == null ? FIELD_MESSAGES.required : 'Enter a date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the date format YYYY-MM-DD', abort: true })
  .refine(isCalendarDay, {
    error: 'Invalid date',
    abort: true,
  });

/** A calendar date within narrower years than DATE_YEARS (a cash loan's dates: finance/families.ts). */
export const calendarDateWithin = (from: number, to: number) =>
  calendarDay.refine((s) => yearOf(s) >= from && yearOf(s) <= to, yearsMessage(from, to));

/** Calendar dates (birthdate, embark date, expiry...) travel as 'YYYY-MM-DD', never as timestamps. */
export const calendarDate = calendarDateWithin(DATE_YEARS.from, DATE_YEARS.to);
export type CalendarDate = z.infer<typeof calendarDate>;

export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** Today as a calendar date in the business time zone (Asia/Manila unless configured). */
export function todayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** 002 §9: a password is current only if updated within the last 6 months. */
export const PASSWORD_MAX_AGE_MONTHS = 6;

export function isPasswordCurrent(passwordUpdatedAt: Date | string | null, now: Date): boolean {
  if (passwordUpdatedAt === null) return false;
  return dayjs(passwordUpdatedAt).add(PASSWORD_MAX_AGE_MONTHS, 'month').isAfter(now);
}

/** Display formats of the spec. */
export const DATE_FORMAT = 'DD MMM YYYY';
export const LONG_DATE_FORMAT = 'DD MMMM YYYY';
export function formatDate(value: string | Date | null | undefined, format = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format).toUpperCase() : '';
}

/** A moment shown as the business sees it: in its time zone (Asia/Manila unless configured). */
export function formatInZone(
  value: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  format = `${DATE_FORMAT} HH:mm`,
): string {
  return dayjs(value).tz(timeZone).format(format).toUpperCase();
}
