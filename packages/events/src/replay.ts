import { sql } from 'kysely';
import { applyAll, type Projection, type RebuildFold } from './projection.js';
import { readCommittedAfter, saveCheckpoint, type Checkpoint } from './runner.js';
import type { AnyDb, AnyTrx, EventStore } from './store.js';
import type { StoredEvent } from './types.js';

export interface RebuildStats {
  projection: string;
  events: number;
  /** Time spent folding this projection's events (pages are read once for all). */
  ms: number;
}

export interface RebuildReport {
  /** Events read from the store (each once, whatever the number of projections). */
  events: number;
  /** Events folded, summed over projections. */
  folds: number;
  ms: number;
  /** Milliseconds per phase: shadow (create), build (read and fold), finish (logged, indexes, vacuum and analyze), swap. */
  phases: Record<'shadow' | 'build' | 'finish' | 'swap', number>;
  projections: RebuildStats[];
}

export interface RebuildOptions {
  /** Events per keyset page, read once and handed to every projection that folds their types. */
  pageSize?: number;
  /** Connections folding at once (default 2); each page's projections are dealt over them by cost (build). */
  parallel?: number;
  /**
   * Shadow tables unlogged while they load, made logged before the swap. Default false: at 1M
   * events the build was no faster unlogged (44.5 s vs 41.1 s) and SET LOGGED's rewrite made the
   * finish 12.3 s instead of 5.1 s (bench/levers-replay.md).
   */
  unlogged?: boolean;
  /** Runs after the build, before the swap (tests append there: the swap must fold those events). */
  beforeSwap?: () => Promise<void>;
}

const ZERO: Checkpoint = { transactionId: '0', position: '0' };
const after = (e: StoredEvent): Checkpoint => ({
  transactionId: e.transactionId.toString(),
  position: e.globalPosition.toString(),
});
const typeSets = new WeakMap<Projection, Set<string> | null>();
const wants = (p: Projection, e: StoredEvent) => {
  let set = typeSets.get(p);
  if (set === undefined) typeSets.set(p, (set = p.eventTypes ? new Set(p.eventTypes) : null));
  return set === null || set.has(e.type);
};
/** What a build page hands a projection: every event when it has a rebuild fold (Projection.rebuild). */
const wantsInBuild = (p: Projection, r: RebuildFold | undefined, e: StoredEvent) => r !== undefined || wants(p, e);
const errorCode = (e: unknown) => (e as { code?: string } | null)?.code;

/**
 * Rebuilds projections from the first event without taking their read models away:
 *
 * 1. Shadow tables: each read-model table gets an empty copy (`like ... including all`, index and
 *    sequence names as the live ones) in a fresh schema `rebuild_<n>`. Projections write to it
 *    through `set local search_path`, so their unqualified table names need no change.
 * 2. Build: the events are read once, in keyset pages (transaction id, position) below the xmin
 *    horizon (a late commit is never skipped), and each page goes to every projection folding
 *    its types, one short transaction per page and connection. The live read models meanwhile
 *    stay readable, inline projections keep folding appends into them, the runner keeps
 *    folding async ones.
 * 3. Swap, in one short transaction: the async projections' advisory locks (the runner's), the
 *    live tables locked in the order appenders take them, the events committed since the build
 *    folded into the shadow (an inline projection's append still in flight folds itself into the
 *    new table once the lock is released: its statement looks the name up again), the async
 *    checkpoints saved, the live tables dropped and the shadows moved into `public`.
 *
 * Projections that own no table (live pushes, the mail outbox) are skipped: nothing of theirs is rebuilt.
 * No foreign key or view refers to a read-model table (migrations), so dropping one is safe; a
 * serial column gets a sequence of its own in the shadow, so ids come out as from an empty table.
 */
