import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { recordFileReadable } from '../records/files.js';
import { vesselRecords } from './records.js';

/** A file a vessel record carries reaches whoever may read that record's family; a vessel's image, whoever reads vessels. */
export async function vesselFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (await recordFileReadable(db, vesselRecords.owner, actor, fileId)) return true;
  if (!can(actor, 'vessel.read')) return false;
  return (
    (await db.selectFrom('vessels').select('id').where('image_file_id', '=', fileId).executeTakeFirst()) !== undefined
  );
}
