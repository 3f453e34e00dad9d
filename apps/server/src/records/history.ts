import type { Kysely } from 'kysely';
import { parseRecordFieldKey, type RecordFamily } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { psgcName } from '../psgc/data.js';
import { keyNames } from '../key-lists/resolve.js';

/**
 * An owner's field history (`family:12.lastName`) with the records' keys and PSGC codes read as
 * names (a barangay's official name rather than its code), as the record lists show them.
 */
export async function namedHistory<R extends { field: string; oldValue: unknown; newValue: unknown }>(
  db: Kysely<DB>,
  families: Readonly<Record<string, RecordFamily>>,
  rows: R[],
): Promise<R[]> {
  const wanted = new Map<string, Set<number>>();
  const specOf = (key: string) => {
    const k = parseRecordFieldKey(key);
    return k ? families[k.family]?.fields[k.field] : undefined;
  };
  for (const r of rows) {
    const spec = specOf(r.field);
    if (spec?.input !== 'key') continue;
    for (const v of [r.oldValue, r.newValue])
      if (typeof v === 'number') (wanted.get(spec.keys!) ?? wanted.set(spec.keys!, new Set()).get(spec.keys!)!).add(v);
  }
  const names = new Map<string, Map<number, string>>();
  for (const [list, ids] of wanted) names.set(list, await keyNames(db, list, [...ids]));
  const name = (key: string, v: unknown): unknown => {
    const spec = specOf(key);
    if (v === null || v === undefined || !spec) return v;
    if (spec.input === 'psgc' && typeof v === 'string') return psgcName(v) ?? v;
    if (spec.input === 'key' && typeof v === 'number') return names.get(spec.keys!)?.get(v) ?? v;
    return v;
  };
  return rows.map((r) => ({ ...r, oldValue: name(r.field, r.oldValue), newValue: name(r.field, r.newValue) }));
}
