import { sql, type Kysely } from 'kysely';
import { RANK_TYPES, USER_KEY_LISTS } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { categoryTree } from './category-tree.js';
import { specialPrograms } from './queries.js';

type Named = { id: number; name: string; code?: string | null };

/**
 * Issue 10: what the key lists leave out but screens still name. An inactive or deleted entry
 * leaves the forms' choices (the key lists are active entries only) but the records that use it
 * still show its name: `retired` holds those names by list. And the user key lists of the fleet
 * and signatory forms (002 §7: officers by position ids 9; 8 and 11; signatory in-charge users).
 */
export async function listKeysExtra(db: Kysely<DB>) {
  const gone = (table: 'ports' | 'inns' | 'laboratories' | 'vessels' | 'ranks' | 'fleets') =>
    db
      .selectFrom(table as 'ports')
      .select(['id', 'name'])
      .where('active', '=', false)
      .orderBy('name')
      .execute() as Promise<Named[]>;
  const [ports, inns, laboratories, vessels, ranks, fleets, contractReasons, items, users] = await Promise.all([
    gone('ports'),
    gone('inns'),
    gone('laboratories'),
    gone('vessels'),
    gone('ranks'),
    gone('fleets'),
    db.selectFrom('contract_reasons').select(['id', 'name', 'code']).where('active', '=', false).execute(),
    db.selectFrom('key_items').select(['id', 'kind', 'name', 'code']).where('active', '=', false).execute(),
    db
      .selectFrom('users')
      .select(['id', 'position_ids as positionIds', sql<string>`concat_ws(' ', first_name, last_name)`.as('name')])
      .where('status', '=', 1)
      .orderBy('last_name')
      .execute(),
  ]);
  const keyLists: Record<string, Named[]> = {};
  for (const { kind, ...item } of items) (keyLists[kind] ??= []).push(item);
  // An active category under an inactive one is not offered either: old records still name it.
  for (const c of (await categoryTree(db)).values()) {
    if (!c.offered && !(keyLists.category ?? []).some((k) => k.id === c.id))
      (keyLists.category ??= []).push({ id: c.id, name: c.name, code: c.code });
  }
  // A program not (or no longer) special, or inactive: old crew categories still name it as their special program.
  keyLists['special-program'] = (await specialPrograms(db))
    .filter((p) => !p.active || !p.special)
    .map(({ id, name, code }) => ({ id, name, code }));
  const userLists: Record<string, Named[]> = {};
  for (const [list, positions] of Object.entries(USER_KEY_LISTS)) {
    userLists[list] = users
      .filter((u) => !positions || u.positionIds.some((p) => (positions as readonly number[]).includes(p)))
      .map((u) => ({ id: u.id, name: u.name }));
  }
  return {
    rankTypes: RANK_TYPES.map((r) => ({ ...r })),
    userLists,
    retired: { ports, inns, laboratories, vessels, ranks, fleets, contractReasons, keyLists },
  };
}
