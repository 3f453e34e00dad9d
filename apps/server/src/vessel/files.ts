import type { Kysely } from 'kysely';
import { can, VESSEL_RECORD_FAMILIES_BY_NAME, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/** A file a vessel record carries reaches whoever may read that record's family; a vessel's image, whoever reads vessels. */
export async function vesselFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  const records = await db.selectFrom('vessel_record_files').select('family').where('file_id', '=', fileId).execute();
  for (const r of records) {
    const family = VESSEL_RECORD_FAMILIES_BY_NAME[r.family];
    if (family && can(actor, family.permissions.read)) return true;
  }
  if (!can(actor, 'vessel.read')) return false;
  return (
    (await db.selectFrom('vessels').select('id').where('image_file_id', '=', fileId).executeTakeFirst()) !== undefined
  );
}
