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
  const days = dayjs(expiryDate).diff(dayjs(today), 'day');
  const lead = [...leadDays].sort((a, b) => a - b).find((d) => days <= d);
  if (lead !== undefined) return `${lead}`;
  if (contractEnd !== null && expiryDate < contractEnd) return 'contract';
  return null;
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
