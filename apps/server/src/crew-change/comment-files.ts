import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewChangesVisible } from '../fleet-access/fleet-access.js';

/**
 * A comment's attachment reaches whoever reads the board of a crew change a live comment of
 * which carries it (001 §4 comments, §2.1 fleets): the crew change area's file reader.
 */
export async function commentFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (!can(actor, 'crew-change.read')) return false;
  const rows = await db
    .selectFrom('crew_change_comments')
    .select('crew_change_id')
    .distinct()
    .where('file_id', '=', fileId)
    .where('deleted_at', 'is', null)
    .execute();
  for (const r of rows) if (await crewChangesVisible(db, actor, [r.crew_change_id])) return true;
  return false;
}
