import { sql, type Kysely } from 'kysely';
import type { CellCounts } from './projections.js';
import {
  canCrewChange,
  CREW_CHANGE_ACTIONS,
  writableFields,
  type Actor,
  type CrewChangeAction,
  type CrewChangeState,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Board, BoardAccess, BoardRow, CrewRef } from './dto.js';
import { crewName } from '../crew/queries.js';
import { onboardPromotionDates } from '../finance/crew-facts.js';

export interface BoardFilter {
  fleetId?: number | undefined;
  vesselId?: number | undefined;
  /** The fleets the user sees (001 §2.1), when not every fleet. */
  fleetIds?: number[] | undefined;
  filterDate?: string | undefined;
  noBatch?: boolean | undefined;
  /** Just these crew changes (a push's rows, patched into the web's cache). */
  ids?: number[];
  overdueOn?: string;
}

/**
 * Parsed board states by crew change, valid for one stream version. A board load reads only
 * ids and versions, then the states that changed since this process last saw them: correct
 * with any number of server processes, since the version comes from the database each time.
 * Kept per database handle: two databases (a test run's copies of one template, a restored
 * backup) hold the same crew change ids and versions with other states. A transaction's handle
 * (the board at a past date) gets a cache of its own, dropped with it.
 */
const STATE_CACHE_MAX = 50_000;
/** Per board filter, the crews its rows named at its last load (bounded). */
const CREW_GUESS_MAX = 500;
type StateEntry = { version: number; state: CrewChangeState; counts: BoardRow['counts'] };
const caches = new WeakMap<Kysely<DB>, { states: Map<number, StateEntry>; guesses: Map<string, number[]> }>();

function cachesOf(db: Kysely<DB>) {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { states: new Map(), guesses: new Map() }));
  return c;
}

/** Most recently used last; the oldest goes when the map is over its bound. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/** What the board shows of these crews: names and contacts, the vaccinated icon, the onboard promotion date. */
async function crewFacts(db: Kysely<DB>, crewIds: number[]) {
  const ids = sql<number>`any(${sql.val(crewIds)}::int[])`;
  const [crews, vaccinated, promotions] = await Promise.all([
    db
      .selectFrom('crews')
      .select(['id', 'first_name', 'middle_name', 'last_name', 'contact_number', 'email', 'fb_mail'])
      .where('id', '=', ids)
      .execute(),
    db.selectFrom('covid_vaccines').select('crew_id').distinct().where('crew_id', '=', ids).execute(),
    onboardPromotionDates(db, crewIds),
  ]);
  return { asked: new Set(crewIds), crews, vaccinated: vaccinated.map((v) => v.crew_id), promotions };
}

/** The rows a board shows (`b`), with their vessel (`v`) and rank (`r`): the board and its topic version read these. */
export function boardRowsWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('ranks as r', 'r.id', 'b.rank_id');
}

/** What a board row is read with first: its id and version, fleet, vessel and rank names (boardRows, the board bench). */
export const BOARD_ROW_COLUMNS = [
  'b.id',
  'b.version',
  'b.fleet_id',
  'v.name as vessel_name',
  'r.name as rank_name',
  'r.alias as rank_alias',
  'r.sort_order',
] as const;

