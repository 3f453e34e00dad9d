import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { categoryTree } from '../key-lists/category-tree.js';

/** Every program with its special flag (`details.special`), by name. */
export async function specialPrograms(db: Kysely<DB>) {
  return db
    .selectFrom('key_items')
    .select([
      'id',
      'name',
      'code',
      'active',
      sql<boolean>`coalesce((details->>'special')::boolean, false)`.as('special'),
    ])
    .where('kind', '=', 'program')
    .orderBy('name')
    .execute();
}

export async function listKeys(db: Kysely<DB>) {
  const [fleets, vessels, ranks, ports, inns, laboratories, contractReasons, items, documents] = await Promise.all([
    // Fleet keys carry the crewing officer in charge (001 §3.9): the board reads 'name - officer'.
    db
      .selectFrom('fleets')
      .leftJoin('users', 'users.id', 'fleets.officer_user_id')
      .select(['fleets.id', 'fleets.name', 'fleets.vessel_type_id as vesselTypeId'])
      .select(sql<string | null>`nullif(concat_ws(' ', users.first_name, users.last_name), '')`.as('officer'))
      .where('fleets.active', '=', true)
      .orderBy('fleets.name')
      .execute(),
    db
      .selectFrom('vessels')
      .select(['id', 'name', 'code', 'fleet_id as fleetId'])
      .where('active', '=', true)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('ranks')
      .select(['id', 'name', 'alias', 'rank_type_id as rankTypeId'])
      .where('active', '=', true)
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('ports').select(['id', 'name']).where('active', '=', true).orderBy('name').execute(),
    db
      .selectFrom('inns')
      .select(['id', 'name', 'telephone', 'address'])
      .where('active', '=', true)
      .orderBy('name')
      .execute(),
    db.selectFrom('laboratories').select(['id', 'name']).where('active', '=', true).orderBy('name').execute(),
    db
      .selectFrom('contract_reasons')
      .select(['id', 'code', 'name'])
      .where('active', '=', true)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('key_items')
      .select(['id', 'kind', 'name', 'code'])
      .where('active', '=', true)
      .orderBy('kind')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('documents')
      .select(['id', 'name', 'code', 'category', 'has_expiry as hasExpiry'])
      .where('active', '=', true)
      .orderBy('category')
      .orderBy(sql`sort_order nulls last`)
      .orderBy('name')
      .execute(),
  ]);
  // The simple key lists by kind ('relationship', 'school'...), each sorted by name.
  const keyLists: Record<string, Array<{ id: number; name: string; code: string | null }>> = {};
  for (const { kind, ...item } of items) (keyLists[kind] ??= []).push(item);
  // The category tree (002 §7): offered by path ('REGULAR › CADET'), none under an inactive parent.
  const tree = [...(await categoryTree(db)).values()]
    .filter((c) => c.offered)
    .sort((a, b) => a.path.localeCompare(b.path));
  keyLists.category = tree.map((c) => ({ id: c.id, name: c.path, code: c.code }));
  // 002 §7 programs' special keys: the active programs flagged special (a crew category's Special Program).
  keyLists['special-program'] = (await specialPrograms(db))
    .filter((p) => p.active && p.special)
    .map(({ id, name, code }) => ({ id, name, code }));
  return { fleets, vessels, ranks, ports, inns, laboratories, contractReasons, keyLists, documents };
}
