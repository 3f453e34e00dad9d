import { sql } from 'kysely';
import { applyInRuns, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
import { topics, type CrewEvent } from '@crewing/domain';
import { columns } from '../master-data/projection.js';
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
/** The events that rewrite columns of a crew's row (all but his registration and its withdrawal). */
const ROW_EVENTS = new Set([...POSITION_EVENTS, 'CrewProfileUpdated', 'CrewRankChanged', 'CrewSeaServiceCorrected']);

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

/** The columns an event other than a registration or a withdrawal sets on his row, besides its version. */
function columnsOf(row: Record<string, unknown>, e: CrewEvent): Record<string, unknown> {
  switch (e.type) {
    case 'CrewSignedOn':
    case 'CrewSignedOff':
    case 'CrewArrivedHome': {
      const p = movedTo(row as Position, e);
      return Object.fromEntries(POSITION_COLUMNS.map((c) => [c, p[c]]));
    }
    case 'CrewProfileUpdated':
      return columns(e.data.changes);
    case 'CrewRankChanged':
      return { rank_id: e.data.rankId, ...(e.data.onboard ? { onboard_rank_id: e.data.rankId } : {}) };
    case 'CrewSeaServiceCorrected': {
      const p = e.data.position;
      return {
        onboard_vessel_id: p.onboardVesselId,
        onboard_rank_id: p.onboardRankId,
        embark_date: p.embarkDate,
        last_vessel_id: p.lastVesselId,
        last_rank_id: p.lastRankId,
        sign_off_date: p.signOffDate,
        standby_since: p.standbySince,
      };
    }
    default:
      return {};
  }
}

/**
 * A run of the events that rewrite crews' rows (a replay page holds thousands: five years of reliefs, profile edits,
 * promotions): the crews' rows read in one query (as JSON, so each value goes back as it came), each event folded in
 * order in memory, then one UPDATE of the columns the run set. A column left undefined is not set (as kysely's
 * UPDATE left it out); a crew with no row (withdrawn) is left alone. s46: `crews` took 32.8 s of a 5,000-crew
 * replay, an UPDATE an event; s47: the profile updates and rank changes between the steps, one UPDATE each, cut the
 * runs short (crews' replay alone 10.9 s there).
 */
async function applyRows(trx: AnyTrx, run: readonly StoredEvent[]) {
  const ids = [...new Set(run.map((e) => (e.data as { crewId: number }).crewId))];
  const read = await sql<{ id: number; row: Record<string, unknown> }>`
    select c.id, row_to_json(c) as row from crews c where c.id = any(${sql.val(ids)}::int[])`.execute(trx);
  const rows = new Map(read.rows.map((r) => [r.id, r.row]));
  const set = new Set<string>(['version']);
  const written = new Set<number>();
  const changes: Change[] = [];
  for (const stored of run) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const crewId = (e.data as { crewId: number }).crewId;
    const row = rows.get(crewId);
    if (row) {
      const values = { ...columnsOf(row, e), version: stored.streamVersion };
      for (const [c, v] of Object.entries(values)) {
        if (v === undefined) continue;
        // As PostgreSQL said it to the UPDATE naming it.
        if (!(c in row)) throw new Error(`column "${c}" of relation "crews" does not exist`);
        row[c] = v;
        set.add(c);
      }
      written.add(crewId);
    }
    changes.push({ topic: topics.crew(crewId) }, { topic: topics.dashboard() });
  }
  // One parameter (the rows as JSON), so no chunking for PGlite's parameter limit.
  if (written.size === 0) return changes;
  const assign = sql.join([...set].map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
  await sql`update crews set ${assign}
    from json_populate_recordset(null::crews, ${JSON.stringify([...written].map((id) => rows.get(id)))}::json) v
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
   * Registrations in a row are one INSERT (a replay page, an import; under the parameter limit); the events that
   * rewrite his row, in a row, one read and one UPDATE (`applyRows`); a withdrawal alone.
   */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    return applyInRuns(
      events,
      (e) => (e.type === 'CrewRegistered' ? 'registered' : ROW_EVENTS.has(e.type) ? 'row' : null),
      async (run) => {
        if (run[0]!.type !== 'CrewRegistered') return applyRows(trx, run);
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
    // Every change but a registration and its withdrawal writes his row at the event's version: one fold for an
    // event alone and for a run of them.
    if (ROW_EVENTS.has(stored.type)) return applyRows(trx, [stored]);
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    switch (e.type) {
      case 'CrewRegistered':
        await trx
          .insertInto('crews')
          .values({ id: e.data.crewId, version: stored.streamVersion, ...columns(e.data.profile) } as never)
          .execute();
        break;
      // Issue 28 §4: an undone import's crew leaves the lists (his events stay: the read model forgets him).
      case 'CrewRegistrationWithdrawn':
        await trx.deleteFrom('crews').where('id', '=', e.data.crewId).execute();
        break;
      default:
        return;
    }
    // The dashboards count these crews: they refetch after this fold has committed (issue 24: a push
    // from another projection could land before this one folded the same event).
    return [{ topic: topics.crew(e.data.crewId) }, { topic: topics.dashboard() }];
  },
};