export async function rebuildAll(
  store: EventStore,
  given: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildReport> {
  const started = performance.now();
  // A projection that owns no table has nothing to rebuild: what it does is live work (a push, the
  // portal's mail outbox, which a replay must not fill again), so a replay skips it.
  const projections = given.filter((p) => p.tables.length > 0);
  const pageSize = options.pageSize ?? 5000;
  const db = store.db;
  const tables = projections.flatMap((p) => p.tables);
  if (new Set(tables).size !== tables.length) throw new Error('A read-model table belongs to two projections');
  // One rebuild at a time (session lock on a pinned connection); a crashed one's schema is dropped.
  return db.connection().execute(async (guard) => {
    await sql`select pg_advisory_lock(hashtext('projection-rebuild'))`.execute(guard);
    const schema = `rebuild_${process.pid}_${Date.now().toString(36)}`;
    try {
      await dropLeftovers(guard);
      let mark = performance.now();
      const phase = () => {
        const now = performance.now();
        const ms = now - mark;
        mark = now;
        return ms;
      };
      const unlogged = options.unlogged ?? false;
      const insertOnly = new Set(projections.flatMap((p) => p.insertOnly ?? []));
      const readByOthers = new Set(projections.flatMap((p) => p.reads ?? []));
      const deferred = await createShadow(guard, schema, tables, unlogged, insertOnly, readByOthers);
      const stats = new Map(projections.map((p) => [p.name, { projection: p.name, events: 0, ms: 0 }]));
      // The event types the build reads (all when a projection takes every type). A projection may make a fold for
      // this rebuild's build (Projection.rebuild): it sees every page in order, so it keeps in memory what a live
      // batch reads back (the crew lifecycle's stream facts and intents, s45). It may decline the types read: the
      // crew lifecycle's needs its streams' other events, which the build reads when every projection is rebuilt.
      const reads = projections.some((p) => !p.eventTypes)
        ? undefined
        : new Set(projections.flatMap((p) => p.eventTypes ?? []));
      const rebuilding = new Map(
        projections.flatMap((p) => {
          const r = p.rebuild?.(reads);
          return r ? [[p, r] as const] : [];
        }),
      );
      const fold: Fold = async (trx, p, events, into = stats, building) => {
        const mine = events.filter((e) => wants(p, e));
        if (mine.length === 0 && !building) return;
        const t0 = performance.now();
        if (building) await building.applyPage(trx, events);
        else await applyAll(p, trx, mine);
        const s = into.get(p.name) ?? { projection: p.name, events: 0, ms: 0 };
        s.events += mine.length;
        s.ms += performance.now() - t0;
        into.set(p.name, s);
      };
      const read = { eventTypes: reads ? [...reads] : undefined };
      const phases = { shadow: phase(), build: 0, finish: 0, swap: 0 };
      // Folds every event after `from` into the shadow tables.
      const buildFrom = (from: Checkpoint, derived: ReadonlySet<Projection>) =>
        build(
          store,
          projections,
          schema,
          read.eventTypes,
          pageSize,
          options.parallel ?? 2,
          fold,
          from,
          rebuilding,
          derived,
          (p, ms) => {
            stats.get(p.name)!.ms += ms;
          },
        );
      // The projections worked out from other read models (Projection.derive): at the first pass's end only.
      const built = await buildFrom(ZERO, new Set(projections.filter((p) => p.derive)));
      phases.build = phase();
      if (tables.length > 0) {
        // Logged before it goes live (a rewrite, outside the swap's locks), then the deferred indexes, then a vacuum
        // with statistics: the fold wrote inserts and updates, so without it the tables went live with their dead
        // versions and no visibility map, and a count read every row until autovacuum passed (issue 32, s41).
        if (unlogged)
          for (const t of tables) await sql`alter table ${sql.table(`${schema}.${t}`)} set logged`.execute(guard);
        // The fold updated a table's rows as their events came (a crew's row about 45 times), leaving a dead
        // version for each: a plain vacuum frees them but keeps the pages (the crews at 5,000 crews: 13 MB for
        // 1.1 MB of rows, so at 50,000 the table outgrew shared_buffers and the board's crew read went to the
        // disk; issue 32, s43). Rewritten compact before the deferred indexes are built (an unlogged shadow
        // was already: SET LOGGED copies the live rows); tables their projection only inserts into have none.
        const updated = unlogged ? [] : tables.filter((t) => !insertOnly.has(t));
        if (updated.length > 0)
          await sql`vacuum (full) ${sql.join(updated.map((t) => sql.table(`${schema}.${t}`)))}`.execute(guard);
        for (const ddl of deferred) await sql.raw(ddl).execute(guard);
        await sql`vacuum (analyze) ${sql.join(tables.map((t) => sql.table(`${schema}.${t}`)))}`.execute(guard);
      }
      // What was appended meanwhile (the finish of a large rebuild takes a while) is folded before
      // the swap, so the swap's locks are held for a short tail only.
      const more = await buildFrom(built.checkpoint, new Set());
      await options.beforeSwap?.();
      phases.finish = phase();
      const tail = await swap(store, projections, schema, more.checkpoint, fold);
      for (const t of tail.values()) {
        const s = stats.get(t.projection)!;
        s.events += t.events;
        s.ms += t.ms;
      }
      phases.swap = phase();
      const list = [...stats.values()];
      return {
        events: built.events + more.events,
        folds: list.reduce((n, s) => n + s.events, 0),
        ms: performance.now() - started,
        phases,
        projections: list,
      };
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(guard);
      await sql`select pg_advisory_unlock(hashtext('projection-rebuild'))`.execute(guard);
    }
  });
}

/** One projection (tests, `npm run replay name`): the same path as every projection. */
export async function rebuildProjection(
  store: EventStore,
  projection: Projection,
  pageSize = 5000,
): Promise<RebuildStats> {
  const started = performance.now();
  const r = await rebuildAll(store, [projection], { pageSize });
  return { projection: projection.name, events: r.folds, ms: performance.now() - started };
}

async function dropLeftovers(db: AnyDb) {
  const left = await sql<{ nspname: string }>`select nspname from pg_namespace where nspname like 'rebuild\_%'`.execute(
    db,
  );
  for (const r of left.rows) await sql`drop schema ${sql.id(r.nspname)} cascade`.execute(db);
}

/**
 * Empty copies of the live tables (columns, defaults, checks, identity, storage parameters) with the live constraint,
 * index and sequence names. Unique keys come at once (ON CONFLICT needs them) but on a table its
 * projection only inserts into; so does every index of a table another projection reads while the
 * build runs (`read`: the current documents read the crew records a page at a time, the due dashboard
 * five tables; without their indexes each page read the whole table built so far: at 50,000 crews
 * those two lanes took 1,122 s and 900 s of a 1,976 s replay, s47). The other indexes are returned to
 * be built after the load, in one pass each instead of row by row. Unlogged
 * on request (options.unlogged): nothing of a shadow needs to survive a crash.
 */
async function createShadow(
  db: AnyDb,
  schema: string,
  tables: readonly string[],
  unlogged: boolean,
  insertOnly: ReadonlySet<string>,
  read: ReadonlySet<string>,
): Promise<string[]> {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  const later: string[] = [];
  for (const t of tables) {
    const shadow = sql.table(`${schema}.${t}`);
    await sql`create ${sql.raw(unlogged ? 'unlogged ' : '')}table ${shadow} (like ${sql.table(`public.${t}`)} including all excluding indexes)`.execute(
      db,
    );
    // Storage parameters (a fillfactor leaving room for HOT updates, migration 0058) are not copied by LIKE.
    const options = await sql<{ reloptions: string[] | null }>`
      select reloptions from pg_class where oid = ${`public.${t}`}::regclass`.execute(db);
    const reloptions = options.rows[0]?.reloptions ?? [];
    if (reloptions.length > 0) await sql`alter table ${shadow} set (${sql.raw(reloptions.join(', '))})`.execute(db);
    // A serial column's default still names the live sequence: give the shadow its own, same name.
    const serial = await sql<{ column: string; seq: string }>`
      select a.attname as column, s.relname as seq
        from pg_attribute a
        join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        join pg_depend p on p.objid = d.oid and p.classid = 'pg_attrdef'::regclass and p.refclassid = 'pg_class'::regclass
        join pg_class s on s.oid = p.refobjid and s.relkind = 'S'
       where a.attrelid = ${`${schema}.${t}`}::regclass`.execute(db);
    for (const r of serial.rows) {
      const seq = sql.table(`${schema}.${r.seq}`);
      await sql`create sequence ${seq} owned by ${sql.table(`${schema}.${t}`)}.${sql.id(r.column)}`.execute(db);
      await sql`alter table ${shadow} alter column ${sql.id(r.column)} set default nextval(${sql.lit(`${schema}.${r.seq}`)}::regclass)`.execute(
        db,
      );
    }
    const indexes = await sql<{ ddl: string; unique: boolean }>`
      select case when k.oid is not null
                  then format('alter table %I.%I add constraint %I %s', ${schema}::text, ${t}::text, k.conname, pg_get_constraintdef(k.oid))
                  else regexp_replace(pg_get_indexdef(x.indexrelid), ' ON [^ ]+ ', format(' ON %I.%I ', ${schema}::text, ${t}::text))
             end as ddl,
             x.indisunique or k.oid is not null as unique
        from pg_index x
        left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = x.indrelid
       where x.indrelid = ${`public.${t}`}::regclass
       order by x.indexrelid`.execute(db);
    for (const r of indexes.rows) {
      if ((r.unique && !insertOnly.has(t)) || read.has(t)) await sql.raw(r.ddl).execute(db);
      else later.push(r.ddl);
    }
  }
  return later;
}

/** Folds a projection's events (`building`: the build's pages through its rebuild fold, Projection.rebuild). */
type Fold = (
  trx: AnyTrx,
  p: Projection,
  events: readonly StoredEvent[],
  into?: Map<string, RebuildStats>,
  building?: RebuildFold,
) => Promise<void>;

/**
 * Reads every committed event below the horizon once, page by page (the next page is read while
 * the current one folds), and folds each page on `parallel` connections at once, one transaction
 * per page, stage and connection: no long transaction holds the xmin horizon back for the runner.
 * A page is folded in stages (`stages`): a projection reading other projections' tables folds in a
 * later stage than their owners, once their page has committed, so it reads them as they stand
 * after the page, as it did when it followed them on one connection. Within a stage, each page
 * deals its projections over the connections by what each cost per event so far (`Lanes`).
 */
async function build(
  store: EventStore,
  projections: readonly Projection[],
  schema: string,
  eventTypes: readonly string[] | undefined,
  pageSize: number,
  parallel: number,
  fold: Fold,
  from: Checkpoint,
  rebuilding: ReadonlyMap<Projection, RebuildFold>,
  /** Folding no page: written at the end from the tables they read (Projection.derive). */
  derived: ReadonlySet<Projection>,
  finished: (p: Projection, ms: number) => void,
): Promise<{ checkpoint: Checkpoint; events: number }> {
  const plan = stages(projections);
  const lanes = new Lanes(parallel);
  // A rebuild fold whose tables a projection folding pages in this pass reads writes what it holds after each
  // page (RebuildFold.finish), so the reader finds the page's rows as they stand.
  const readNow = new Set(projections.filter((p) => !derived.has(p)).flatMap((p) => p.reads ?? []));
  const flushed = new Set(
    [...rebuilding.keys()].filter((p) => rebuilding.get(p)!.finish && p.tables.some((t) => readNow.has(t))),
  );
  let cp = from;
  let events = 0;
  const read = (from: Checkpoint) =>
    readCommittedAfter(store, store.db, from, { limit: pageSize, eventTypes, horizon: true });
  const foldLane = (lane: ReadonlyArray<{ p: Projection; events: readonly StoredEvent[] }>) =>
    store.db.transaction().execute(async (trx) => {
      await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx);
      // Only shadow tables change here: a crash loses nothing the next rebuild would not redo.
      await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
      for (const { p, events } of lane) {
        const t0 = performance.now();
        await fold(trx, p, events, undefined, rebuilding.get(p));
        if (flushed.has(p)) await rebuilding.get(p)!.finish!(trx);
        lanes.took(p, events.length, performance.now() - t0);
      }
    });
  const foldPage = async (page: readonly StoredEvent[]) => {
    for (const stage of plan) {
      const work = stage
        .filter((p) => !derived.has(p))
        .map((p) => ({ p, events: page.filter((e) => wantsInBuild(p, rebuilding.get(p), e)) }))
        .filter((w) => w.events.length > 0);
      await Promise.all(lanes.deal(work).map(foldLane));
    }
  };
  let page = await read(cp);
  while (page.length > 0) {
    cp = after(page[page.length - 1]!);
    events += page.length;
    const [next] = await Promise.all([read(cp), foldPage(page)]);
    page = next;
  }
  const atEnd = (p: Projection, write: (trx: AnyTrx) => Promise<void>) =>
    store.db.transaction().execute(async (trx) => {
      await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx);
      await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
      const t0 = performance.now();
      await write(trx);
      finished(p, performance.now() - t0);
    });
  // What the rebuild folds kept for the end (RebuildFold.finish), written before anything reads their tables;
  // then the derived projections, in stage order (after the owners of what they read).
  for (const [p, r] of rebuilding) if (r.finish) await atEnd(p, (trx) => r.finish!(trx));
  for (const p of plan.flat()) if (derived.has(p)) await atEnd(p, (trx) => p.derive!(trx));
  return { checkpoint: cp, events };
}

