import type { Kysely } from 'kysely';
import { can, CREW_RECORD_FAMILIES_BY_NAME, type Actor } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';

/**
 * A file a crew record carries (an incident's attachment, a P&I case's PDF) reaches whoever may
 * read that record's family; a crew's image reaches whoever reads crews.
 */
export async function crewFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  const records = await db.selectFrom('crew_record_files').select('family').where('file_id', '=', fileId).execute();
  for (const r of records) {
    const family = CREW_RECORD_FAMILIES_BY_NAME[r.family];
    if (family && can(actor, family.permissions.read)) return true;
  }
  if (!can(actor, 'crew-change.read')) return false;
  const photo = await db.selectFrom('crews').select('id').where('photo_file_id', '=', fileId).executeTakeFirst();
  return photo !== undefined;
}
