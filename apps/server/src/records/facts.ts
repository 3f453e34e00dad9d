import type { Kysely } from 'kysely';
import {
  keyFact,
  type Attachment,
  type Fields,
  type KeyStatus,
  type RecordFacts,
  type RecordFamily,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { checkPsgcChain } from '../psgc/data.js';
import { keyEntries, keyEntriesByList } from '../key-lists/resolve.js';

const validId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const code = (v: unknown) => (v as string | null | undefined) ?? null;

type KeyEntries = Map<number, KeyStatus>;

/** Where the facts are read: the database, or what a seed read once ahead for thousands of records. */
export interface FactsSource {
  keys: (list: string, ids: number[]) => Promise<KeyEntries>;
  files: (fileIds: string[]) => Promise<RecordFacts['files']>;
}

const fromDb = (db: Kysely<DB>): FactsSource => ({
  keys: (list, ids) => keyEntries(db, list, ids),
  files: (fileIds) => fileFacts(db, fileIds),
});

/**
 * The facts a record command needs, gathered before it is decided (crew and vessel records, vessels,
 * master data): whether each key it names exists and is still active, whether its PSGC codes chain
 * (region > province > municipality > barangay), and the files store's word on its attachments.
 * `current` is the record as stored (an edit), so a changed province is checked against the kept region.
 */
export async function gatherFacts(
  db: Kysely<DB>,
  family: RecordFamily,
  values: Fields,
  actorId: number | null,
  current: Fields = {},
  source: FactsSource = fromDb(db),
): Promise<RecordFacts> {
  const known: RecordFacts['known'] = {};
  const fileIds: string[] = [];
  const hasPsgc = Object.values(family.fields).some((f) => f.input === 'psgc');
  const merged = { ...current, ...values };
  const chain: Record<string, string> = hasPsgc
    ? checkPsgcChain({
        regionCode: code(merged.regionCode),
        provinceCode: code(merged.provinceCode),
        municipalityCode: code(merged.municipalityCode),
        barangayCode: code(merged.barangayCode),
      })
    : {};
  for (const [name, f] of Object.entries(family.fields)) {
    const v = values[name];
    if (v === undefined || v === null) continue;
    if (f.input === 'key') known[name] = validId(v) ? keyFact((await source.keys(f.keys!, [v])).get(v)) : false;
    if (f.input === 'psgc') known[name] = typeof v === 'string' && !chain[name];
    if (f.input === 'files' && Array.isArray(v)) {
      for (const a of v as Attachment[])
        if (typeof a?.fileId === 'string' && /^[0-9a-f-]{36}$/i.test(a.fileId)) fileIds.push(a.fileId.toLowerCase());
    }
  }
  return { known, files: await source.files(fileIds), actorId };
}

export async function fileFacts(db: Kysely<DB>, fileIds: string[]): Promise<RecordFacts['files']> {
  const files: RecordFacts['files'] = {};
  if (fileIds.length === 0) return files;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'kind', 'uploaded_by', 'file_name'])
    .where('id', 'in', fileIds)
    .execute();
  for (const r of rows) files[r.id] = { kind: r.kind, uploadedBy: r.uploaded_by, fileName: r.file_name };
  return files;
}

/**
 * The keys and files many new records name, read at once (one query per key list, one for the
 * files): the seed gathers its records' facts through gatherFacts with it, as the server would.
 */
export async function readAhead(
  db: Kysely<DB>,
  records: ReadonlyArray<{ family: RecordFamily; fields: Fields }>,
): Promise<FactsSource> {
  const keys: Array<{ list: string; id: number }> = [];
  const fileIds = new Set<string>();
  for (const { family, fields } of records)
    for (const [name, f] of Object.entries(family.fields)) {
      const v = fields[name];
      if (f.input === 'key' && validId(v)) keys.push({ list: f.keys!, id: v });
      if (f.input === 'files' && Array.isArray(v))
        for (const a of v as Attachment[]) fileIds.add(a.fileId.toLowerCase());
    }
  const entries = await keyEntriesByList(db, keys);
  const files = await fileFacts(db, [...fileIds]);
  return {
    keys: async (list, wanted) =>
      new Map(wanted.flatMap((id) => (entries.get(list)?.has(id) ? [[id, entries.get(list)!.get(id)!]] : []))),
    files: async (wanted) => Object.fromEntries(wanted.flatMap((id) => (files[id] ? [[id, files[id]]] : []))),
  };
}