/**
 * The projections in stages: stage 0 reads no other projection's table, stage n reads tables of
 * owners in earlier stages only. Projections reading each other's tables cannot be ordered: refused.
 */
export function stages(projections: readonly Projection[]): Projection[][] {
  const owner = new Map(projections.flatMap((p) => p.tables.map((t) => [t, p] as const)));
  const level = new Map<Projection, number>();
  const levelOf = (p: Projection, path: readonly Projection[]): number => {
    const known = level.get(p);
    if (known !== undefined) return known;
    if (path.includes(p))
      throw new Error(`Projections read each other's tables: ${[...path, p].map((x) => x.name).join(' -> ')}`);
    const owners = [...new Set((p.reads ?? []).map((t) => owner.get(t)).filter((o) => o !== undefined && o !== p))];
    const n = owners.reduce((m, o) => Math.max(m, levelOf(o!, [...path, p]) + 1), 0);
    level.set(p, n);
    return n;
  };
  const out: Projection[][] = [];
  for (const p of projections) (out[levelOf(p, [])] ??= []).push(p);
  return out.filter((s) => s !== undefined);
}

/**
 * Deals a stage's projections over the connections, heaviest first onto the least loaded one (the
 * weight: the events it folds in this page times what an event cost it so far). Two projections
 * that fold every page for most of the time (the board, the crew lifecycle) so end up on different
 * connections whatever their order in features.ts. Order across pages holds: every page's
 * transactions commit before the next page is dealt.
 */
