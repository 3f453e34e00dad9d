import type { Kysely } from 'kysely';
import type { Attachment, Fields, RecordFacts, RecordFamily } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { checkPsgcChain } from '../../psgc/data.js';

/** Where a key list's ids live: the master-data tables, or the simple key lists by kind. */
const KEY_TABLES: Record<string, 'ranks' | 'vessels' | 'ports' | 'contract_reasons' | 'fleets' | 'inns' | 'laboratories'> = {
  rank: 'ranks',
  vessel: 'vessels',
  port: 'ports',
  'contract-reason': 'contract_reasons',
  fleet: 'fleets',
  inn: 'inns',
  laboratory: 'laboratories',
};

/** The names of the ids of one key list, e.g. { 3: 'BOSUN' } (ranks read 'BSN — BOSUN'). */
export async function keyNames(db: Kysely<DB>, list: string, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // `document:certificate`: the document master list, only the documents of that category.
  if (list === 'document' || list.startsWith('document:')) {
    let q = db.selectFrom('documents').select(['id', 'name']).where('id', 'in', ids);
    if (list !== 'document') q = q.where('category', '=', list.slice('document:'.length));
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  const table = KEY_TABLES[list];
  if (table === 'ranks') {
    const rows = await db.selectFrom('ranks').select(['id', 'name', 'alias']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  if (table === 'contract_reasons') {
    const rows = await db.selectFrom('contract_reasons').select(['id', 'name', 'code']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, `${r.code} — ${r.name}`]));
  }
  if (table) {
    const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  const rows = await db.selectFrom('key_items').select(['id', 'name']).where('kind', '=', list).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const validId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/**
 * The facts a record command needs, gathered before it is decided: whether each key the record
 * names exists, whether its PSGC codes chain (region > province > municipality > barangay), and
 * the files store's word on each attachment. `current` is the record as stored (an edit).
 */
export async function gatherRecordFacts(
  db: Kysely<DB>,
  family: RecordFamily,
  values: Fields,
  current: Fields,
  actorId: number | null,
): Promise<RecordFacts> {
  const known: Record<string, boolean> = {};
  const merged = { ...current, ...values };
  const chain = checkPsgcChain({
    regionCode: (merged.regionCode as string | null | undefined) ?? null,
    provinceCode: (merged.provinceCode as string | null | undefined) ?? null,
    municipalityCode: (merged.municipalityCode as string | null | undefined) ?? null,
    barangayCode: (merged.barangayCode as string | null | undefined) ?? null,
  });
  const fileIds: string[] = [];
  for (const [name, f] of Object.entries(family.fields)) {
    const v = values[name];
    if (v === undefined || v === null) continue;
    if (f.input === 'key') known[name] = validId(v) && (await keyNames(db, f.keys!, [v])).has(v);
    if (f.input === 'psgc') known[name] = typeof v === 'string' && !chain[name];
    if (f.input === 'files' && Array.isArray(v)) {
      for (const a of v as Attachment[]) if (typeof a?.fileId === 'string' && /^[0-9a-f-]{36}$/i.test(a.fileId)) fileIds.push(a.fileId.toLowerCase());
    }
  }
  const files: RecordFacts['files'] = {};
  if (fileIds.length > 0) {
    const rows = await db.selectFrom('files').select(['id', 'kind', 'uploaded_by', 'file_name']).where('id', 'in', fileIds).execute();
    for (const r of rows) files[r.id] = { kind: r.kind, uploadedBy: r.uploaded_by, fileName: r.file_name };
  }
  return { known, files, actorId };
}
