import type { Kysely } from 'kysely';
import type { Attachment, Fields, RecordFacts, RecordFamily } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { checkPsgcChain } from '../psgc/data.js';
import { keyFactOf } from '../key-lists/resolve.js';

const code = (v: unknown) => (v as string | null | undefined) ?? null;

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
    if (f.input === 'key') known[name] = await keyFactOf(db, f.keys!, v);
    if (f.input === 'psgc') known[name] = typeof v === 'string' && !chain[name];
    if (f.input === 'files' && Array.isArray(v)) {
      for (const a of v as Attachment[])
        if (typeof a?.fileId === 'string' && /^[0-9a-f-]{36}$/i.test(a.fileId)) fileIds.push(a.fileId.toLowerCase());
    }
  }
  return { known, files: await fileFacts(db, fileIds), actorId };
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
