import { sameValue, type Attachment, type FieldSpec, type Fields, type RecordFamily } from '@crewing/domain';

/** A form's values: text for inputs, booleans for flags, attachment lists for files. */
export type FormValues = Record<string, string | boolean | Attachment[] | null>;

/** The stored record as the form shows it. */
export function toForm(family: RecordFamily, fields: Fields): FormValues {
  const out: FormValues = {};
  for (const [name, f] of Object.entries(family.fields)) {
    const v = fields[name];
    if (f.input === 'flag') out[name] = v === true;
    else if (f.input === 'files') out[name] = (v as Attachment[] | undefined) ?? [];
    else out[name] = v === undefined || v === null ? '' : String(v);
  }
  return out;
}

/** One input's value as the schema takes it: null when emptied. */
export function toValue(f: FieldSpec, v: FormValues[string]): unknown {
  if (f.input === 'flag') return v === true;
  if (f.input === 'files') {
    const list = (v as Attachment[] | null) ?? [];
    return list.map((a) => ({ fileId: a.fileId, ...(a.category ? { category: a.category } : {}) }));
  }
  const s = typeof v === 'string' ? v.trim() : '';
  if (s === '') return null;
  if (f.input === 'number' || f.input === 'key' || f.input === 'record')
    return Number.isFinite(Number(s)) ? Number(s) : s;
  return s;
}

/** A new record: the fields the user filled (an unticked flag is a 'no' only when the family requires it). */
export function addPayload(family: RecordFamily, values: FormValues): Fields {
  const out: Fields = {};
  for (const [name, f] of Object.entries(family.fields)) {
    const v = toValue(f, values[name] ?? null);
    if (v === null || (Array.isArray(v) && v.length === 0)) continue;
    if (f.input === 'flag' && v === false && !f.required) continue;
    out[name] = v;
  }
  return out;
}

/** An edit: only the fields changed since the record was opened (the server merges per field). */
export function changesPayload(family: RecordFamily, before: FormValues, values: FormValues): Fields {
  const out: Fields = {};
  for (const [name, f] of Object.entries(family.fields)) {
    const a = toValue(f, before[name] ?? null);
    const b = toValue(f, values[name] ?? null);
    if (!sameValue(a, b)) out[name] = Array.isArray(b) && b.length === 0 ? null : b;
  }
  return out;
}
