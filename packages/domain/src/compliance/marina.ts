import { z } from 'zod';
import { pageNumber } from '../shared/ids.js';
import { defineRecordFamily, errorIf, type Collection, type Fields } from '../records/family.js';
import { field } from '../records/fields.js';
import { labelled, rule } from '../records/rules.js';
import { crewDocuments } from '../documents/permissions.js';
import { crewFile } from '../crew/permissions.js';

/**
 * Issue 31 §3: MARINA verification evidence. Since 9 Nov 2021 every certificate MARINA issues can be
 * checked by its serial number or QR code on MARINA's own site (there is no API): the agency's check
 * is a crew record (`marina-verification`) naming the certificate or license checked, the serial
 * typed in, the result and an optional screenshot; who and when are the record's event metadata.
 */
export const MARINA_ONLINE_SINCE = '2021-11-09';

/** The families a verification may name: the crew's certificates and licenses (documents/families.ts). */
export const MARINA_VERIFIED_FAMILIES = ['crew-certificate', 'crew-license'] as const;
export type MarinaVerifiedFamily = (typeof MARINA_VERIFIED_FAMILIES)[number];

export const MARINA_RESULT_LABELS = { VERIFIED: 'Verified', NOT_FOUND: 'Not found', MISMATCH: 'Mismatch' } as const;
export type MarinaResult = keyof typeof MARINA_RESULT_LABELS;

export const marinaVerificationFamily = defineRecordFamily({
  name: 'marina-verification',
  title: 'MARINA Verifications',
  singular: 'MARINA Verification',
  // Verified by whoever keeps the crew's documents, read as them.
  permissions: crewDocuments,
  fields: {
    certificateId: field.record('Certificate', 'crew-certificate', { column: true }),
    licenseId: field.record('License', 'crew-license', { column: true }),
    serial: field.text('Serial No. Checked', { required: true, column: true, max: 60 }),
    result: field.choice('Result', labelled(MARINA_RESULT_LABELS), { required: true, column: true }),
    remarks: field.textarea('Remarks', { max: 1000 }),
    screenshot: field.files('Screenshot', 'attachment', { column: true, max: 1 }),
  },
  // One check names one certificate or one license.
  rules: rule.all(
    (r) => errorIf(r.certificateId == null && r.licenseId == null, 'certificateId', 'Choose the certificate checked'),
    (r) =>
      errorIf(
        r.certificateId != null && r.licenseId != null,
        'licenseId',
        'A check names one certificate or one license: record the other as its own check',
      ),
  ),
});

/** The field of a verification that names a record of this family. */
export const marinaField = (family: MarinaVerifiedFamily) =>
  family === 'crew-certificate' ? 'certificateId' : 'licenseId';

/** A certificate's or license's latest check (the mark the 201 file, checklist and biodata show). */
export interface MarinaMark {
  result: MarinaResult;
  serial: string;
  by: string;
  at: string;
  verificationId: number;
}

/** The latest check of each certificate and license, keyed `crew-certificate:12`, from one crew's verifications. */
export function marinaMarks(
  verifications: ReadonlyArray<{ id: number; fields: Fields; by: string; at: string }>,
): Map<string, MarinaMark> {
  const marks = new Map<string, MarinaMark>();
  const ordered = [...verifications].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  for (const v of ordered)
    for (const family of MARINA_VERIFIED_FAMILIES) {
      const id = v.fields[marinaField(family)];
      if (typeof id !== 'number') continue;
      marks.set(`${family}:${id}`, {
        result: v.fields.result as MarinaResult,
        serial: String(v.fields.serial ?? ''),
        by: v.by,
        at: v.at,
        verificationId: v.id,
      });
    }
  return marks;
}

/** What a mark reads as: "MARINA: Verified 26 Nov 2026 (ADMIN)", or "MARINA: not verified". */
export const marinaMarkText = (m: MarinaMark | null | undefined, date: (iso: string) => string) =>
  m ? `MARINA: ${MARINA_RESULT_LABELS[m.result]} ${date(m.at.slice(0, 10))} (${m.by})` : 'MARINA: not verified';

/** Whether a certificate issued on `issuedDate` is one MARINA's site can verify (issued since 9 Nov 2021). */
export const marinaCheckable = (issuedDate: unknown) =>
  typeof issuedDate === 'string' && issuedDate >= MARINA_ONLINE_SINCE;

export const MARINA_SHOW = ['UNCHECKED', 'FAILED', 'ALL'] as const;
export type MarinaShow = (typeof MARINA_SHOW)[number];

/** The /v/compliance/marina list: never verified (never checked, or checked and not found / mismatched). */
export const marinaListInput = z.object({
  page: pageNumber.default(1),
  perPage: z.number().int().min(1).max(200).default(50),
  show: z.enum(MARINA_SHOW).default('ALL'),
  fleetId: z.number().int().positive().optional(),
  vesselId: z.number().int().positive().optional(),
  crewId: z.number().int().positive().optional(),
  /** A crew's name or code, or the certificate's number. */
  search: z.string().trim().max(100).optional(),
});
export type MarinaListInput = z.input<typeof marinaListInput>;

/**
 * Issue 31 §4: the crew's DMW e-Registration number, by which SBECS keys him. The exact official
 * format is not published to us: our reading (README "Philippine compliance") is 6 to 20 letters,
 * digits and dashes, starting and ending with a letter or digit, after upper-casing.
 */
export const E_REGISTRATION_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,18}[A-Z0-9]$/;
export const E_REGISTRATION_FORMAT =
  'Enter the e-Registration number as DMW issued it: 6 to 20 letters, digits and dashes';

export const eRegistrationFamily = defineRecordFamily({
  name: 'e-registration',
  title: 'DMW e-Registration',
  singular: 'e-Registration',
  permissions: crewFile,
  single: true,
  fields: {
    number: field.text('e-Registration No.', { required: true, column: true, max: 20 }),
    registeredOn: field.date('Registered On', { column: true }),
  },
  rules: (r) =>
    errorIf(
      typeof r.number === 'string' && !E_REGISTRATION_PATTERN.test(r.number.toUpperCase()),
      'number',
      E_REGISTRATION_FORMAT,
    ),
});

/** The one e-Registration record of a crew's collection, if any. */
export const eRegistrationOf = (records: Collection | undefined): string | null => {
  const r = Object.values(records ?? {})[0];
  return typeof r?.number === 'string' ? r.number : null;
};
