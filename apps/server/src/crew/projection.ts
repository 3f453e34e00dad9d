import { sql } from 'kysely';
import { applyInRuns, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
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

/** Where he stands: the columns a sign-on, a sign-off and an arrival home write (crew/lifecycle.ts positionOf). */
const POSITION_COLUMNS = [
  'onboard_vessel_id',
  'onboard_rank_id',
  'embark_date',
  'last_vessel_id',
  'last_rank_id',
  'sign_off_date',
  'standby_since',
] as const;
type Position = Record<(typeof POSITION_COLUMNS)[number], unknown>;
const POSITION_EVENTS = new Set(['CrewSignedOn', 'CrewSignedOff', 'CrewArrivedHome']);

/** A sign-on, sign-off or arrival home applied to where he stood (crew/lifecycle.ts positionOf is the definition). */
function movedTo(p: Position, e: CrewEvent): Position {
  switch (e.type) {
    case 'CrewSignedOn':
      return {
        onboard_vessel_id: e.data.vesselId,
        onboard_rank_id: e.data.rankId,
        embark_date: e.data.embarkDate,
        last_vessel_id: null,
        last_rank_id: null,
        sign_off_date: null,
        standby_since: null,
      };
    case 'CrewSignedOff':
      return {
        last_vessel_id: e.data.vesselId ?? p.onboard_vessel_id,
        last_rank_id: p.onboard_rank_id,
        sign_off_date: e.data.disembarkDate,
        standby_since: e.data.disembarkDate,
        onboard_vessel_id: null,
        onboard_rank_id: null,
        embark_date: null,
      };
    case 'CrewArrivedHome':
      return { ...p, standby_since: e.data.arrivalDate };
    default:
      return p;
  }
}

/**
 * A run of the lifecycle's steps (a replay page holds thousands: five years of reliefs): the crews' positions read
 * in one query, each step folded in order in memory, each crew written once in one UPDATE. A crew with no row
 * (withdrawn) is left alone. s46: `crews` took 32.8 s of a 5,000-crew replay, an UPDATE an event.
 */
async function applyPositions(trx: AnyTrx, run: readonly StoredEvent[]) {
  const ids = [...new Set(run.map((e) => (e.data as { crewId: number }).crewId))];
  const rows = await sql<Position & { id: number }>`
    select id, ${sql.join(POSITION_COLUMNS.map((c) => sql.ref(c)))}
    from crews where id = any(${sql.val(ids)}::int[])`.execute(trx);
  const at = new Map<number, Position & { id: number; version?: number }>(rows.rows.map((r) => [r.id, r]));
  const changes: Change[] = [];
  for (const stored of run) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const crewId = (e.data as { crewId: number }).crewId;
    const was = at.get(crewId);
    if (was) at.set(crewId, { ...movedTo(was, e), id: crewId, version: stored.streamVersion });
    changes.push({ topic: topics.crew(crewId) }, { topic: topics.dashboard() });
  }
  // One parameter (the rows as JSON), so no chunking for PGlite's parameter limit.
  if (at.size === 0) return changes;
  const set = sql.join(['version', ...POSITION_COLUMNS].map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
  await sql`update crews set ${set} from json_populate_recordset(null::crews, ${JSON.stringify([...at.values()])}::json) v
    where crews.id = v.id`.execute(trx);
  return changes;
}

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
  /**
   * Registrations in a row are one INSERT (a replay page, an import; under the parameter limit); sign-ons, sign-offs
   * and arrivals in a row (the lifecycle's steps) one read and one UPDATE (`applyPositions`); the rest one by one.
   */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    return applyInRuns(
      events,
      (e) => (e.type === 'CrewRegistered' ? 'registered' : POSITION_EVENTS.has(e.type) ? 'position' : null),
      async (run) => {
        if (run[0]!.type !== 'CrewRegistered') return applyPositions(trx, run);
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
    // Where he stands (issue 24): one fold for a step alone and for a run of them.
    if (POSITION_EVENTS.has(stored.type)) return applyPositions(trx, [stored]);
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
