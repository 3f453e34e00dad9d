import type { Kysely } from 'kysely';
import type { Attachment, Fields, RecordFacts, RecordFamily } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { keyNames } from './key-names.js';

const validId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/**
 * The facts a record command needs (families without PSGC fields: vessels, vessel records,
 * master data): whether each key it names exists, and the files store's word on its attachments.
 */
export async function gatherFacts(db: Kysely<DB>, family: RecordFamily, values: Fields, actorId: number | null): Promise<RecordFacts> {
  const known: Record<string, boolean> = {};
  const fileIds: string[] = [];
  for (const [name, f] of Object.entries(family.fields)) {
    const v = values[name];
    if (v === undefined || v === null) continue;
    if (f.input === 'key') known[name] = validId(v) && (await keyNames(db, f.keys!, [v])).has(v);
    if (f.input === 'files' && Array.isArray(v)) {
      for (const a of v as Attachment[]) if (typeof a?.fileId === 'string' && /^[0-9a-f-]{36}$/i.test(a.fileId)) fileIds.push(a.fileId.toLowerCase());
    }
  }
  return { known, files: await fileFacts(db, fileIds), actorId };
}

export async function fileFacts(db: Kysely<DB>, fileIds: string[]): Promise<RecordFacts['files']> {
  const files: RecordFacts['files'] = {};
  if (fileIds.length === 0) return files;
  const rows = await db.selectFrom('files').select(['id', 'kind', 'uploaded_by', 'file_name']).where('id', 'in', fileIds).execute();
  for (const r of rows) files[r.id] = { kind: r.kind, uploadedBy: r.uploaded_by, fileName: r.file_name };
  return files;
}