class Lanes {
  private readonly cost = new Map<Projection, { ms: number; events: number }>();
  constructor(private readonly parallel: number) {}

  took(p: Projection, events: number, ms: number) {
    const c = this.cost.get(p) ?? { ms: 0, events: 0 };
    c.ms += ms;
    c.events += events;
    this.cost.set(p, c);
  }

  /** An event's cost so far (a projection not yet timed counts as the dearest known, so it is spread too). */
  private perEvent(p: Projection): number {
    const c = this.cost.get(p);
    if (c && c.events > 0) return c.ms / c.events;
    let max = 1;
    for (const x of this.cost.values()) if (x.events > 0) max = Math.max(max, x.ms / x.events);
    return max;
  }

  deal<W extends { p: Projection; events: readonly unknown[] }>(work: readonly W[]): W[][] {
    const n = Math.max(1, Math.min(this.parallel, work.length));
    const lanes = Array.from({ length: n }, () => ({ weight: 0, members: [] as W[] }));
    const weighed = work.map((w) => ({ w, weight: w.events.length * this.perEvent(w.p) }));
    for (const { w, weight } of weighed.sort((a, b) => b.weight - a.weight)) {
      const lane = lanes.reduce((a, b) => (b.weight < a.weight ? b : a));
      lane.weight += weight;
      lane.members.push(w);
    }
    return lanes.map((l) => l.members).filter((m) => m.length > 0);
  }
}

