import dayjs from 'dayjs';
import { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';

/** A report's date range as the screen sends it: 'YYYY-MM-DD' or empty. */
export const reportDateRange = z.object({
  dateFrom: z.string().max(10).optional(),
  dateTo: z.string().max(10).optional(),
});
export type ReportDateRange = z.infer<typeof reportDateRange>;

const LABEL = { dateFrom: "'Date From:'", dateTo: "'Date To:'" } as const;
const SHORT = { dateFrom: 'Date From:', dateTo: 'Date To:' } as const;

function valid(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s).isValid() && dayjs(s).format('YYYY-MM-DD') === s;
}

/**
 * 002 §5 report date rules, each message under its field: both dates required, a year below 1000
 * invalid, From not after To, neither after today. The web checks before sending; the server
 * checks again with its own today.
 */
export function dateRangeErrors(range: ReportDateRange, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (f: keyof typeof LABEL, m: string) => (errors[f] = [...(errors[f] ?? []), m]);
  for (const f of ['dateFrom', 'dateTo'] as const) {
    const v = range[f]?.trim() ?? '';
    if (v === '') add(f, `Please Input date in ${LABEL[f]}`);
    else if (!valid(v) || Number(v.slice(0, 4)) < 1000) add(f, `Invalid ${LABEL[f]}`);
    else if (v > today) add(f, `${SHORT[f]} should not be greater than today`);
  }
  const { dateFrom, dateTo } = range;
  if (!errors.dateFrom && !errors.dateTo && dateFrom && dateTo && dateFrom > dateTo) {
    add('dateFrom', 'Date From: should not be greater than Date To:');
  }
  return errors;
}

/** 001 §9 POEA defaults: the first and last day of the previous month. */
export function previousMonth(today: string): { dateFrom: string; dateTo: string } {
  const first = dayjs(today).startOf('month').subtract(1, 'month');
  return { dateFrom: first.format('YYYY-MM-DD'), dateTo: first.endOf('month').format('YYYY-MM-DD') };
}
