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
export const POSITION_COLUMNS = [
  'onboard_vessel_id',
  'onboard_rank_id',
  'embark_date',
  'last_vessel_id',
  'last_rank_id',
  'sign_off_date',
  'standby_since',
] as const;
export type Position = Record<(typeof POSITION_COLUMNS)[number], unknown>;
const POSITION_EVENTS = new Set(['CrewSignedOn', 'CrewSignedOff', 'CrewArrivedHome']);
/** The events that write a crew's row (all but the withdrawal of his registration). */
const ROW_EVENTS = new Set([
  'CrewRegistered',
  ...POSITION_EVENTS,
  'CrewProfileUpdated',
  'CrewRankChanged',
  'CrewSeaServiceCorrected',
]);

/** A sign-on, sign-off or arrival home applied to where he stood (crew/lifecycle.ts positionOf is the definition). */
export function movedTo(p: Position, e: CrewEvent): Position {
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
export function columnsOf(row: Record<string, unknown>, e: CrewEvent): Record<string, unknown> {
  switch (e.type) {
    case 'CrewSignedOn':
    case 'CrewSignedOff':
    case 'CrewArrivedHome':
      // A column a registration left out holds its default, null. (Spreading his whole row each step, 38 columns,
      // cost a replay page of 5,000 events 0.5 s.)
      return movedTo(Object.fromEntries(POSITION_COLUMNS.map((c) => [c, row[c] ?? null])) as Position, e);
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
 * A run of the events that register crews and rewrite their rows (a replay page holds thousands: registrations,
 * five years of reliefs, profile edits, promotions): the crews' rows read in one query (as JSON, so each value goes
 * back as it came), each event folded in order in memory, then one INSERT of the crews it registered (a column left
 * out takes its default, as a single insert) and one UPDATE of the columns it set on the others. A column left
 * undefined is not set (as kysely's UPDATE left it out); a crew with no row (withdrawn) is left alone. s46: `crews`
 * took 32.8 s of a 5,000-crew replay, an UPDATE an event; with the lifecycle's steps in runs, 19 s of the whole
 * replay and 11.2 s alone. s47: the registrations and profile updates between the steps (a statement each, cutting
 * 2,500 runs short) fold in the run too: 1.5-6 s of the whole replay (19-55 s before, same runs), 2.2-2.7 s alone.
 */
async function applyRows(trx: AnyTrx, run: readonly StoredEvent[]) {
  const ids = [...new Set(run.map((e) => (e.data as { crewId: number }).crewId))];
  const read = await sql<{ id: number; row: Record<string, unknown> }>`
    select c.id, row_to_json(c) as row from crews c where c.id = any(${sql.val(ids)}::int[])`.execute(trx);
  const rows = new Map(read.rows.map((r) => [r.id, r.row]));
  /** The crews the run registers: the columns their INSERT names (what the profile and the later events set). */
  const registered = new Map<number, Record<string, unknown>>();
  /** The table's columns (a registered crew's row names only those set), read when the run registers one. */
  let names = new Set<string>();
  if (run.some((e) => e.type === 'CrewRegistered')) {
    const r = await sql<{ row: Record<string, unknown> }>`
      select row_to_json(n) as row from (select (null::crews).*) n`.execute(trx);
    names = new Set(Object.keys(r.rows[0]!.row));
  }
  const set = new Set<string>(['version']);
  const written = new Set<number>();
  const changes: Change[] = [];
  for (const stored of run) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    const crewId = (e.data as { crewId: number }).crewId;
    changes.push({ topic: topics.crew(crewId) }, { topic: topics.dashboard() });
    if (e.type === 'CrewRegistered') {
      if (rows.has(crewId) || registered.has(crewId))
        throw new Error(`duplicate key value violates unique constraint "crews_pkey": crew ${crewId}`);
      const row = { id: crewId, version: stored.streamVersion, ...columns(e.data.profile) };
      for (const c of Object.keys(row))
        if (!names.has(c)) throw new Error(`column "${c}" of relation "crews" does not exist`);
      registered.set(crewId, row);
      continue;
    }
    const fresh = registered.get(crewId);
    const row = fresh ?? rows.get(crewId);
    if (!row) continue;
    const values = { ...columnsOf(row, e), version: stored.streamVersion };
    for (const [c, v] of Object.entries(values)) {
      if (v === undefined) continue;
      // As PostgreSQL said it to the UPDATE naming it.
      if (!(fresh ? names.has(c) : c in row)) throw new Error(`column "${c}" of relation "crews" does not exist`);
      row[c] = v;
      if (!fresh) set.add(c);
    }
    if (!fresh) written.add(crewId);
  }
  // A column a row leaves out takes its default (kysely writes DEFAULT), as a single insert.
  for (const part of rowChunks([...registered.values()]))
    await trx
      .insertInto('crews')
      .values(part as never)
      .execute();
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
  /** A withdrawal alone; the rest in runs between them, one read, one INSERT and one UPDATE (`applyRows`). */
  applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    return applyInRuns(
      events,
      (e) => (ROW_EVENTS.has(e.type) ? 'row' : null),
      (run) => applyRows(trx, run),
      async (e) => crewsProjection.apply(trx, e),
    );
  },
  async apply(trx: AnyTrx, stored: StoredEvent) {
    // One fold for an event alone and for a run of them.
    if (ROW_EVENTS.has(stored.type)) return applyRows(trx, [stored]);
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    switch (e.type) {
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
