import { sql } from 'kysely';
import type { AnyTrx } from './db-types.js';
import type { StoredEvent } from './types.js';

/** What a projection tells the outside world it changed (socket.io rooms, caches). */
export interface Change {
  topic: string;
  payload?: unknown;
}

/**
 * A fold of events into read-model tables. Inline projections run in the appending
 * transaction (what a user must read back at once); async ones run in the runner, with their
 * checkpoint written in the same transaction as their read-model changes.
 */
export interface Projection {
  name: string;
  mode: 'inline' | 'async';
  /** Event types it folds; all when left out. */
  eventTypes?: readonly string[];
  /** Read-model tables it owns: rebuilt beside the live ones and swapped in (replay.ts). */
  tables: readonly string[];
  /**
   * Its tables it only inserts into (no read, no ON CONFLICT while folding): a rebuild builds their
   * keys after the load too, in one pass, instead of row by row (replay.ts createShadow).
   */
  insertOnly?: readonly string[];
  /** Other projections' tables it reads while folding: a rebuild folds it on the same connection, after them. */
  reads?: readonly string[];
  apply(trx: AnyTrx, event: StoredEvent): Promise<Change[] | void>;
  /** Optional: folds many events at once (replay and runner batches); must equal applying each in order. */
  applyBatch?(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[] | void>;
  /**
   * Optional: a fold made for one rebuild's build phase (replay.ts), so it may keep in memory what
   * earlier pages taught it instead of reading it back. It is told the event types the build reads
   * (undefined: every type) and may decline (undefined): then the build folds through applyBatch.
   */
  rebuild?(reads: ReadonlySet<string> | undefined): RebuildFold | undefined;
  /**
   * Optional, for a projection whose rows are a function of the tables it reads (`reads`) as they stand, not of
   * the order of its events (its batch works its touched rows out again from them): a rebuild folds none of its
   * events in the build's first pass and writes its tables at the pass's end with this, once the tables it reads
   * are whole (s48: the due dashboard folded 7.4 million events at 50,000 crews). What comes after (the build's
   * second pass, the swap's tail) goes through applyBatch. It must leave the rows applyBatch leaves.
   */
  derive?(trx: AnyTrx): Promise<void>;
}

/**
 * A projection's fold during one rebuild (Projection.rebuild): made once, handed every page of the
 * build in order (every event the build reads, whatever the projection's own types), on a
 * transaction whose search path points at its shadow tables, which start empty and which only this
 * fold writes. The rows it leaves (after `finish`) must be those `applyBatch` leaves. The tail the swap folds goes
 * through `applyBatch` (a swap tried again would fold its events twice in memory).
 */
export interface RebuildFold {
  applyPage(trx: AnyTrx, events: readonly StoredEvent[]): Promise<void>;
  /**
   * Optional: writes what the pages left in memory, at the end of each pass of the build (before its tables'
   * deferred indexes, a derived projection and the swap's tail read them), and after every page of a pass in
   * which another projection folding pages reads its tables (`reads`), so that one reads them as they stand.
   */
  finish?(trx: AnyTrx): Promise<void>;
}

/** Folds events in order, in one statement where the projection knows how. */
export async function applyAll(projection: Projection, trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  if (events.length === 0) return [];
  if (projection.applyBatch) return (await projection.applyBatch(trx, events)) ?? [];
  const changes: Change[] = [];
  for (const e of events) {
    const c = await projection.apply(trx, e);
    if (c) changes.push(...c);
  }
  return changes;
}

/**
 * Writes many rows in one statement with a single parameter (`json_populate_recordset` over the
 * table's own row type): about twice as fast as a VALUES list with a parameter per value, which
 * PostgreSQL parses and binds one by one (replay of the 1M-event bench, bench/levers-replay.md).
 * Every row has the same keys (the columns written); a jsonb column takes the value itself, not
 * its JSON text. With `conflict`, rows whose key exists update the listed columns.
 */
export async function writeRows(
  trx: AnyTrx,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  conflict?: { key: readonly string[]; update: readonly string[] },
): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const list = sql.join(cols.map((c) => sql.id(c)));
  const upsert = conflict
    ? sql`on conflict (${sql.join(conflict.key.map((c) => sql.id(c)))}) do update set ${sql.join(conflict.update.map((c) => sql`${sql.id(c)} = excluded.${sql.id(c)}`))}`
    : sql``;
  await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json) ${upsert}`.execute(
    trx,
  );
}

/**
 * Folds a batch in runs: consecutive events that `runOf` puts in the same run (a key, e.g. "a
 * creation into this table") go to `many` together, in order; an event with no run (null) goes
 * to `one` alone. For a projection whose creations can be written in one statement and whose
 * other events need a statement each: a replay page of 2,000 registrations is one INSERT.
 */
export async function applyInRuns(
  events: readonly StoredEvent[],
  runOf: (e: StoredEvent) => string | null,
  many: (run: readonly StoredEvent[]) => Promise<Change[]>,
  one: (e: StoredEvent) => Promise<Change[] | void>,
): Promise<Change[]> {
  const changes: Change[] = [];
  let run: StoredEvent[] = [];
  let key: string | null = null;
  const flush = async () => {
    if (run.length > 0) changes.push(...(await many(run)));
    run = [];
  };
  for (const e of events) {
    const k = runOf(e);
    if (k === null || k !== key) await flush();
    key = k;
    if (k !== null) run.push(e);
    else changes.push(...((await one(e)) ?? []));
  }
  await flush();
  return changes;
}
