import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { commandId, recordId } from '../shared/ids.js';
import { crewProfileChanges } from '../crew/schemas.js';

const REQUIRED = 'This field is required';
const fileId = z.uuid({ error: 'Upload the scan again' });

/**
 * Issue 29 §2: a renewed document from My documents. He names the current version he renews
 * (`recordId`: the server finds it among his own records only) and types what the new one says;
 * the scan is an upload of his (the office's attachment kind: PDF, JPEG or PNG, 600,000 bytes).
 */
export const submitRenewalInput = z.object({
  recordId,
  number: z.string().trim().max(60, 'Use at most 60 characters').optional(),
  // Required: the current version is the latest issued (002 §4), so a renewal without it would never be current.
  issuedDate: calendarDate,
  expiryDate: calendarDate,
  fileId: z.string({ error: 'Attach a photo or PDF of the renewed document' }).pipe(fileId),
  commandId,
});
export type SubmitRenewalInput = z.input<typeof submitRenewalInput>;

/**
 * The 201 fields he may ask to correct, each with its label (a map: a field is named once). The
 * crew's own schema checks the value.
 */
export const CORRECTABLE_FIELDS = {
  lastName: 'Last name',
  firstName: 'First name',
  middleName: 'Middle name',
  birthdate: 'Birthdate',
  birthplace: 'Place of birth',
  contactNumber: 'Contact number',
  telNo: 'Telephone',
  email: 'E-mail',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
const FIELD_NAMES = Object.keys(CORRECTABLE_FIELDS) as [CorrectableField, ...CorrectableField[]];

/** The wanted value, checked by the crew profile's own rule for that field (the approval sends that edit). */
export function correctionValue(field: CorrectableField, raw: string) {
  const normalised = field === 'email' ? raw.trim().toLowerCase() : raw.trim().toUpperCase();
  return crewProfileChanges.shape[field].safeParse(normalised);
}

/** Issue 29 §2 My profile "request a correction": a field, the wanted value, an optional scan. */
export const requestCorrectionInput = z
  .object({
    field: z.enum(FIELD_NAMES, { error: 'Choose the field to correct' }),
    value: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(150, 'Use at most 150 characters'),
    fileId: fileId.optional(),
    commandId,
  })
  .superRefine((v, ctx) => {
    const r = correctionValue(v.field, v.value);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['value'], message: r.error.issues[0]?.message ?? REQUIRED });
  });
export type RequestCorrectionInput = z.input<typeof requestCorrectionInput>;

/** The review queue's decisions: approve, or reject with the reason the seafarer reads. */
export const reviewRequestInput = z.object({ requestId: recordId, commandId });
const REASON = 'Say why, so the seafarer can send it right';
export const rejectRequestInput = z.object({
  requestId: recordId,
  // A blank reason reaches here as none (the 002 §5 normaliser): the same sentence either way.
  reason: z.string({ error: REASON }).trim().min(1, REASON).max(500, 'Use at most 500 characters'),
  commandId,
});
export const reviewListInput = z.object({ status: z.enum(['pending', 'decided']).default('pending') });
