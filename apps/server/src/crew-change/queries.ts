import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { CellCounts } from './projections.js';
import {
  boardShownFrom,
  canCrewChange,
  CREW_CHANGE_ACTIONS,
  writableFields,
  type Actor,
  type CrewChangeAction,
  type CrewChangeState,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Board, BoardAccess, BoardRow, CrewRef } from './dto.js';
import { crewFacts, CrewRefs } from './board-crews.js';

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
  /**
   * The day whose live board this is: crew changes finished more than 30 days before it are left out
   * (`boardShownFrom`). Not with a Filter Date or `ids`, which reach any crew change.
   */
  liveOn?: string | undefined;
}

/** The first finished day the filter's rows show, when it applies the live board's window. */
const shownFrom = (f: BoardFilter) => (f.liveOn && !f.filterDate && !f.ids ? boardShownFrom(f.liveOn) : undefined);

/**
 * Parsed board states by crew change, valid for one stream version, each with the row last built
 * from it. A board load reads only ids and versions, then the states that changed since this
 * process last saw them: correct with any number of server processes, since the version comes from
 * the database each time. Kept per database handle: two databases (a test run's copies of one
 * template, a restored backup) hold the same crew change ids and versions with other states. A
 * transaction's handle (the board at a past date) gets a cache of its own, dropped with it.
 */
const STATE_CACHE_MAX = 50_000;
type StateEntry = {
  version: number;
  state: CrewChangeState;
  counts: BoardRow['counts'];
  /** The row last built from this state, and the crews' refs it was built with. */
  built?: { row: BoardRow; refs: CrewRef[] };
};
const caches = new WeakMap<Kysely<DB>, { states: Map<number, StateEntry>; crews: CrewRefs }>();

function cachesOf(db: Kysely<DB>) {
  let c = caches.get(db);
  // A row names about two crews (off-signer, reliever): one load never names more crews than the bound.
  if (!c) caches.set(db, (c = { states: new Map(), crews: new CrewRefs(4 * STATE_CACHE_MAX) }));
  return c;
}

/** Most recently used last; the oldest goes when the map is over its bound. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
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

/** Which board rows (`b`) a filter picks: the rows read, the crews they name and a topic's version (live.ts) read the same ones. */
export function boardWhere(f: BoardFilter): Expression<SqlBool> {
  const eb = expressionBuilder<{ b: DB['crew_change_board'] }, 'b'>();
  const all: Expression<SqlBool>[] = [];
  if (f.fleetId !== undefined) all.push(eb('b.fleet_id', '=', f.fleetId));
  if (f.vesselId !== undefined) all.push(eb('b.vessel_id', '=', f.vesselId));
  if (f.fleetIds) all.push(eb('b.fleet_id', 'in', f.fleetIds.length ? f.fleetIds : [-1]));
  if (f.ids) all.push(eb('b.id', 'in', f.ids.length ? f.ids : [-1]));
  const from = shownFrom(f);
  if (from) all.push(eb('b.finished_on', '>=', from));
  if (f.noBatch)
    all.push(
      eb('b.batch_id', 'is', null),
      eb('b.off_signer_crew_id', 'is not', null),
      eb('b.rank_cancelled', '=', false),
    );
  if (f.filterDate)
    all.push(eb.or([eb('b.embark_date', '=', f.filterDate), eb('b.disembark_date', '=', f.filterDate)]));
  // Overdue (002 §4): the off-signer's disembark date has passed and he has not arrived in Manila.
  if (f.overdueOn)
    all.push(
      eb('b.disembark_date', '<', f.overdueOn),
      eb('b.arrive_manila', 'is', null),
      eb('b.rank_cancelled', '=', false),
    );
  return eb.and(all);
}

/** The board rows of a fleet or a vessel: ids and versions, changed states, crew names. */
export async function boardRows(db: Kysely<DB>, f: BoardFilter): Promise<BoardRow[]> {
  const where = boardWhere(f);
  // The crews the rows name are read beside them, found in SQL from the same rows: one round trip.
  const named = crewFacts(db, { named: where });
  named.catch(() => undefined); // awaited below unless the rows query fails first
  const rows = await boardRowsWithNames(db)
    .select(BOARD_ROW_COLUMNS)
    .where(where)
    .orderBy('v.name')
    .orderBy('r.sort_order')
    .orderBy('b.id')
    .execute();
  const { states: stateCache, crews } = cachesOf(db);
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
  // A crew named by a row changed between the two statements (a new reliever) is read by id.
  const facts = await named;
  const read = new Set(facts.map((c) => c.id));
  const missing = [...crewIds].filter((id) => !read.has(id));
  if (missing.length > 0) facts.push(...(await crewFacts(db, { ids: missing })));
  // From here to the answer nothing waits: the refs checked are the ones this load read.
  crews.update(facts, crewIds);
  return rows.map((r, i) => {
    const entry = entries[i]!;
    const b = entry.built;
    if (b && sameNames(b.row, r) && b.refs.every((ref) => crews.current(ref))) return b.row;
    return (entry.built = buildRow(r, entry, crews)).row;
  });
}

/** A row as BOARD_ROW_COLUMNS read it. */
interface RowNames {
  id: number;
  version: number;
  fleet_id: number | null;
  vessel_name: string;
  rank_name: string;
  rank_alias: string;
  sort_order: number;
}

/** What a row shows of its vessel and rank, renamed apart from its version. */
const sameNames = (b: BoardRow, r: RowNames) =>
  b.vesselName === r.vessel_name &&
  b.fleetId === (r.fleet_id ?? 0) &&
  b.rankName === r.rank_name &&
  b.rankAlias === r.rank_alias &&
  b.rankSort === r.sort_order;

function buildRow(r: RowNames, { state: s, counts }: StateEntry, crews: CrewRefs): { row: BoardRow; refs: CrewRef[] } {
  const refs: CrewRef[] = [];
  const ref = (id: number) => {
    const c = crews.get(id);
    refs.push(c);
    return c;
  };
  const row: BoardRow = {
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
  return { row, refs };
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
  const from = shownFrom(f);
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
      // The live board's window: a batch whose crew changes all finished before it goes with them.
      .$if(from !== undefined, (q) =>
        q.having((eb) =>
          eb.or([eb(eb.fn.count('b.id'), '=', 0), eb.fn<boolean>('bool_or', [eb('b.finished_on', '>=', from!)])]),
        ),
      )
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
