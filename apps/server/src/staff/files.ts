import type { Kysely } from 'kysely';
import { can, STAFF_RECORD_FAMILIES_BY_NAME, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/** A staff document's file reaches whoever reads that family; a staff image, whoever reads a staff page's header. */
export async function staffFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  const records = await db.selectFrom('staff_record_files').select('family').where('file_id', '=', fileId).execute();
  for (const r of records) {
    const family = STAFF_RECORD_FAMILIES_BY_NAME[r.family];
    if (family && can(actor, family.permissions.read)) return true;
  }
  if (!can(actor, 'staff.profile')) return false;
  return (
    (await db.selectFrom('users').select('id').where('image_file_id', '=', fileId).executeTakeFirst()) !== undefined
  );
}
