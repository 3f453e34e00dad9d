import type { Kysely } from 'kysely';
import { boardShownFrom, boardTopicVersion, type Topic } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { boardRowsWithNames } from './queries.js';

/**
 * The version of a board topic (a fleet's or a vessel's rows) as the board reads them (the same
 * joins), answered with a join so a browser that loaded the board before it joined, or that was
 * away, refetches only when a row moved meanwhile (issue 26 §6).
 */
export async function boardVersion(db: Kysely<DB>, topic: Extract<Topic, { kind: 'fleet' | 'vessel' }>, today: string) {
  const rows = await boardRowsWithNames(db)
    .select(['b.id', 'b.version'])
    .where(topic.kind === 'fleet' ? 'b.fleet_id' : 'b.vessel_id', '=', topic.id)
    // The rows the live board of today shows (its window of finished crew changes: boardShownFrom).
    .where('b.finished_on', '>=', boardShownFrom(today))
    .execute();
  return boardTopicVersion(rows);
}
