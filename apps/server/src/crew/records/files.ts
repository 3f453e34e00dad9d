import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { recordFileReadable } from '../../records/files.js';
import { crewRecords } from './owner.js';
import { found } from '../../platform/db/found.js';

/**
 * A file a crew record carries (an incident's attachment, a P&I case's PDF) reaches whoever may
 * read that record's family; a crew's image reaches whoever reads crews.
 */
export async function crewFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (await recordFileReadable(db, crewRecords.owner, actor, fileId)) return true;
  if (!can(actor, 'crew-change.read')) return false;
  return found(db.selectFrom('crews').select('id').where('photo_file_id', '=', fileId));
}
