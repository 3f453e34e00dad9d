import { CREW_RECORD_FAMILIES_BY_NAME, EXPIRING_FAMILIES, type Fields, type RecordFamily } from '@crewing/domain';
import type { RequestValue } from './tables.js';

/** The families a seafarer renews from My documents: those My documents lists that keep a scan and an expiry. */
export function renewableFamily(name: string): RecordFamily | null {
  if (!EXPIRING_FAMILIES.some((f) => f.family === name)) return null;
  const family = CREW_RECORD_FAMILIES_BY_NAME[name];
  return family?.versionsOf && family.sort && family.fields.file && family.fields.expiryDate ? family : null;
}

/** What a version says but the renewed one does not inherit: its scan, its remarks, its own number and dates. */
const NOT_INHERITED = ['file', 'remarks', 'number', 'expiryDate'];

/**
 * The renewed version's fields (002 §4: each upload of a document is a version): the current
 * version's document and the family's fixed facts (a certificate's type, a medical's clinic), with
 * the number and dates he typed and his scan. The family's own date field (`issuedDate`, a
 * medical's `examDate`) takes his issue date.
 */
export function renewedFields(family: RecordFamily, current: Fields, value: RequestValue, fileId: string): Fields {
  const issued = family.sort!.field;
  const kept = Object.fromEntries(
    Object.entries(current).filter(([k]) => !NOT_INHERITED.includes(k) && k !== issued && k in family.fields),
  );
  return {
    ...kept,
    ...(value.number && family.fields.number ? { number: value.number } : {}),
    ...(value.issuedDate ? { [issued]: value.issuedDate } : {}),
    expiryDate: value.expiryDate,
    file: [{ fileId }],
  };
}

/**
 * His values checked by the family's own schema before the request is sent, so he reads the office
 * form's sentences under his own inputs (the family's issue date field answers under `issuedDate`).
 */
export function renewalErrors(family: RecordFamily, fields: Fields): Record<string, string[]> {
  const issued = family.sort!.field;
  const r = family.addSchema.safeParse({ ...fields, file: undefined });
  const errors: Record<string, string[]> = {};
  if (r.success) {
    for (const [f, m] of Object.entries(family.rules?.(fields, { recordId: 0, others: {}, collections: {} }) ?? {}))
      (errors[f === issued ? 'issuedDate' : f] ??= []).push(m);
    return errors;
  }
  for (const issue of r.error.issues) {
    const f = String(issue.path[0] ?? '_form');
    (errors[f === issued ? 'issuedDate' : f] ??= []).push(issue.message);
  }
  return errors;
}
