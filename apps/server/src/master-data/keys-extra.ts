import { sql, type Kysely } from 'kysely';
import {
  KEY_LISTS,
  RANK_TYPES,
  USER_KEY_LISTS,
  type KeyList,
  type KeyTable,
  type KeyTableLoaded,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { categoryTree } from '../key-lists/category-tree.js';
import { specialPrograms } from './queries.js';

type Named = { id: number; name: string; code?: string | null };

/**
 * Issue 10: what the key lists leave out but screens still name. An inactive or deleted entry
 * leaves the forms' choices (the key lists are active entries only) but the records that use it
 * still show its name: `retired` holds those names by list. And the user key lists of the fleet
 * and signatory forms (002 §7: officers by position ids 9; 8 and 11; signatory in-charge users).
 */
export async function listKeysExtra(db: Kysely<DB>) {
  // Each master table's entries no longer offered, by the field the keys query carries them in.
  const gone = async (list: KeyList, table: KeyTable, loaded: KeyTableLoaded) => {
    const q = db.selectFrom(table as 'contract_reasons').where('active', '=', false);
    // A list that reads 'CODE — NAME' (contract reasons) brings its code.
    const rows: Named[] = await (
      list.reads === 'code-name' ? q.select(['id', 'name', 'code']) : q.select(['id', 'name'])
    )
      .orderBy('name')
      .execute();
    return [loaded, rows] as const;
  };
  const [retiredTables, items, users] = await Promise.all([
    Promise.all(
      Object.values(KEY_LISTS).flatMap((l) =>
        l.source.from === 'table' ? [gone(l, l.source.table, l.source.loaded)] : [],
      ),
    ),
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
    retired: { ...(Object.fromEntries(retiredTables) as Record<KeyTableLoaded, Named[]>), keyLists },
  };
}
