import { sql, type Kysely } from 'kysely';
import { POS, RANK_TYPES, VESSEL_TYPES } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { categoryTree } from '../master-data/category-tree.js';
import { experienceEntries } from '../debriefing/experience.js';

/** Where a key list's ids live: the master-data tables, or the key lists of `key_items` by kind. */
const KEY_TABLES: Record<
  string,
  'ranks' | 'vessels' | 'ports' | 'contract_reasons' | 'fleets' | 'inns' | 'laboratories'
> = {
  rank: 'ranks',
  vessel: 'vessels',
  port: 'ports',
  'contract-reason': 'contract_reasons',
  fleet: 'fleets',
  inn: 'inns',
  laboratory: 'laboratories',
};

/** Key lists of users (issue 10 fleets and fleet signatories): who may be named, by position (002 §7 9; 8 and 11). */
export const USER_KEY_LISTS: Record<string, readonly number[] | null> = {
  'crewing-officer': [POS.crewingOfficer],
  'doc-staff': [8, POS.docAssistant],
  'signatory-user': null,
};

/** `outside`: the id exists but is not on this list (a program not flagged special on the special programs' list). */
type Entry = { name: string; active: boolean; outside?: boolean };
const fixed = (xs: ReadonlyArray<{ id: number; name: string }>, ids: number[]) =>
  new Map<number, Entry>(xs.filter((x) => ids.includes(x.id)).map((x) => [x.id, { name: x.name, active: true }]));
const entries = (rows: ReadonlyArray<{ id: number; name: string; active?: boolean }>) =>
  new Map<number, Entry>(rows.map((r) => [r.id, { name: r.name, active: r.active ?? true }]));

/**
 * The ids of one key list that exist, with their names and whether they are still offered: an
 * inactive or deleted entry keeps its name for old records but is refused in a new value (issue 10).
 */
export async function keyEntries(db: Kysely<DB>, list: string, ids: number[]): Promise<Map<number, Entry>> {
  if (ids.length === 0) return new Map();
  // `document:certificate`: the document master list, only that category (issue 9).
  if (list === 'document' || list.startsWith('document:')) {
    let q = db.selectFrom('documents').select(['id', 'name', 'active']).where('id', 'in', ids);
    if (list !== 'document') q = q.where('category', '=', list.slice('document:'.length));
    return entries(await q.execute());
  }
  // Issue 13: a debriefing record's experience, a crew change that brought its off-signer home.
  if (list === 'crew-experience') return experienceEntries(db, ids);
  if (list === 'vessel-type') return fixed(VESSEL_TYPES, ids);
  if (list === 'rank-type') return fixed(RANK_TYPES, ids);
  if (list in USER_KEY_LISTS) {
    const positions = USER_KEY_LISTS[list];
    let q = db
      .selectFrom('users')
      .select(['id', sql<string>`concat_ws(' ', first_name, last_name)`.as('name')])
      .where('id', 'in', ids);
    if (positions) q = q.where(sql<boolean>`position_ids && ${sql.val(positions)}::int[]`);
    return entries(await q.execute());
  }
  const table = KEY_TABLES[list];
  if (table === 'contract_reasons') {
    const rows = await db
      .selectFrom('contract_reasons')
      .select(['id', 'name', 'code', 'active'])
      .where('id', 'in', ids)
      .execute();
    return entries(rows.map((r) => ({ ...r, name: `${r.code} — ${r.name}` })));
  }
  if (list === 'special-program') {
    // 002 §7 programs' special keys: the programs flagged special; any other program keeps its name for old records.
    const rows = await db
      .selectFrom('key_items')
      .select(['id', 'name', 'active', sql<boolean>`coalesce((details->>'special')::boolean, false)`.as('special')])
      .where('kind', '=', 'program')
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [r.id, { name: r.name, active: r.active, ...(r.special ? {} : { outside: true }) }]),
    );
  }
  if (list === 'category') {
    // The tree: a category under an inactive parent is no longer offered either (002 §7).
    const tree = await categoryTree(db);
    return new Map(
      ids.flatMap((id) => {
        const c = tree.get(id);
        return c ? [[id, { name: c.name, active: c.offered }] as const] : [];
      }),
    );
  }
  if (table)
    return entries(await db.selectFrom(table).select(['id', 'name', 'active']).where('id', 'in', ids).execute());
  return entries(
    await db
      .selectFrom('key_items')
      .select(['id', 'name', 'active'])
      .where('kind', '=', list)
      .where('id', 'in', ids)
      .execute(),
  );
}

/** The names of the ids of one key list, e.g. { 3: 'BOSUN' }; deleted and inactive entries keep their names for old records. */
export async function keyNames(db: Kysely<DB>, list: string, ids: number[]): Promise<Map<number, string>> {
  return new Map([...(await keyEntries(db, list, ids))].map(([id, e]) => [id, e.name]));
}
