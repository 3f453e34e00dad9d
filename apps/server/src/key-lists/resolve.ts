import { sql, type Kysely } from 'kysely';
import { keyEntryName, keyFact, keyList, type KeyFact, type KeyStatus, type KeyTable } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { categoryTree } from './category-tree.js';
import { experienceEntries } from './crew-experience.js';

const MAX_ID = 2_147_483_647;
const validId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;

const statuses = (rows: ReadonlyArray<{ id: number; name: string; active?: boolean }>) =>
  new Map<number, KeyStatus>(rows.map((r) => [r.id, { name: r.name, active: r.active ?? true }]));

/**
 * The one resolver of key lists (issue 26): the ids of one list that exist, with how each reads
 * and whether it is still offered, read from the list's declared source (the master-data read
 * models). An inactive or deleted entry keeps its name for old records but is refused in a new
 * value (issue 10: `keyFact`).
 */
export async function keyEntries(db: Kysely<DB>, name: string, wanted: number[]): Promise<Map<number, KeyStatus>> {
  const ids = [...new Set(wanted.filter(validId))];
  if (ids.length === 0) return new Map();
  const list = keyList(name);
  const source = list.source;
  switch (source.from) {
    case 'table': {
      const q = db.selectFrom(source.table as 'contract_reasons').where('id', 'in', ids);
      // A list that reads 'CODE — NAME' (contract reasons) brings its code.
      const rows: Array<{ id: number; name: string; code?: string | null; active: boolean }> =
        list.reads === 'code-name'
          ? await q.select(['id', 'name', 'code', 'active']).execute()
          : await q.select(['id', 'name', 'active']).execute();
      return statuses(rows.map((r) => ({ ...r, name: keyEntryName(list, r) })));
    }
    case 'documents': {
      let q = db.selectFrom('documents').select(['id', 'name', 'active']).where('id', 'in', ids);
      if (source.category !== undefined) q = q.where('category', '=', source.category);
      return statuses(await q.execute());
    }
    case 'key-items':
      return statuses(
        await db
          .selectFrom('key_items')
          .select(['id', 'name', 'active'])
          .where('kind', '=', source.kind)
          .where('id', 'in', ids)
          .execute(),
      );
    case 'category-tree': {
      // The tree: a category under an inactive parent is no longer offered either (002 §7).
      const tree = await categoryTree(db);
      return new Map(
        ids.flatMap((id) => {
          const c = tree.get(id);
          return c ? [[id, { name: c.name, active: c.offered }] as const] : [];
        }),
      );
    }
    case 'special-programs': {
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
    case 'fixed':
      return statuses(source.items.filter((x) => ids.includes(x.id)));
    case 'users': {
      let q = db
        .selectFrom('users')
        .select(['id', sql<string>`concat_ws(' ', first_name, last_name)`.as('name')])
        .where('id', 'in', ids);
      if (source.positions) q = q.where(sql<boolean>`position_ids && ${sql.val(source.positions)}::int[]`);
      return statuses(await q.execute());
    }
    case 'crew-experience':
      return experienceEntries(db, ids);
    default: {
      const never: never = source;
      throw new Error(`Unknown key source ${JSON.stringify(never)}`);
    }
  }
}

/** The names of the ids of one key list, e.g. { 3: 'BOSUN' }; deleted and inactive entries keep their names for old records. */
export async function keyNames(db: Kysely<DB>, list: string, ids: number[]): Promise<Map<number, string>> {
  return new Map([...(await keyEntries(db, list, ids))].map(([id, e]) => [id, e.name]));
}

/**
 * The facts of the keys a command names, from many lists at once (one query per list): whether
 * each exists and is still offered. A command's facts read these, never a list of their own.
 */
export async function keyFacts(
  db: Kysely<DB>,
  wanted: ReadonlyArray<{ list: string; id: number }>,
): Promise<(list: string, id: number) => KeyFact> {
  const found = await keyEntriesByList(db, wanted);
  return (list, id) => keyFact(found.get(list)?.get(id));
}

/** The entries of the keys many commands or records name, from many lists at once: one query per list. */
export async function keyEntriesByList(
  db: Kysely<DB>,
  wanted: Iterable<{ list: string; id: number }>,
): Promise<Map<string, Map<number, KeyStatus>>> {
  // Each list's ids once (an import reads ahead for 500,000 rows naming a few hundred entries: no copy per row).
  const byList = new Map<string, Set<number>>();
  for (const { list, id } of wanted) {
    const ids = byList.get(list);
    if (ids) ids.add(id);
    else byList.set(list, new Set([id]));
  }
  return new Map(
    await Promise.all([...byList].map(async ([list, ids]) => [list, await keyEntries(db, list, [...ids])] as const)),
  );
}

/** The fact of one key. */
export async function keyFactOf(db: Kysely<DB>, list: string, id: unknown): Promise<KeyFact> {
  return validId(id) ? keyFact((await keyEntries(db, list, [id])).get(id)) : false;
}

/** The column besides the name a master table's entry is also named by ('2/O', 'FC', a vessel's code). */
const TEXT_COLUMN: Partial<Record<KeyTable, string>> = { ranks: 'alias', contract_reasons: 'code', vessels: 'code' };

/** One entry of a list as an import finds it by text: its id and whether it is still offered. */
export interface KeyByText {
  id: number;
  active: boolean;
  /** A category's path from the root ('REGULAR › CADET'), as the tree lists it. */
  path?: string;
}

/**
 * Every entry of one key list by the texts a sheet may name it with (issue 28 §2: a port 'MANILA',
 * a rank '2/O' or 'SECOND OFFICER'): its name, code and alias, upper-cased. A text two entries share
 * is left out (`ambiguous` lists it); `offered` names the active entries (a template's drop-down).
 * Lists of tables, `key_items` kinds, documents, the category tree, users and fixed lists; other sources are not
 * imported by text.
 */
export async function keyEntriesByText(
  db: Kysely<DB>,
  name: string,
): Promise<{ byText: Map<string, KeyByText>; ambiguous: Set<string>; offered: string[] }> {
  const source = keyList(name).source;
  let rows: Array<{ id: number; name: string; active: boolean; code?: string | null; alias?: string | null }> = [];
  if (source.from === 'table') {
    const extra = TEXT_COLUMN[source.table];
    rows = await db
      .selectFrom(source.table as 'ranks')
      .select(['id', 'name', 'active', (extra ? sql<string | null>`${sql.ref(extra)}` : sql<null>`null`).as('code')])
      .where('deleted', '=', false)
      .execute();
  } else if (source.from === 'key-items')
    rows = await db
      .selectFrom('key_items')
      .select(['id', 'name', 'code', 'active'])
      .where('kind', '=', source.kind)
      .where('deleted', '=', false)
      .execute();
  else if (source.from === 'documents') {
    let q = db.selectFrom('documents').select(['id', 'name', 'code', 'active']);
    if (source.category !== undefined) q = q.where('category', '=', source.category);
    rows = await q.execute();
  } else if (source.from === 'category-tree')
    // A category by its name, its code or its path ('REGULAR › CADET' tells two sub-categories of one name
    // apart); one under an inactive branch is no longer offered (002 §7).
    rows = [...(await categoryTree(db)).values()].map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      alias: c.path,
      active: c.offered,
    }));
  else if (source.from === 'fixed') rows = source.items.map((i) => ({ ...i, active: true }));
  else if (source.from === 'users') {
    // A user by his name as the lists read it, or his username (an import's signatory column).
    let q = db
      .selectFrom('users')
      .select([
        'id',
        sql<string>`concat_ws(' ', first_name, last_name)`.as('name'),
        sql<boolean>`status = 1`.as('active'),
        'username as code',
      ]);
    if (source.positions) q = q.where(sql<boolean>`position_ids && ${sql.val(source.positions)}::int[]`);
    rows = await q.execute();
  }
  const byText = new Map<string, KeyByText>();
  const ambiguous = new Set<string>();
  const tree = source.from === 'category-tree';
  for (const r of rows) {
    for (const text of new Set([r.name, r.code, r.alias].map((t) => t?.trim().toUpperCase()).filter(Boolean))) {
      const was = byText.get(text!);
      if (was && was.id !== r.id) ambiguous.add(text!);
      else byText.set(text!, { id: r.id, active: r.active, ...(tree ? { path: r.alias! } : {}) });
    }
  }
  for (const text of ambiguous) byText.delete(text);
  const offered = rows.filter((r) => r.active).map((r) => r.name);
  return { byText, ambiguous, offered };
}
