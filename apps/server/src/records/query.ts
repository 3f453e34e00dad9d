import { sql, type Kysely } from 'kysely';
import type { Collection, Fields, RecordFamily } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';
import { psgcName } from '../psgc/data.js';
import { keyNames } from '../key-lists/resolve.js';
import type { RecordOwner, StoredRow } from './owner.js';

/** A typed word is a substring of the record's text, never a pattern. */
const contains = (s: string) => `%${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;

type Row = StoredRow;
// The owner's table is chosen at run time; its columns are the same for every owner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>;

/**
 * What each key, PSGC, choice and record field of these records reads as (a relationship's name,
 * a barangay's official name, 'Working' for W), so every screen and report shows the same words.
 */
async function labelsOf(
  db: Kysely<DB>,
  owner: RecordOwner,
  family: RecordFamily,
  rows: Row[],
): Promise<Map<number, Record<string, string>>> {
  const out = new Map<number, Record<string, string>>(rows.map((r) => [r.id, {}]));
  for (const [name, f] of Object.entries(family.fields)) {
    const values = rows.map((r) => r.fields[name]).filter((v) => v !== undefined && v !== null);
    if (values.length === 0) continue;
    let label: (v: unknown) => string | null | undefined;
    if (f.input === 'key') {
      const names = await keyNames(db, f.keys!, [...new Set(values as number[])]);
      label = (v) => names.get(v as number);
    } else if (f.input === 'psgc') label = (v) => psgcName(v as string);
    else if (f.input === 'choice') label = (v) => f.options?.find((o) => o.value === v)?.label;
    else if (f.input === 'record') {
      // Another record of the same owner (a P&I checkup's case): its first words.
      const refs = (await loose(db)
        .selectFrom(owner.table)
        .select(['id', 'fields'])
        .where('id', 'in', [...new Set(values as number[])])
        .execute()) as Row[];
      const byId = new Map(
        refs.map((r) => [
          r.id,
          Object.values(r.fields)
            .filter((x) => typeof x === 'string')
            .slice(0, 3)
            .join(' — '),
        ]),
      );
      label = (v) => byId.get(v as number);
    } else continue;
    for (const r of rows) {
      const v = r.fields[name];
      const l = v === undefined || v === null ? null : label(v);
      if (l) out.get(r.id)![name] = l;
    }
  }
  return out;
}

/** The family's order as SQL: numbers sort as numbers, dates and text as text; blanks last. */
function orderOf(family: RecordFamily) {
  const sort = family.sort ?? { field: 'id', direction: 'desc' as const };
  // Literals, not parameters: DISTINCT ON must see the same expressions as its ORDER BY (trusted: the family's own names).
  const value =
    family.fields[sort.field]?.input === 'number'
      ? sql`(fields->>${sql.lit(sort.field)})::numeric`
      : sql`fields->>${sql.lit(sort.field)}`;
  return sql`${value} ${sql.raw(sort.direction === 'asc' ? 'asc' : 'desc')} nulls last, id desc`;
}

export interface ListInput {
  ownerId: number;
  search?: string | undefined;
  page: number;
  perPage: number;
  versionsOf?: number | undefined;
}

/**
 * One family's records of an owner: searched over every value, in the family's order, one page.
 * A versioned family (`versionsOf`) lists the current version of each document with its count of
 * versions; `versionsOf` in the input lists every version of one document (002 §4: deleting the
 * current one leaves the latest remaining current).
 */
export async function listRecords(db: Kysely<DB>, owner: RecordOwner, family: RecordFamily, input: ListInput) {
  const group = family.versionsOf;
  const t = sql.table(owner.table);
  const col = sql.ref(owner.column);
  let q = loose(db).selectFrom(owner.table).where(owner.column, '=', input.ownerId).where('family', '=', family.name);
  if (group && input.versionsOf !== undefined)
    q = q.where(sql<boolean>`fields->>${group} = ${String(input.versionsOf)}`);
  else if (group) {
    q = q.where(
      'id',
      'in',
      // The key field is the family's own declared name (a literal, so DISTINCT ON and ORDER BY match).
      sql<number>`(select distinct on (fields->>${sql.lit(group)}) id from ${t}
        where ${col} = ${input.ownerId} and family = ${family.name} order by fields->>${sql.lit(group)}, ${orderOf(family)})`,
    );
  }
  if (input.search) q = q.where(sql<boolean>`lower(fields::text) like ${contains(input.search)}`);
  const rows = await pageOf(
    input,
    (limit, offset) => q.selectAll().orderBy(orderOf(family)).limit(limit).offset(offset).execute() as Promise<Row[]>,
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst() as Promise<{ n: string } | undefined>,
    (r) => r,
  );
  const [labels, derived, versions] = await Promise.all([
    labelsOf(db, owner, family, rows.items),
    derivedOf(db, owner, family, input.ownerId, rows.items),
    group ? versionCounts(db, owner, family.name, group, input.ownerId) : new Map<string, number>(),
  ]);
  return {
    ...rows,
    items: rows.items.map((r) => ({
      id: r.id,
      version: r.version,
      fields: r.fields,
      labels: labels.get(r.id) ?? {},
      derived: derived.get(r.id) ?? ({} as Record<string, number | string>),
      /** How many versions the record's document has (1 for a family without versions). */
      versions: group ? (versions.get(String(r.fields[group])) ?? 1) : 1,
      createdBy: r.created_by,
      createdAt: new Date(r.created_at).toISOString(),
      updatedBy: r.updated_by,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

/**
 * The family's derived values (records/family.ts `derived`: a P&I case's total days, a loan's
 * balance), worked out from the owner's records of the families it names.
 */
async function derivedOf(
  db: Kysely<DB>,
  owner: RecordOwner,
  family: RecordFamily,
  ownerId: number,
  rows: Row[],
): Promise<Map<number, Record<string, number | string>>> {
  const out = new Map<number, Record<string, number | string>>();
  if (!family.derived || family.derived.from.length === 0 || rows.length === 0) return out;
  const stored = (await loose(db)
    .selectFrom(owner.table)
    .select(['id', 'family', 'fields'])
    .where(owner.column, '=', ownerId)
    .where('family', 'in', [...family.derived.from])
    .execute()) as Array<{ id: number; family: string; fields: Fields }>;
  const collections: Record<string, Collection> = {};
  for (const r of stored) (collections[r.family] ??= {})[r.id] = r.fields;
  for (const r of rows) out.set(r.id, family.derived.values(r.fields, { recordId: r.id, collections }));
  return out;
}

async function versionCounts(
  db: Kysely<DB>,
  owner: RecordOwner,
  family: string,
  group: string,
  ownerId: number,
): Promise<Map<string, number>> {
  const rows = (await loose(db)
    .selectFrom(owner.table)
    .select([sql<string>`fields->>${sql.lit(group)}`.as('g'), (eb) => eb.fn.countAll<string>().as('n')])
    .where(owner.column, '=', ownerId)
    .where('family', '=', family)
    .groupBy(sql`fields->>${sql.lit(group)}`)
    .execute()) as Array<{ g: string; n: string }>;
  return new Map(rows.map((r) => [r.g, Number(r.n)]));
}

/** The record as stored, for an edit's facts; null when it is not (or no longer) there. */
export async function storedRecord(
  db: Kysely<DB>,
  owner: RecordOwner,
  family: RecordFamily,
  ownerId: number,
  recordId: number,
): Promise<Fields | null> {
  const r = (await loose(db)
    .selectFrom(owner.table)
    .select('fields')
    .where('id', '=', recordId)
    .where(owner.column, '=', ownerId)
    .where('family', '=', family.name)
    .executeTakeFirst()) as { fields: Fields } | undefined;
  return r?.fields ?? null;
}
