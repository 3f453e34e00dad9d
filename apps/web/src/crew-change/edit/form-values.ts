import { sameValue } from '@crewing/domain';
import type { FieldSpec, Values } from '../shared/fields';

/** What an input holds: selects as strings, dates as 'YYYY-MM-DD', text as typed, results as booleans. */
export type FormValue = string | boolean | null;
export type FormValues = Record<string, FormValue>;

export function toForm(spec: FieldSpec, v: unknown): FormValue {
  switch (spec.input) {
    case 'key':
      return v === null || v === undefined ? null : String(v);
    case 'date':
      return typeof v === 'string' && v !== '' ? v : null;
    case 'flag':
      return v === true;
    default:
      return typeof v === 'string' ? v : '';
  }
}

export function fromForm(spec: FieldSpec, v: FormValue | undefined): unknown {
  switch (spec.input) {
    case 'key':
      return v === null || v === undefined || v === '' ? null : Number(v);
    case 'date':
      return typeof v === 'string' && v !== '' ? v : null;
    case 'flag':
      return v === true;
    default: {
      const t = typeof v === 'string' ? v.trim() : '';
      return t === '' ? null : t;
    }
  }
}

export function formOf(specs: FieldSpec[], values: Values): FormValues {
  return Object.fromEntries(specs.map((s) => [s.name, toForm(s, values[s.name])]));
}

export function valuesOf(specs: FieldSpec[], form: FormValues): Values {
  return Object.fromEntries(specs.map((s) => [s.name, fromForm(s, form[s.name])]));
}

const same = (spec: FieldSpec, a: FormValue | undefined, b: FormValue | undefined) =>
  sameValue(fromForm(spec, a), fromForm(spec, b));

/** Only what the user changed among the fields he may send, so edits of other fields merge on the server. */
export function changedValues(
  specs: FieldSpec[],
  before: FormValues,
  after: FormValues,
  sendable: (field: string) => boolean,
): Values {
  const out: Values = {};
  for (const s of specs) {
    if (!sendable(s.name)) continue;
    if (!same(s, before[s.name], after[s.name])) out[s.name] = fromForm(s, after[s.name]);
  }
  return out;
}

/**
 * After a same-field conflict: the fresh record becomes the base; fields the user left alone take
 * the fresh value, fields he changed keep his input (pressing Update again then overwrites knowingly).
 */
export function rebase(specs: FieldSpec[], before: FormValues, fresh: FormValues, current: FormValues): FormValues {
  const out: FormValues = {};
  for (const s of specs)
    out[s.name] = same(s, before[s.name], current[s.name]) ? (fresh[s.name] ?? null) : (current[s.name] ?? null);
  return out;
}

/** Domain FieldErrors ({field: [messages]}) to the resolver's {field: message}. */
export function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(errors)) if (m[0]) out[k] = m[0];
  return out;
}
