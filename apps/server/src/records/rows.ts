import type { Kysely } from 'kysely';
import type { Fields } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { keyNames } from '../key-lists/resolve.js';

/** One crew record of the 201 file as the printed sheets (biodata, checklist) read it (crew_records: one row per record). */
export interface CrewRecordRow {
  id: number;
  family: string;
  fields: Fields;
  /** The stream version at its last change: an edit of it starts from there. */
  version: number;
}

/** The crew's records of these families (stored names: 'education', 'crew-certificate'...). */
export async function recordsOf(db: Kysely<DB>, crewId: number, families: readonly string[]): Promise<CrewRecordRow[]> {
  if (families.length === 0) return [];
  return db
    .selectFrom('crew_records')
    .select(['id', 'family', 'fields', 'version'])
    .where('crew_id', '=', crewId)
    .where('family', 'in', [...families])
    .orderBy('id')
    .execute();
}

export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
export const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The names of the ids a field holds across rows, by key list ('religion', 'school'...). */
export async function namesOf(db: Kysely<DB>, list: string, values: readonly unknown[]): Promise<Map<number, string>> {
  const ids = [...new Set(values.map(int).filter((v): v is number => v !== null))];
  return keyNames(db, list, ids);
}

/** The label of one key id, or null. */
export async function nameOf(db: Kysely<DB>, list: string, value: unknown): Promise<string | null> {
  const id = int(value);
  return id === null ? null : ((await keyNames(db, list, [id])).get(id) ?? null);
}
