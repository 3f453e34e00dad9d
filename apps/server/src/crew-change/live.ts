import type { Kysely } from 'kysely';
import { boardTopicVersion, type Topic } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/**
 * The version of a board topic (a fleet's or a vessel's rows) as the board reads them (the same
 * joins), answered with a join so a browser that loaded the board before it joined, or that was
 * away, refetches only when a row moved meanwhile (issue 26 §6).
 */
export async function boardVersion(db: Kysely<DB>, topic: Extract<Topic, { kind: 'fleet' | 'vessel' }>) {
  const rows = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('ranks as r', 'r.id', 'b.rank_id')
    .select(['b.id', 'b.version'])
    .where(topic.kind === 'fleet' ? 'b.fleet_id' : 'b.vessel_id', '=', topic.id)
    .execute();
  return boardTopicVersion(rows);
}