/** The board rows of a fleet or a vessel: ids and versions, changed states, crew names. */
export async function boardRows(db: Kysely<DB>, f: BoardFilter): Promise<BoardRow[]> {
  let q = boardRowsWithNames(db).select(BOARD_ROW_COLUMNS);
  if (f.fleetId !== undefined) q = q.where('b.fleet_id', '=', f.fleetId);
  if (f.vesselId !== undefined) q = q.where('b.vessel_id', '=', f.vesselId);
  if (f.fleetIds) q = q.where('b.fleet_id', 'in', f.fleetIds.length ? f.fleetIds : [-1]);
  if (f.ids) q = q.where('b.id', 'in', f.ids.length ? f.ids : [-1]);
  if (f.noBatch)
    q = q
      .where('b.batch_id', 'is', null)
      .where('b.off_signer_crew_id', 'is not', null)
      .where('b.rank_cancelled', '=', false);
  if (f.filterDate) {
    const d = f.filterDate;
    q = q.where((eb) => eb.or([eb('b.embark_date', '=', d), eb('b.disembark_date', '=', d)]));
  }
  if (f.overdueOn) {
    // Overdue (002 §4): the off-signer's disembark date has passed and he has not arrived in Manila.
    q = q
      .where('b.disembark_date', '<', f.overdueOn)
      .where('b.arrive_manila', 'is', null)
      .where('b.rank_cancelled', '=', false);
  }
  // The crews this board named last time are read beside its rows: one round trip, not two, when
  // no one new has joined it (checked below; the answer is as fresh as the rows either way).
  // A few rows patched after a push (f.ids) neither read nor evict the boards' guesses.
  const { states: stateCache, guesses: crewGuess } = cachesOf(db);
  const guessKey = f.ids ? null : JSON.stringify(f);
  const guess = guessKey === null ? undefined : crewGuess.get(guessKey);
  const guessed = guess?.length ? crewFacts(db, guess) : null;
  guessed?.catch(() => undefined); // awaited below unless the rows query fails first
  const rows = await q.orderBy('v.name').orderBy('r.sort_order').orderBy('b.id').execute();
  if (rows.length === 0) return [];

  const stale = rows.filter((r) => stateCache.get(r.id)?.version !== r.version).map((r) => r.id);
  if (stale.length > 0) {
    const fresh = await db
      .selectFrom('crew_change_board')
      .select(['id', 'version', 'counts'])
      // The comment authors map is for the decider, not the board.
      .select(sql<unknown>`state - 'comments'`.as('state'))
      .where('id', '=', sql<number>`any(${sql.val(stale)}::int[])`)
      .execute();
    for (const r of fresh) {
      const state = (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as CrewChangeState;
      const cells = (typeof r.counts === 'string' ? JSON.parse(r.counts) : r.counts) as CellCounts;
      // Only what a cell shows: a zero is left out (most cells have one history entry and nothing else).
      const counts: BoardRow['counts'] = {};
      for (const [k, v] of Object.entries(cells)) {
        const c: BoardRow['counts'][string] = {};
        if (v.h) c.history = v.h;
        if (v.e) c.edits = v.e;
        if (v.c) c.comments = v.c;
        if (c.history || c.edits || c.comments) counts[k] = c;
      }
      remember(stateCache, r.id, { version: r.version, state, counts }, STATE_CACHE_MAX);
    }
  }
  const entries = rows.map((r) => stateCache.get(r.id)!);
  const crewIds = new Set<number>();
  for (const { state: s } of entries) {
    if (s.offSignerCrewId !== null) crewIds.add(s.offSignerCrewId);
    for (const r of s.relievers) crewIds.add(r.crewId);
    for (const e of s.embarkings) crewIds.add(e.crewId);
  }
  if (guessKey !== null) remember(crewGuess, guessKey, [...crewIds], CREW_GUESS_MAX);
  // The guess read beside the rows, then whoever it missed (a new reliever, a first load).
  const known = guessed ? await guessed : null;
  const missing = known ? [...crewIds].filter((id) => !known.asked.has(id)) : [...crewIds];
  const facts = [known, missing.length > 0 ? await crewFacts(db, missing) : null];
  const crewById = new Map(facts.flatMap((x) => x?.crews ?? []).map((c) => [c.id, c]));
  const vaccinatedIds = new Set(facts.flatMap((x) => x?.vaccinated ?? []));
  const promotions = new Map(facts.flatMap((x) => [...(x?.promotions ?? [])]));
  const ref = (id: number): CrewRef => {
    const c = crewById.get(id);
    return {
      crewId: id,
      name: c ? crewName(c) : `CREW #${id}`,
      contactNumber: c?.contact_number ?? null,
      email: c?.email ?? null,
      fbMail: c?.fb_mail ?? null,
      vaccinated: vaccinatedIds.has(id),
      onboardPromotionDate: promotions.get(id) ?? null,
    };
  };

  return rows.map((r, i) => {
    const { state: s, counts } = entries[i]!;
    return {
      crewChangeId: r.id,
      version: r.version,
      vesselId: s.vesselId,
      vesselName: r.vessel_name,
      fleetId: r.fleet_id ?? 0,
      rankId: s.rankId,
      rankName: r.rank_name,
      rankAlias: r.rank_alias,
      rankSort: r.sort_order,
      offSigner: s.offSignerCrewId !== null ? ref(s.offSignerCrewId) : null,
      relievers: s.relievers.map((x) => ({ ...ref(x.crewId), primary: x.primary })),
      embarkings: s.embarkings.map((e) => ({
        ...ref(e.crewId),
        embarkingId: e.embarkingId,
        replacement: e.replacement,
        cancelled: e.cancelled,
        values: e.values,
        confirmed: e.confirmed,
        acknowledged: e.acknowledged ?? null,
      })),
      disembarking: s.offSignerCrewId !== null ? s.disembarking : null,
      batch: s.batch,
      rankCancelled: s.rankCancelled,
      counts,
    };
  });
}

export function boardAccess(actor: Actor): BoardAccess {
  const actions = Object.fromEntries(
    (Object.keys(CREW_CHANGE_ACTIONS) as CrewChangeAction[]).map((a) => [a, canCrewChange(actor, a)]),
  ) as Record<CrewChangeAction, boolean>;
  return {
    actions,
    writable: { embarking: writableFields(actor, 'embarking'), disembarking: writableFields(actor, 'disembarking') },
    batchWritable: {
      embarking: writableFields(actor, 'embarking', 'batch'),
      disembarking: writableFields(actor, 'disembarking', 'batch'),
    },
  };
}

export async function loadBoard(db: Kysely<DB>, f: BoardFilter, actor: Actor): Promise<Board> {
  const vesselsOf = () => {
    let vq = db.selectFrom('vessels').where('active', '=', true);
    if (f.fleetId !== undefined) vq = vq.where('fleet_id', '=', f.fleetId);
    if (f.vesselId !== undefined) vq = vq.where('id', '=', f.vesselId);
    if (f.fleetIds) vq = vq.where('fleet_id', 'in', f.fleetIds.length ? f.fleetIds : [-1]);
    return vq;
  };
  // Rows, vessels and batches at once: the batches read their vessels in SQL, not after them.
  const [rows, vessels, batches] = await Promise.all([
    boardRows(db, f),
    vesselsOf().select(['id', 'name', 'fleet_id as fleetId']).orderBy('name').execute(),
    db
      .selectFrom('disembark_batches as d')
      // A batch's members are crew changes of its vessel (the decider's 'one vessel' rule): joined
      // through the vessel index, not a scan of every fleet's rows (there is no batch_id index).
      .leftJoin('crew_change_board as b', (j) =>
        j.onRef('b.batch_id', '=', 'd.id').onRef('b.vessel_id', '=', 'd.vessel_id'),
      )
      .select(['d.id as batchId', 'd.batch_number as batchNumber', 'd.vessel_id as vesselId'])
      .select((eb) => eb.fn.min('b.embark_date').as('embarkDate'))
      .where('d.vessel_id', 'in', vesselsOf().select('id'))
      .groupBy(['d.id', 'd.batch_number', 'd.vessel_id'])
      .orderBy('embarkDate')
      .orderBy('d.batch_number')
      .execute(),
  ]);
  return {
    rows,
    vessels,
    batches: batches.map((b) => ({ ...b, embarkDate: (b.embarkDate as string | null) ?? null })),
    access: boardAccess(actor),
  };
}

export async function listComments(
  db: Kysely<DB>,
  input: { crewChangeId: number; side: string; field: string },
  actor: Actor,
  withDevice: boolean,
) {
  const rows = await db
    .selectFrom('crew_change_comments')
    .selectAll('crew_change_comments')
    // Issue 29 §2: a question the crew sent from his portal reads as his (his account wrote it).
    .select((eb) =>
      eb
        .exists(eb.selectFrom('seafarer_accounts as a').whereRef('a.account_id', '=', 'crew_change_comments.author_id'))
        .as('from_seafarer'),
    )
    .where('crew_change_id', '=', input.crewChangeId)
    .where('side', '=', input.side)
    .where('field', '=', input.field)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    comment: c.comment,
    authorId: c.author_id,
    fromSeafarer: c.from_seafarer,
    ...authoredNote(c, actor),
    ...(withDevice ? { device: c.device, browser: c.browser, os: c.os, ip: c.ip } : {}),
  }));
}

interface NoteRow {
  file_id: string | null;
  author_id: number | null;
  author_name: string;
  created_at: Date;
  updated_at: Date;
}

/** A note written on the board (a cell's comment, a batch's remark): its file, its author, whether it is mine, when. */
export function authoredNote(n: NoteRow, actor: Actor) {
  return {
    fileId: n.file_id,
    authorName: n.author_name,
    mine: n.author_id === actor.id,
    createdAt: new Date(n.created_at).toISOString(),
    updatedAt: new Date(n.updated_at).toISOString(),
  };
}
