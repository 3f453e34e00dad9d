import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import {
  ANSWERS,
  DEBRIEFING_DOCUMENTS,
  DEBRIEFING_QUESTIONS,
  DEBRIEFING_SECTIONS,
  JIS_KEYS,
  JIS_RATINGS,
  MANAGEMENT_DECISIONS,
  SCHOLAR_ASSESSMENTS,
} from './catalogue.js';

// Blank text never arrives (the 002 §5 normaliser drops it): a missing text is an empty one.
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'Choose from the list' });
const keyed = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z
    .record(z.string(), value)
    .refine((r) => Object.keys(r).every((k) => keys.includes(k)), { message: 'Unknown entry' });

/** One section's remarks and the remarks printed on the debriefing sheet (002 §7 section and printing remarks). */
export const sectionEntry = z.strictObject({ remarks: text(4000), printRemarks: text(2000) });
export const answerEntry = z.strictObject({ answer: oneOf(ANSWERS).nullable(), comment: text(1000) });
export const jisEntry = z.strictObject({ rating: oneOf(JIS_RATINGS).nullable(), remarks: text(1000) });
export const documentEntry = z.strictObject({
  scanned: z.boolean(),
  stored: z.boolean(),
  cleared: z.boolean(),
  remarks: text(500),
});
export const scholarEntry = z.strictObject({
  scholar: z.boolean(),
  fastTrack: z.boolean(),
  assessment: oneOf(SCHOLAR_ASSESSMENTS).nullable(),
  remarks: text(2000),
});

/** What one Save of the debriefing form sends: any of its parts (the parts sent are replaced whole). */
export const debriefingFormInput = z.strictObject({
  sections: keyed(
    DEBRIEFING_SECTIONS.map((s) => String(s.id)),
    sectionEntry,
  ).optional(),
  answers: keyed(
    DEBRIEFING_QUESTIONS.map((q) => q.key),
    answerEntry,
  ).optional(),
  jis: keyed(
    JIS_KEYS.map((j) => j.key),
    jisEntry,
  ).optional(),
  documents: keyed(
    DEBRIEFING_DOCUMENTS.map((d) => d.code),
    documentEntry,
  ).optional(),
  scholar: scholarEntry.optional(),
  forReview: z.boolean().optional(),
});
export type DebriefingForm = z.infer<typeof debriefingFormInput>;

export const trainingEndorsementInput = z.strictObject({
  courseId: recordId,
  remarks: text(1000),
});

export const managementDecisionInput = z.strictObject({
  decision: oneOf(MANAGEMENT_DECISIONS),
  remarks: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(4000),
});

/** 000 §5: remarks text is required in both the add and update remark forms. */
export const remarkText = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(2000);
