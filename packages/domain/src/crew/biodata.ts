import { z } from 'zod';
import { recordId } from '../shared/ids.js';

/**
 * The Crew Biodata (Crew Personal Data Sheet, 000 §2 Crew Biodata modal): what the sheet and its
 * PDF share besides the data itself.
 *
 * What the filters do (the legacy shows them without saying): they name what the sheet is
 * prepared for, and it is printed in the header ("prepared for"):
 * - Vessel: the vessel he is proposed for; its vessel type picks the vessel-type-specific
 *   trainings of section 10. Blank: his current vessel when onboard.
 * - Rank Type reloads the Rank list (000 §4); Rank: the rank he is proposed for, whose document
 *   matrix says which vaccines and STCW certificates are mandatory (section 9). Blank: his rank.
 * - Embarkation Month and Contract Period (blank, 1 mo, 2 to 13 'N mos +/-', 000 §9): the
 *   planned contract; a document that expires before its end is marked on the sheet.
 */

/** 000 §9 Contract period options: blank, 1 mo, then 2 to 13 'N mos +/-'. */
export const CONTRACT_PERIODS: ReadonlyArray<{ value: number; label: string }> = Array.from({ length: 13 }, (_, i) => ({
  value: i + 1,
  label: i === 0 ? '1 mo' : `${i + 1} mos +/-`,
}));

export const contractPeriodLabel = (months: number | null | undefined): string =>
  CONTRACT_PERIODS.find((p) => p.value === months)?.label ?? '';

/** The biodata's filters, as the sheet query and the PDF job take them. `embarkMonth` is 'YYYY-MM'. */
export const biodataFilters = z.object({
  vesselId: recordId.optional(),
  rankId: recordId.optional(),
  embarkMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month')
    .refine((v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2200, 'Choose a month')
    .optional(),
  contractPeriod: z.number().int().min(1, 'Choose a contract period').max(13, 'Choose a contract period').optional(),
});
export type BiodataFilters = z.infer<typeof biodataFilters>;
export const biodataSheetInput = z.object({ crewId: recordId, filters: biodataFilters.default({}) });

/** 000 §9: the CMS document id of the biodata upload (002 §7 updateKrbsCrewFile). */
export const CMS_BIODATA_DOCUMENT_ID = 80;

/** 000 §2 item 4: the crew code's label, shown only when the crew has no category name. */
export function utilityLabel(
  utility: number | null | undefined,
  categoryName: string | null | undefined,
): string | null {
  if (categoryName) return null;
  if (utility === 1) return '(S.O.T.)';
  if (utility === 0) return 'REGULAR';
  return null;
}

/** The last day ('YYYY-MM-DD') of the planned contract: the embarkation month plus its period, or null. */
export function contractEnd(embarkMonth: string | undefined, months: number | undefined): string | null {
  if (!embarkMonth) return null;
  const [y, m] = embarkMonth.split('-').map(Number) as [number, number];
  // The embarkation month counts as the first month; blank period: the embarkation month itself.
  const end = new Date(Date.UTC(y, m - 1 + (months ?? 1), 0));
  return end.toISOString().slice(0, 10);
}

/** A document expiring before the planned contract ends (000 §2: the sheet is prepared for it). */
export const expiresBefore = (expiryDate: string | null | undefined, end: string | null): boolean =>
  Boolean(expiryDate && end && expiryDate < end);

/** The download's name: biodata_{crew code, else applicant no., else id}_{YYYY-MM-DD}.pdf. */
export function biodataFileName(
  crew: { id: number; crewCode: string | null; applicantNo: string | null },
  today: string,
): string {
  const code = (crew.crewCode ?? crew.applicantNo ?? String(crew.id)).replace(/[^A-Za-z0-9-]+/g, '_');
  return `biodata_${code}_${today}.pdf`;
}

/**
 * 000 §2 item 10: the trainings the sheet always lists, each shown with the crew's matching
 * certificate or training, or '--'. `deckOnly`: listed for deck officers (rank type 1) only.
 * Names are matched as whole words against the crew's certificates and trainings.
 */
export const MANDATORY_TRAININGS: ReadonlyArray<{ name: string; match: RegExp; deckOnly?: boolean }> = [
  { name: 'ISM CODE FAMILIARIZATION', match: /\bISM\b/ },
  { name: 'AIS (AUTOMATIC IDENTIFICATION SYSTEM)', match: /\bAIS\b|AUTOMATIC IDENTIFICATION/ },
  { name: 'TASK FORCE BRIEFING', match: /TASK[- ]?FORCE/, deckOnly: true },
];

/** Vessel-type-specific trainings by fleet vessel type (002 §9: 1 passenger / PCC, 2 bulk). */
export const VESSEL_TYPE_TRAININGS: Readonly<Record<number, ReadonlyArray<{ name: string; match: RegExp }>>> = {
  1: [
    { name: 'CROWD MANAGEMENT', match: /CROWD MANAGEMENT/ },
    { name: 'CRISIS MANAGEMENT AND HUMAN BEHAVIOUR', match: /CRISIS MANAGEMENT/ },
    { name: 'PASSENGER SAFETY, CARGO SAFETY AND HULL INTEGRITY', match: /PASSENGER SAFETY/ },
    { name: 'PCC CARGO LASHING AND SECURING', match: /LASHING|CAR CARRIER|PCC/ },
    { name: 'RO-RO VESSEL FAMILIARIZATION', match: /RO-?RO/ },
  ],
  2: [
    { name: 'BULK CARRIER SAFETY', match: /BULK CARRIER/ },
    { name: 'IMSBC CODE', match: /IMSBC/ },
    { name: 'GRAIN LOADING', match: /GRAIN/ },
    { name: 'HATCH COVER MAINTENANCE', match: /HATCH COVER/ },
    { name: 'ENCLOSED SPACE ENTRY', match: /ENCLOSED SPACE/ },
  ],
};

/** 000 §2 Crew Biodata: the sheet's twelve sections, in order (the screen and the PDF both follow it). */
export const BIODATA_SECTIONS = [
  'CREW PERSONAL DATA SHEET',
  'NAME',
  'SEA EXPERIENCE',
  'CREW IDENTIFICATION',
  'PHOTO AND CATEGORY',
  'PERSONAL DATA',
  'MEDICAL',
  'EDUCATION',
  'DOCUMENTS',
  'TRAININGS',
  'SEABASED EXPERIENCE',
  'LEGEND',
] as const;
