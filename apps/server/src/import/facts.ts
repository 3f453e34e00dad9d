import { sql, type Kysely } from 'kysely';
import { keyList, type Fields, type MasterDataKind } from '@crewing/domain';
import { fieldKeys, IdentityIndex, type ImportKind, type KeyLookup } from '@crewing/domain/import/index';
import { hasDetails, MASTER_TABLES, snake } from '../master-data/projection.js';
import { fieldsOf } from '../master-data/settings-query.js';
import type { DB } from '../platform/db/schema.js';
import { keyEntriesByText } from '../key-lists/resolve.js';
import { listName } from '../crew/list-query.js';

/**
 * The keys a kind's key columns name, resolved by name or code through the key lists (issue 28 §2):
 * each list read once; an unknown, ambiguous or inactive entry is our sentence under the cell.
 */
export async function keyLookupFor(db: Kysely<DB>, kind: ImportKind): Promise<KeyLookup> {
  const lists = [...new Set(kind.columns.flatMap((c) => (c.type === 'key' && c.list ? [c.list] : [])))];
  const found = new Map(await Promise.all(lists.map(async (l) => [l, await keyEntriesByText(db, l)] as const)));
  return (list, text) => {
    const label = keyList(list).label;
    const up = text.trim().toUpperCase();
    const entries = found.get(list);
    const hit = entries?.byText.get(up);
    if (hit)
      return hit.active
        ? { id: hit.id, ...(hit.path ? { path: hit.path } : {}) }
        : { error: `This ${label} is no longer active: ${up}` };
    if (entries?.ambiguous.has(up)) return { error: `More than one ${label} reads ${up}: use its code` };
    return { error: `Unknown ${label}: ${up}` };
  };
}

/** The master list's codes of the documents an import matches on (seed data-documents: passports, the SIRB). */
const IDENTITY_DOCUMENTS = { PASSPORT: 'passportNo', SEAMANS_BOOK: 'sirbNo' } as const;

/**
 * The crews on file by the Add Crew duplicate rule's keys (one read of the crews list's identity
 * columns), and by the numbers of their passports and seaman's books, every version (issue 28 §3).
 */
export async function crewsOnFile(db: Kysely<DB>): Promise<IdentityIndex> {
  const [rows, documents] = await Promise.all([
    db
      .selectFrom('crews')
      .select(['id', 'applicant_no', 'crew_code', 'ipn', 'last_name', 'first_name', 'birthdate'])
      .execute(),
    db
      .selectFrom('crew_records as r')
      .innerJoin('documents as d', (j) => j.on(sql<boolean>`d.id = (r.fields->>'documentId')::int`))
      .select(['r.crew_id', 'd.code', sql<string | null>`r.fields->>'number'`.as('number')])
      .where('r.family', '=', 'crew-document')
      .where('d.code', 'in', Object.keys(IDENTITY_DOCUMENTS))
      .execute(),
  ]);
  const index = new IdentityIndex();
  for (const d of documents)
    index.add(d.crew_id, { [IDENTITY_DOCUMENTS[d.code as keyof typeof IDENTITY_DOCUMENTS]]: d.number });
  for (const r of rows)
    index.add(r.id, {
      applicantNo: r.applicant_no,
      crewCode: r.crew_code,
      ipn: r.ipn,
      lastName: r.last_name,
      firstName: r.first_name,
      birthdate: r.birthdate,
    });
  return index;
}

/** An entry on file of a master kind as its edit form's decision reads it. */
export interface EntryOnFile {
  fields: Fields;
  active: boolean;
}

/**
 * The entries on file of a master kind (vessels, a settings list), indexed by the fields a row is
 * matched on (name, code or alias; issue 28 §3), and each entry's fields as its edit form reads them
 * (a row chosen to update one is decided against them): deleted entries left out, inactive ones kept
 * (a row naming one is a duplicate: the settings screen sets it active again, or the row updates it).
 */
export async function entriesOnFile(
  db: Kysely<DB>,
  kind: ImportKind,
): Promise<{ index: IdentityIndex; entries: Map<number, EntryOnFile> }> {
  const matchOn = kind.matchOn ?? ['name'];
  const table = MASTER_TABLES[kind.master as MasterDataKind];
  // The table is the kind's, chosen at run time (settings-query.ts reads it so too).
  let q = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table).selectAll();
  if (table === 'key_items') q = q.where('kind', '=', kind.master!);
  if (hasDetails(table)) q = q.where('deleted', '=', false);
  const labels = Object.fromEntries(
    matchOn.map((f) => [f, kind.columns.find((c) => c.field === f)?.label.toLowerCase() ?? f]),
  );
  const index = new IdentityIndex(fieldKeys(matchOn), labels);
  const entries = new Map<number, EntryOnFile>();
  for (const r of (await q.execute()) as Array<Parameters<typeof fieldsOf>[0]>) {
    const fields = fieldsOf(r);
    index.add(r.id, fields);
    entries.set(r.id, { fields, active: r.active });
  }
  return { index, entries };
}

/** A crew on file as the 201 profile edit's decision reads him, and his name as the lists read it. */
export interface CrewOnFile {
  fields: Fields;
  name: string;
}

/**
 * Some crews on file as the profile edit's decision reads them (the crews read model's columns of the crews
 * kind's fields, as getCrew gives them): a row chosen to update one is decided against his.
 */
export async function crewsToUpdate(
  db: Kysely<DB>,
  kind: ImportKind,
  ids: readonly number[],
): Promise<Map<number, CrewOnFile>> {
  const out = new Map<number, CrewOnFile>();
  if (ids.length === 0) return out;
  const columns = kind.columns.filter((c) => !c.matchOnly);
  const rows = await db
    .selectFrom('crews')
    .selectAll()
    // One array parameter, however many rows a sheet chose to update.
    .where('id', '=', sql<number>`any(${sql.val([...new Set(ids)])}::int[])`)
    .execute();
  for (const r of rows) {
    const profile: Fields = {};
    for (const { field, type } of columns) {
      const v = (r as Record<string, unknown>)[snake(field)];
      // A numeric column (height, weight) comes back as text.
      if (v !== null && v !== undefined) profile[field] = type === 'number' && typeof v === 'string' ? Number(v) : v;
    }
    out.set(r.id, { fields: profile, name: listName(r) });
  }
  return out;
}
