import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { RecordOwner } from './owner.js';

/** A file an owner's record carries (an incident's attachment, a vessel certificate) reaches whoever may read that record's family. */
export async function recordFileReadable(
  db: Kysely<DB>,
  owner: RecordOwner,
  actor: Actor,
  fileId: string,
): Promise<boolean> {
  const records = await db.selectFrom(owner.filesTable).select('family').where('file_id', '=', fileId).execute();
  return records.some((r) => {
    const family = Object.hasOwn(owner.families, r.family) ? owner.families[r.family] : undefined;
    return family !== undefined && can(actor, family.permissions.read);
  });
}
