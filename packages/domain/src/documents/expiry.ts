import dayjs from 'dayjs';

/** Issue 9 defaults: alerts 90, 60 and 30 days before a document expires, and once it has. */
export const DEFAULT_LEAD_DAYS: readonly number[] = [90, 60, 30];
/** A contract's length when the plan names none: the middle of 002 §9's choices (3, 6, 8, 9, 12 months). */
export const DEFAULT_CONTRACT_MONTHS = 9;

/** 'expired', a lead window ('30' = within 30 days), or 'contract': valid now, lapses before the contract ends. */
export type ExpiryWindow = 'expired' | `${number}` | 'contract';

/**
 * The window an expiry date falls in today: expired, the smallest lead window that holds it, or
 * (the case no legacy caught) one that lapses before the planned contract end; null when none.
 */
export function expiryWindow(
  expiryDate: string,
  today: string,
  leadDays: readonly number[],
  contractEnd: string | null = null,
): ExpiryWindow | null {
  if (expiryDate < today) return 'expired';
  const days = calendarDays(today, expiryDate);
  const lead = [...leadDays].sort((a, b) => a - b).find((d) => days <= d);
  if (lead !== undefined) return `${lead}`;
  if (contractEnd !== null && expiryDate < contractEnd) return 'contract';
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole calendar days from `from` to `to`, as dayjs's day diff gives them (it corrects for a DST change between
 * them). Two YYYY-MM-DD dates are counted in UTC arithmetic without dayjs (issue 32: the daily job asks this
 * of every dated document of 50,000 crews; dayjs parsing was most of its own time); any other form goes to dayjs.
 */
export function calendarDays(from: string, to: string): number {
  const a = ISO_DATE.exec(from);
  const b = ISO_DATE.exec(to);
  if (!a || !b) return dayjs(to).diff(dayjs(from), 'day');
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.trunc((utc(b) - utc(a)) / 86_400_000);
}

/** The planned contract end of a crew who embarked on `embarkDate`. */
export const contractEnd = (embarkDate: string, months: number = DEFAULT_CONTRACT_MONTHS) =>
  dayjs(embarkDate).add(months, 'month').format('YYYY-MM-DD');

/** One alert per record, window and expiry date: the daily job never fires it twice; a renewal (new date) or a nearer window fires anew. */
export const expiryAlertKey = (recordId: number, window: ExpiryWindow, expiryDate: string) =>
  `expiry:${recordId}:${window}:${expiryDate}`;

export function windowLabel(window: ExpiryWindow): string {
  if (window === 'expired') return 'has expired';
  if (window === 'contract') return 'lapses before the contract ends';
  return `expires within ${window} days`;
}
