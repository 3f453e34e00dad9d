import { sql, type Kysely } from 'kysely';
import { linedUpCrewIds, type CrewChangeState } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';

/** What the checklist is prepared for: `undefined` asks for the crew's own, `null` for none. */
export interface ChecklistFor {
  vesselId?: number | null | undefined;
  rankId?: number | null | undefined;
}

/**
 * The vessel and rank a checklist opens on (issue 25, 001 §2.6): the crew's own, that is the
 * vessel and rank he is onboard as, else the crew change he is lined up on as reliever (his
 * active embarking, else a reliever of a crew change with none, the earliest embark date first).
 * A value the user chose (a number, or null for 'No Vessel Selected') is kept.
 */
export async function checklistFor(
  db: Kysely<DB>,
  crewId: number,
  chosen: ChecklistFor,
): Promise<{ vesselId: number | null; rankId: number | null }> {
  if (chosen.vesselId !== undefined && chosen.rankId !== undefined)
    return { vesselId: chosen.vesselId, rankId: chosen.rankId };
  const own = await ownVesselAndRank(db, crewId);
  return {
    vesselId: chosen.vesselId === undefined ? own.vesselId : chosen.vesselId,
    rankId: chosen.rankId === undefined ? own.rankId : chosen.rankId,
  };
}

async function ownVesselAndRank(
  db: Kysely<DB>,
  crewId: number,
): Promise<{ vesselId: number | null; rankId: number | null }> {
  const crew = await db
    .selectFrom('crews')
    .select(['onboard_vessel_id', 'onboard_rank_id'])
    .where('id', '=', crewId)
    .executeTakeFirst();
  if (crew?.onboard_vessel_id) return { vesselId: crew.onboard_vessel_id, rankId: crew.onboard_rank_id };
  const mentions = sql<boolean>`(b.state->'embarkings' @> ${JSON.stringify([{ crewId }])}::jsonb or b.state->'relievers' @> ${JSON.stringify([{ crewId }])}::jsonb)`;
  const rows = await db
    .selectFrom('crew_change_board as b')
    .select(['b.vessel_id', 'b.rank_id', 'b.embark_date'])
    .select(sql<unknown>`b.state - 'comments'`.as('state'))
    .where('b.rank_cancelled', '=', false)
    .where('b.arrive_manila', 'is', null) // still open, as the line-up reads it (planning/line-up.ts)
    .where(mentions)
    .orderBy('b.embark_date', sql`asc nulls last`)
    .orderBy('b.id')
    .execute();
  const linedUp = rows.find((r) => {
    const s = (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as CrewChangeState;
    return linedUpCrewIds(s).includes(crewId);
  });
  return linedUp ? { vesselId: linedUp.vessel_id, rankId: linedUp.rank_id } : { vesselId: null, rankId: null };
}