/** The swap transaction (see rebuildAll), tried again when a lock is not had within its timeout. */
async function swap(
  store: EventStore,
  projections: readonly Projection[],
  schema: string,
  built: Checkpoint,
  fold: Fold,
): Promise<Map<string, RebuildStats>> {
  for (let attempt = 1; ; attempt++) {
    // What the tail folded: counted once the swap commits.
    const tail = new Map<string, RebuildStats>();
    try {
      await store.db.transaction().execute(async (trx) => {
        // Readers queue behind a waiting ACCESS EXCLUSIVE request: wait briefly, then let them through and retry.
        await sql`select set_config('lock_timeout', ${`${Math.min(500 * attempt, 5000)}ms`}, true)`.execute(trx);
        for (const p of projections.filter((x) => x.mode === 'async').sort((a, b) => a.name.localeCompare(b.name))) {
          await sql`select pg_advisory_xact_lock(hashtext(${'projection:' + p.name}))`.execute(trx);
        }
        const tables = projections.flatMap((p) => p.tables);
        if (tables.length > 0)
          await sql`lock table ${sql.join(tables.map((t) => sql.table(`public.${t}`)))} in access exclusive mode`.execute(
            trx,
          );
        await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx);
        for (const p of projections) {
          // Inline: every committed event (appenders that folded into the live table have committed,
          // later ones fold into the new table); async: below the horizon, the runner does the rest.
          let cp = built;
          for (;;) {
            const events = await readCommittedAfter(store, trx, cp, {
              limit: 5000,
              eventTypes: p.eventTypes,
              horizon: p.mode === 'async',
            });
            if (events.length === 0) break;
            await fold(trx, p, events, tail);
            cp = after(events[events.length - 1]!);
          }
          if (p.mode === 'async') await saveCheckpoint(trx, p.name, cp);
        }
        for (const t of tables) {
          await sql`drop table ${sql.table(`public.${t}`)}`.execute(trx);
          await sql`alter table ${sql.table(`${schema}.${t}`)} set schema public`.execute(trx);
        }
      });
      return tail;
    } catch (e) {
      // 55P03 lock_not_available, 40P01 deadlock_detected (an appender holding tables in another order).
      if (attempt >= 20 || (errorCode(e) !== '55P03' && errorCode(e) !== '40P01')) throw e;
    }
  }
}
