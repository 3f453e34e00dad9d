import type { Kysely } from 'kysely';
import { boardTopicVersion, type Topic } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { boardRowsWithNames, boardWhere } from './queries.js';

/**
 * The version of a board topic (a fleet's or a vessel's rows) as the board reads them (the same
 * joins), answered with a join so a browser that loaded the board before it joined, or that was
 * away, refetches only when a row moved meanwhile (issue 26 §6).
 */
export async function boardVersion(db: Kysely<DB>, topic: Extract<Topic, { kind: 'fleet' | 'vessel' }>, today: string) {
  const rows = await boardRowsWithNames(db)
    .select(['b.id', 'b.version'])
    // The rows the live board of today shows: the board's own filter, its window of finished crew changes included.
    .where(boardWhere({ [topic.kind === 'fleet' ? 'fleetId' : 'vesselId']: topic.id, liveOn: today }))
    .execute();
  return boardTopicVersion(rows);
}
