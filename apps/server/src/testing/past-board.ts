import { sql, type Kysely } from 'kysely';
import { crewChangeStream, todayIn, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import { foldInto, shadowReadModels, streamEventsUpTo } from '../platform/db/as-of.js';
import { crewChangeBoardProjection } from '../crew-change/projections.js';
import { loadBoard } from '../crew-change/queries.js';
import { shadowDisembarkBatches } from '../planning/past-board.js';

/** The fleet with the most crew changes on the board. */
export async function busiestFleet(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ fleet_id: number }>`select fleet_id from crew_change_board where fleet_id is not null
    group by 1 order by count(*) desc limit 1`.execute(db);
  return rows[0]!.fleet_id;
}

/** When each event of the fleet's crew changes was recorded, in the store's order: moments inside its history. */
export async function boardMoments(db: Kysely<DB>, fleetId: number): Promise<Date[]> {
  const { rows } = await sql<{ at: Date }>`select e.recorded_at as at from crew_change_board b
    join events e on e.stream_id = 'crew-change-' || b.id where b.fleet_id = ${fleetId}
    order by e.global_position`.execute(db);
  return rows.map((r) => r.at);
}

/**
 * The reference for `boardAsOf` (issue 32): every crew change of the fleet folded from its events up
 * to the moment, none copied from the live read model. A test and the past-board bench compare with it.
 */
export function boardByFoldingEvery(
  services: Services,
  fleetId: number,
  asOf: Date,
  actor: Actor,
  day = todayIn(asOf, services.env.TIME_ZONE),
) {
  return services.db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('crew_change_board').select('id').where('fleet_id', '=', fleetId).execute()).map(
      (r) => crewChangeStream.id(r.id),
    );
    const events = await streamEventsUpTo(trx, services.store, ids, asOf);
    await shadowReadModels(trx, ['crew_change_board']);
    await shadowDisembarkBatches(trx, asOf);
    await foldInto(trx, [crewChangeBoardProjection], events);
    return { ...(await loadBoard(trx, { fleetId, liveOn: day }, actor)), events: events.length };
  });
}
