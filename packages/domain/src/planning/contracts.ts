import dayjs from 'dayjs';
import '../shared/calendar.js';
import { z } from 'zod';

/** 002 §9: the contract durations a planner chooses from, in months. */
export const CONTRACT_DURATIONS = [3, 6, 8, 9, 12] as const;
export type ContractMonths = (typeof CONTRACT_DURATIONS)[number];
export const contractMonths = z
  .number({ error: 'Choose 3, 6, 8, 9 or 12 months' })
  .refine(
    (m): m is ContractMonths => (CONTRACT_DURATIONS as readonly number[]).includes(m),
    'Choose 3, 6, 8, 9 or 12 months',
  );

/** The day a contract falls due: the embark date plus its months (31 Jan + 1 month = 28/29 Feb). */
export function dueDate(embarkDate: string, months: number): string {
  return dayjs(embarkDate).add(months, 'month').format('YYYY-MM-DD');
}

/** Whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return dayjs(b).diff(dayjs(a), 'day');
}

/** A contract is overdue once its due date has passed and he is still onboard. */
export function isOverdue(due: string, today: string): boolean {
  return due < today;
}

/** The month a date falls in ('2026-03'). */
export const monthOf = (date: string) => date.slice(0, 7);

/** `count` months starting with `first` ('2026-11', '2026-12', '2027-01'...). */
export function monthsFrom(first: string, count: number): string[] {
  const start = dayjs(`${first}-01`);
  return Array.from({ length: count }, (_, i) => start.add(i, 'month').format('YYYY-MM'));
}

/** The `count` months ending with `last` ('2026-11' and the 11 before it for 12). */
export function monthsEndingWith(last: string, count: number): string[] {
  const start = dayjs(`${last}-01`)
    .subtract(count - 1, 'month')
    .format('YYYY-MM');
  return monthsFrom(start, count);
}

/** The last moment of a calendar day in the business time zone (the board "as it stood at the end of that day"). */
export function endOfDayIn(date: string, timeZone: string): Date {
  return dayjs.tz(`${date} 23:59:59.999`, timeZone).toDate();
}
