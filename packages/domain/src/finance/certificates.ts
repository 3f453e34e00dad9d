import { z } from 'zod';
import { recordId } from '../shared/ids.js';

/** 002 §9 ordinal suffixes: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const REQUIRED = 'This field is required';
const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

/** The Certificate of Employment form (/coe): the crew, who signs, and what it is for. */
export const coeInput = z.object({
  crewId: recordId,
  signatoryName: text(120),
  signatoryTitle: text(120),
  purpose: text(200),
});
export type CoeInput = z.infer<typeof coeInput>;

/** Crew ID cards (/v/other-reports/generate-id): up to 40 crews, 8 cards to an A4 sheet. */
export const idCardsInput = z.object({
  crewIds: z.array(recordId).min(1, 'Choose at least one crew').max(40, 'At most 40 crews at a time'),
});

/** 002 §9-style file names for the agency's certificates. */
export const coeFileName = (crewCode: string | null, crewId: number, date: string) =>
  `coe_${(crewCode ?? `crew-${crewId}`).replace(/[^A-Za-z0-9-]/g, '_')}_${date}.pdf`;
export const idCardsFileName = (date: string) => `crew-id-cards_${date}.pdf`;

/**
 * 002 §7 cash advances list with filters: a crew's advances by type and date range (the range
 * checked by the 002 §5 report date rules when either date is given).
 */
export const cashAdvanceFilter = z.object({
  crewId: recordId,
  cashAdvanceTypeId: recordId.optional(),
  dateFrom: z.string().max(10).optional(),
  dateTo: z.string().max(10).optional(),
});
export type CashAdvanceFilter = z.infer<typeof cashAdvanceFilter>;
