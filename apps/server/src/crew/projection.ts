import { sql } from 'kysely';
import { applyInRuns, type AnyTrx, type Projection, type StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { columns } from '../master-data/projection.js';
import { rowUpdate } from '../platform/db/row-update.js';
import { rowChunks } from '../platform/db/row-chunks.js';

/** The events that change a crew's row in `crews` (the dashboard's counts follow the same ones). */
export const CREWS_EVENTS = [
  'CrewRegistered',
  'CrewSignedOn',
  'CrewSignedOff',
  'CrewProfileUpdated',
  'CrewArrivedHome',
  'CrewRankChanged',
  'CrewSeaServiceCorrected',
  'CrewRegistrationWithdrawn',
] as const;

/**
 * Async: the crew master list (identity of issue 8, rank, where he is onboard). The profile's
 * camelCase keys become its snake-case columns; a profile stored before issue 8 leaves the new
 * ones empty and the status at its default, active.
 */
export const crewsProjection: Projection = {
  name: 'crews',
  mode: 'async',
  eventTypes: CREWS_EVENTS,
  tables: ['crews'],
  /** Registrations in a row are one INSERT (a replay page, an import; under the parameter limit); the rest one by one. */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    return applyInRuns(
      events,
      (e) => (e.type === 'CrewRegistered' ? 'registered' : null),
      async (run) => {
        const rows = run.map((stored) => {
          const e = { type: stored.type, data: stored.data } as Extract<CrewEvent, { type: 'CrewRegistered' }>;
          return { id: e.data.crewId, version: stored.streamVersion, ...columns(e.data.profile) };
        });
        // A column a profile leaves out takes its default (kysely writes DEFAULT), as a single insert.
        for (const part of rowChunks(rows))
          await trx
            .insertInto('crews')
            .values(part as never)
            .execute();
        return rows.flatMap((r) => [{ topic: topics.crew(r.id) }, { topic: topics.dashboard() }]);
      },
      async (e) => crewsProjection.apply(trx, e),
    );
  },
  async apply(trx: AnyTrx, stored: StoredEvent) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const version = stored.streamVersion;
    // Every change but a registration and its withdrawal writes his row at the event's version.
    const update = rowUpdate(trx, 'crews', { id: e.data.crewId }, { version });
    switch (e.type) {
      case 'CrewRegistered':
        await trx
          .insertInto('crews')
          .values({ id: e.data.crewId, version, ...columns(e.data.profile) } as never)
          .execute();
        break;
      // Issue 28 §4: an undone import's crew leaves the lists (his events stay: the read model forgets him).
      case 'CrewRegistrationWithdrawn':
        await trx.deleteFrom('crews').where('id', '=', e.data.crewId).execute();
        break;
      case 'CrewProfileUpdated':
        await update(columns(e.data.changes));
        break;
      // Where he stands (issue 24): crew/lifecycle.ts positionOf is the definition these follow.
      case 'CrewSignedOn':
        await update({
          onboard_vessel_id: e.data.vesselId,
          onboard_rank_id: e.data.rankId,
          embark_date: e.data.embarkDate,
          last_vessel_id: null,
          last_rank_id: null,
          sign_off_date: null,
          standby_since: null,
        });
        break;
      case 'CrewSignedOff':
        await update({
          last_vessel_id: e.data.vesselId ?? sql<number>`onboard_vessel_id`,
          last_rank_id: sql<number>`onboard_rank_id`,
          sign_off_date: e.data.disembarkDate,
          standby_since: e.data.disembarkDate,
          onboard_vessel_id: null,
          onboard_rank_id: null,
          embark_date: null,
        });
        break;
      case 'CrewArrivedHome':
        await update({ standby_since: e.data.arrivalDate });
        break;
      case 'CrewRankChanged':
        await update({ rank_id: e.data.rankId, ...(e.data.onboard ? { onboard_rank_id: e.data.rankId } : {}) });
        break;
      case 'CrewSeaServiceCorrected': {
        const p = e.data.position;
        await update({
          onboard_vessel_id: p.onboardVesselId,
          onboard_rank_id: p.onboardRankId,
          embark_date: p.embarkDate,
          last_vessel_id: p.lastVesselId,
          last_rank_id: p.lastRankId,
          sign_off_date: p.signOffDate,
          standby_since: p.standbySince,
        });
        break;
      }
      default:
        return;
    }
    // The dashboards count these crews: they refetch after this fold has committed (issue 24: a push
    // from another projection could land before this one folded the same event).
    return [{ topic: topics.crew(e.data.crewId) }, { topic: topics.dashboard() }];
  },
};
