import { sql, type Kysely } from 'kysely';
import type { Fields, MasterSetting } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';
import { keyNames } from '../key-lists/resolve.js';
import { hasDetails, MASTER_TABLES } from './projection.js';

const SKIP = new Set(['id', 'version', 'active', 'deleted', 'details', 'kind', 'image_file_id']);
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const contains = (s: string) => `%${s.toLowerCase().replace(/[%_\\]/g, (c) => '\\' + c)}%`;
// The table is the setting's, chosen at run time; every master table has id, name, active, version.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>;

type Row = Record<string, unknown> & { id: number; version: number; active: boolean; details?: Fields };

/** A read-model row as the settings form's fields: its columns (camelCase) and its details. */
export function fieldsOf(row: Row): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(row))
    if (!SKIP.has(k) && v !== null)
      out[camel(k)] = typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) && k.endsWith('ton') ? Number(v) : v;
  for (const [k, v] of Object.entries(row.details ?? {})) if (v !== null) out[k] = v;
  return out;
}

function base(db: Kysely<DB>, setting: MasterSetting) {
  const table = MASTER_TABLES[setting.kind];
  let q = loose(db).selectFrom(table);
  if (table === 'key_items') q = q.where('kind', '=', setting.kind);
  if (hasDetails(table)) q = q.where('deleted', '=', false);
  return q;
}

/** Key fields read as names (a fleet's crewing officer, a signatory's fleet). */
async function labelsOf(db: Kysely<DB>, setting: MasterSetting, items: Array<{ id: number; fields: Fields }>) {
  const out = new Map<number, Record<string, string>>(items.map((r) => [r.id, {}]));
  for (const [name, f] of Object.entries(setting.family.fields)) {
    if (f.input !== 'key' && f.input !== 'choice') continue;
    const values = [...new Set(items.map((r) => r.fields[name]).filter((v) => v !== undefined && v !== null))];
    if (values.length === 0) continue;
    const names =
      f.input === 'key'
        ? await keyNames(db, f.keys!, values as number[])
        : new Map(f.options!.map((o) => [o.value, o.label]));
    for (const r of items) {
      const l = (names as Map<unknown, string>).get(r.fields[name]);
      if (l) out.get(r.id)![name] = l;
    }
  }
  return out;
}

/** One settings list (002 §2 /v/settings/*): searched by name or code, filtered by status, one page. */
export async function listSettings(
  db: Kysely<DB>,
  setting: MasterSetting,
  input: { search?: string | undefined; status: 'all' | 'active' | 'inactive'; page: number; perPage: number },
) {
  let q = base(db, setting);
  if (input.search) {
    const like = contains(input.search);
    const hasCode = 'code' in setting.family.fields;
    q = q.where(
      hasCode
        ? sql<boolean>`(lower(name) like ${like} or lower(coalesce(code, '')) like ${like})`
        : sql<boolean>`lower(name) like ${like}`,
    );
  }
  if (input.status !== 'all') q = q.where('active', '=', input.status === 'active');
  const order = setting.family.sort?.field === 'sortOrder' ? sql`sort_order` : sql`name`;
  const page = await pageOf(
    input,
    (limit, offset) =>
      q.selectAll().orderBy(order).orderBy('id').limit(limit).offset(offset).execute() as Promise<Row[]>,
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst() as Promise<{ n: string } | undefined>,
    (r) => ({ id: r.id, version: r.version, active: r.active, fields: fieldsOf(r) }),
  );
  const labels = await labelsOf(db, setting, page.items);
  return { ...page, items: page.items.map((r) => ({ ...r, labels: labels.get(r.id) ?? {} })) };
}

/** One entry (document/{id}, life-boat/{id}); null when it is not there or was deleted. */
export async function getSetting(db: Kysely<DB>, setting: MasterSetting, id: number) {
  const r = (await base(db, setting).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!r) return null;
  const item = { id: r.id, version: r.version, active: r.active, fields: fieldsOf(r) };
  const labels = await labelsOf(db, setting, [item]);
  return { ...item, labels: labels.get(r.id) ?? {} };
}
