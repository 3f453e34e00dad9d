import { sql, type Kysely } from 'kysely';
import { CREW_RECORD_FAMILIES_BY_NAME, parseRecordFieldKey, type Fields, type RecordFamily } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { pageOf } from '../../platform/db/paged.js';
import { psgcName } from '../../psgc/data.js';
import { keyNames } from './facts.js';

/** A typed word is a substring of the record's text, never a pattern. */
const contains = (s: string) => `%${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;

type Row = { id: number; crew_id: number; fields: Fields; version: number; created_at: Date; created_by: string; updated_at: Date; updated_by: string };

/**
 * What each key, PSGC, choice and record field of these records reads as (a relationship's name,
 * a barangay's official name, 'Working' for W), so every screen and report shows the same words.
 */
async function labelsOf(db: Kysely<DB>, family: RecordFamily, rows: Row[]): Promise<Map<number, Record<string, string>>> {
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
      const refs = await db.selectFrom('crew_records').select(['id', 'fields']).where('id', 'in', [...new Set(values as number[])]).execute();
      const byId = new Map(refs.map((r) => [r.id, Object.values(r.fields).filter((x) => typeof x === 'string').slice(0, 3).join(' — ')]));
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

/** Values a family's list adds that no single record holds: a P&I case's total days (002 §4). */
async function derivedOf(db: Kysely<DB>, family: RecordFamily, rows: Row[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (family.name !== 'pandi' || rows.length === 0) return out;
  const sums = await db
    .selectFrom('crew_records')
    .select([sql<number>`(fields->>'pandiId')::int`.as('pandi_id'), sql<string>`sum((fields->>'days')::int)`.as('days')])
    .where('family', '=', 'pandi-checkup')
    .where('crew_id', '=', rows[0]!.crew_id)
    .groupBy(sql`fields->>'pandiId'`)
    .execute();
  const byCase = new Map(sums.map((s) => [Number(s.pandi_id), Number(s.days)]));
  for (const r of rows) out.set(r.id, { totalDays: byCase.get(r.id) ?? 0 });
  return out;
}

/** The family's order as SQL: numbers sort as numbers, dates and text as text; blanks last. */
function orderOf(family: RecordFamily) {
  const sort = family.sort ?? { field: 'id', direction: 'desc' as const };
  // Literals, not parameters: DISTINCT ON must see the same expressions as its ORDER BY (trusted: the family's own names).
  const value = family.fields[sort.field]?.input === 'number' ? sql`(fields->>${sql.lit(sort.field)})::numeric` : sql`fields->>${sql.lit(sort.field)}`;
  return sql`${value} ${sql.raw(sort.direction === 'asc' ? 'asc' : 'desc')} nulls last, id desc`;
}

/**
 * One family's records of a crew: searched over every value, in the family's order, one page.
 * A versioned family (`versionsOf`) lists the current version of each document, with how many
 * versions it has; `versionsOf` in the input lists every version of one document instead.
 */
export async function listCrewRecords(
  db: Kysely<DB>,
  family: RecordFamily,
  input: { crewId: number; search?: string | undefined; page: number; perPage: number; versionsOf?: number | undefined },
) {
  const group = family.versionsOf;
  let q = db.selectFrom('crew_records').where('crew_id', '=', input.crewId).where('family', '=', family.name);
  if (group && input.versionsOf !== undefined) q = q.where(sql<boolean>`fields->>${group} = ${String(input.versionsOf)}`);
  else if (group) {
    // The current version of each document: the first of its versions in the family's order (002 §4).
    q = q.where(
      'id',
      'in',
      sql<number>`(select distinct on (fields->>${sql.lit(group)}) id from crew_records
        where crew_id = ${input.crewId} and family = ${family.name} order by fields->>${sql.lit(group)}, ${orderOf(family)})`,
    );
  }
  if (input.search) q = q.where(sql<boolean>`lower(fields::text) like ${contains(input.search)}`);
  const rows = await pageOf(
    input,
    (limit, offset) => q.selectAll().orderBy(orderOf(family)).limit(limit).offset(offset).execute() as Promise<Row[]>,
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => r,
  );
  const [labels, derived, versions] = await Promise.all([
    labelsOf(db, family, rows.items),
    derivedOf(db, family, rows.items),
    group ? versionCounts(db, family.name, group, input.crewId) : Promise.resolve(new Map<string, number>()),
  ]);
  return {
    ...rows,
    items: rows.items.map((r) => ({
      id: r.id,
      version: r.version,
      fields: r.fields,
      labels: labels.get(r.id) ?? {},
      derived: derived.get(r.id) ?? {},
      /** How many versions the record's document has (1 for a family without versions). */
      versions: group ? (versions.get(String(r.fields[group])) ?? 1) : 1,
      createdBy: r.created_by,
      createdAt: new Date(r.created_at).toISOString(),
      updatedBy: r.updated_by,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

async function versionCounts(db: Kysely<DB>, family: string, group: string, crewId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('crew_records')
    .select([sql<string>`fields->>${sql.lit(group)}`.as('g'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('crew_id', '=', crewId)
    .where('family', '=', family)
    .groupBy(sql`fields->>${sql.lit(group)}`)
    .execute();
  return new Map(rows.map((r) => [r.g, Number(r.n)]));
}

/** The record as stored, for an edit's facts; null when it is not (or no longer) there. */
export async function storedRecord(db: Kysely<DB>, family: RecordFamily, crewId: number, recordId: number): Promise<Fields | null> {
  const r = await db
    .selectFrom('crew_records')
    .select('fields')
    .where('id', '=', recordId)
    .where('crew_id', '=', crewId)
    .where('family', '=', family.name)
    .executeTakeFirst();
  return r?.fields ?? null;
}

/**
 * A crew stream's field history with the records' keys and PSGC codes read as names (a barangay's
 * official name rather than its code), as the record lists show them.
 */
export async function namedHistory<R extends { field: string; oldValue: unknown; newValue: unknown }>(db: Kysely<DB>, rows: R[]): Promise<R[]> {
  const wanted = new Map<string, Set<number>>();
  const specOf = (key: string) => {
    const k = parseRecordFieldKey(key);
    return k ? CREW_RECORD_FAMILIES_BY_NAME[k.family]?.fields[k.field] : undefined;
  };
  for (const r of rows) {
    const spec = specOf(r.field);
    if (spec?.input !== 'key') continue;
    for (const v of [r.oldValue, r.newValue]) if (typeof v === 'number') (wanted.get(spec.keys!) ?? wanted.set(spec.keys!, new Set()).get(spec.keys!)!).add(v);
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
