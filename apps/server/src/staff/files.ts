import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { recordFileReadable } from '../records/files.js';
import { staffRecords } from './records.js';

/** A staff document's file reaches whoever reads that family; a staff image, whoever reads a staff page's header. */
export async function staffFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (await recordFileReadable(db, staffRecords.owner, actor, fileId)) return true;
  if (!can(actor, 'staff.profile')) return false;
  return (
    (await db.selectFrom('users').select('id').where('image_file_id', '=', fileId).executeTakeFirst()) !== undefined
  );
}
