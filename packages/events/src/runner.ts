import { sql } from 'kysely';
import { applyAll, type Change, type Projection } from './projection.js';
import type { AnyDb, AnyTrx, EventRow, EventStore } from './store.js';
import type { StoredEvent } from './types.js';

export interface Checkpoint {
  transactionId: string;
  position: string;
}

const ZERO: Checkpoint = { transactionId: '0', position: '0' };

type Page = readonly StoredEvent[];
/** Pages kept for projections at other checkpoints (one held back by an owner, one another process moved). */
const PAGES_KEPT = 8;
/**
 * A shared page holds this many batches: a projection folds at most a batch a transaction, but one whose types the
 * page lacks moves its checkpoint past the whole page in one (a transaction per batch of others' events before).
 */
const PAGE_BATCHES = 4;

/**
 * The oldest transaction id that may still write to this database's events: the least xid in
 * flight in the statement's snapshot, not counting those that pg_stat_activity places in another
 * database, else the snapshot's xmax. pg_snapshot_xmin alone is cluster-wide (xids are global):
 * a transaction held open in any other database of the cluster (another test file, a bench load,
 * a long migration) stalled every async projection here until it ended. A backend only ever
 * writes to its own database, so excluding those xids cannot skip an event; an xid whose backend
 * is unknown (ended, another user's without pg_read_all_stats, a prepared transaction) still
 * counts. pg_stat_activity holds 32-bit xids, so the xid8 is compared modulo 2^32 (unique
 * within one snapshot's range). The one theoretical gap: PostgreSQL reads a backend's xid just
 * after copying its status slot, so a slot reused in that instant by a new backend of this
 * database could pair this database's xid with the old backend's database.
 */
const HORIZON = sql`(
  select coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
    from pg_snapshot_xip(pg_current_snapshot()) as x
   where not exists (
     select 1 from pg_stat_activity a
      where a.datname <> current_database()
        and a.backend_xid::text::bigint = x::text::bigint % 4294967296))`;

/**
 * Reads events committed before every transaction still in flight, in (transaction id,
 * position) order. An event whose transaction commits late has a transaction id at or above
 * the horizon, so it is not read until it is committed, and then it still sorts after
 * the checkpoint: nothing is skipped.
 */
export async function readCommittedAfter(
  store: EventStore,
  db: AnyDb | AnyTrx,
  after: Checkpoint,
  options: { limit: number; eventTypes?: readonly string[] | undefined; horizon?: boolean },
): Promise<StoredEvent[]> {
  const types = options.eventTypes;
  const horizon = options.horizon ?? true;
  const result = await sql<EventRow>`
    -- transaction_id is read as text; ORDER BY names the column, not this alias (text order is wrong).
    select global_position, transaction_id::text as transaction_id, stream_id, stream_type, stream_version,
           event_id, event_type, schema_version, data, metadata, recorded_at
      from events
     where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.position}::bigint)
       ${horizon ? sql`and transaction_id < ${HORIZON}` : sql``}
       ${types ? sql`and event_type = any(${sql.val([...types])}::text[])` : sql``}
     order by events.transaction_id, events.global_position
     limit ${options.limit}`.execute(db);
  return result.rows.map((r) => store.toStoredEvent(r));
}

export interface RunnerOptions {
  batchSize?: number;
  pollMs?: number;
  /** Subscribes to append notifications; returns an unsubscribe function. */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
  onError?: (projection: string, error: unknown) => void;
}

/**
 * Runs async projections. Each batch takes a transaction-scoped advisory lock on the
 * projection, so with several server processes only one folds a projection at a time; the
 * checkpoint commits with the read-model changes. Wakes on LISTEN/NOTIFY, polls as a fallback.
 */
export class ProjectionRunner {
  private readonly projections: Projection[];
  private running = false;
  private wake: (() => void) | null = null;
  /** Set by a notification; a notification that arrives while a batch runs must not be lost. */
  private notified = false;
  private unlisten: (() => Promise<void>) | null = null;
  private loopDone: Promise<void> | null = null;
  private readonly batchSize: number;
  private readonly pollMs: number;
  /**
   * For each projection, the async ones owning a table it reads (`reads`). Each runs on its own
   * checkpoint, so an event may reach a reader before its owner has folded it: the reader would
   * read the table as it was before the event (the dashboard's counts missed a sign-on so). A
   * batch therefore stops before the first event an owner of its reads has yet to fold.
   */
  private readonly upstream: Map<string, Projection[]>;
  /** Every type some async projection folds (undefined: one folds every type): what a shared page reads. */
  private readonly pageTypes: readonly string[] | undefined;
  /**
   * Pages read lately, by the checkpoint they start after. Projections at the same checkpoint (after an import,
   * the four that fold each CrewRecordAdded) share one read of a page instead of each reading the same events.
   * A page is final once read: it ends at an event below the horizon, and every event up to there is committed,
   * so any projection (in any process) at that checkpoint may fold it, in its own transaction, under its own lock.
   */
  private readonly pages = new Map<string, { after: Checkpoint; events: Page }>();

  constructor(
    private readonly store: EventStore,
    projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.projections = projections.filter((p) => p.mode === 'async');
    this.upstream = new Map(
      this.projections.map((p) => [
        p.name,
        this.projections.filter((q) => q !== p && q.tables.some((t) => p.reads?.includes(t))),
      ]),
    );
    this.pageTypes = this.projections.some((p) => !p.eventTypes)
      ? undefined
      : [...new Set(this.projections.flatMap((p) => p.eventTypes ?? []))];
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 1000;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.options.listen) {
      this.unlisten = await this.options.listen(() => {
        this.notified = true;
        this.wake?.();
      });
    }
    this.loopDone = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.unlisten?.();
    await this.loopDone;
  }

  private async loop(): Promise<void> {
    let backoff = 10;
    while (this.running) {
      this.notified = false;
      let processed = 0;
      let waiting = false;
      for (const p of this.projections) {
        try {
          const { folded, moved } = await this.step(p);
          processed += Math.max(0, folded) + (moved ? 1 : 0);
          // Committed events held back by a transaction still open somewhere in the cluster
          // (the xmin horizon): look again soon, backing off, rather than after a full poll.
          if (!moved && !(await this.isCaughtUp(p))) waiting = true;
        } catch (e) {
          this.options.onError?.(p.name, e);
        }
      }
      if (processed > 0 || this.notified || !this.running) {
        backoff = 10;
        continue;
      }
      const delay = waiting ? backoff : this.pollMs;
      backoff = waiting ? Math.min(backoff * 2, this.pollMs) : 10;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** One batch of one projection. Returns how many events it folded, or -1 if another process holds it. */
  async runBatch(projection: Projection): Promise<number> {
    return (await this.step(projection)).folded;
  }

  /**
   * One batch: the projection's events of the shared page after its checkpoint, up to the first one an owner of
   * what it reads has yet to fold. `moved`: its checkpoint moved (a page without its types moves it too).
   */
  private async step(projection: Projection): Promise<{ folded: number; moved: boolean }> {
    const changes: Change[] = [];
    const result = await this.store.db.transaction().execute(async (trx) => {
      const locked = await sql<{
        ok: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(${'projection:' + projection.name})) as ok`.execute(trx);
      if (!locked.rows[0]?.ok) return { folded: -1, moved: false };
      const checkpoint = await loadCheckpoint(trx, projection.name);
      const page = await this.pageAfter(trx, checkpoint);
      const last = page[page.length - 1];
      if (!last) return { folded: 0, moved: false };
      const types = projection.eventTypes;
      const all = types ? page.filter((e) => types.includes(e.type)) : page;
      const events = all.length > this.batchSize ? all.slice(0, this.batchSize) : all;
      const ready = events.length > 0 ? await this.foldedUpstream(trx, projection, events) : events;
      if (ready.length > 0) changes.push(...(await applyAll(projection, trx, ready)));
      // All of its events in the page folded: it has seen the page to its end. Else up to the last one folded.
      const upTo = ready.length === all.length ? last : ready[ready.length - 1];
      if (!upTo) return { folded: 0, moved: false };
      await saveCheckpoint(trx, projection.name, {
        transactionId: upTo.transactionId.toString(),
        position: upTo.globalPosition.toString(),
      });
      return { folded: ready.length, moved: true };
    });
    this.store.publish(changes);
    return result;
  }

  /**
   * The events (of every type some async projection folds) after a checkpoint, to the end of a page: the rest of a
   * page kept when the checkpoint is its start or one of its events, else a new page read and kept.
   */
  private async pageAfter(trx: AnyTrx, after: Checkpoint): Promise<Page> {
    const [tx, pos] = [BigInt(after.transactionId), BigInt(after.position)];
    for (const page of this.pages.values()) {
      if (page.after.transactionId === after.transactionId && page.after.position === after.position)
        return page.events;
      const i = page.events.findIndex((e) => e.transactionId === tx && e.globalPosition === pos);
      if (i >= 0 && i < page.events.length - 1) return page.events.slice(i + 1);
    }
    const events = await readCommittedAfter(this.store, trx, after, {
      limit: this.batchSize * PAGE_BATCHES,
      eventTypes: this.pageTypes,
    });
    // An empty page is not kept: events committed since must be read.
    if (events.length > 0) {
      this.pages.set(`${after.transactionId}:${after.position}`, { after, events });
      for (const old of this.pages.keys()) if (this.pages.size > PAGES_KEPT) this.pages.delete(old);
    }
    return events;
  }

  /** The batch's events up to (not including) the first one an owner of the tables it reads has not folded yet. */
  private async foldedUpstream(
    trx: AnyTrx,
    projection: Projection,
    events: readonly StoredEvent[],
  ): Promise<readonly StoredEvent[]> {
    let cut = events.length;
    for (const owner of this.upstream.get(projection.name) ?? []) {
      const cp = await loadCheckpoint(trx, owner.name);
      const [tx, pos] = [BigInt(cp.transactionId), BigInt(cp.position)];
      const i = events.findIndex(
        (e) =>
          (!owner.eventTypes || owner.eventTypes.includes(e.type)) &&
          (e.transactionId > tx || (e.transactionId === tx && e.globalPosition > pos)),
      );
      if (i >= 0) cut = Math.min(cut, i);
    }
    return cut === events.length ? events : events.slice(0, cut);
  }

  /** True when no event of interest sits beyond the projection's checkpoint. */
  async isCaughtUp(projection: Projection): Promise<boolean> {
    const cp = await loadCheckpoint(this.store.db, projection.name);
    const types = projection.eventTypes;
    const r = await sql<{ more: boolean }>`
      select exists(select 1 from events
        where (transaction_id, global_position) > (${cp.transactionId}::xid8, ${cp.position}::bigint)
        ${types ? sql`and event_type = any(${sql.val([...types])}::text[])` : sql``}) as more`.execute(this.store.db);
    return !r.rows[0]?.more;
  }

  /**
   * Folds until every projection has seen every committed event (tests, CLI). Never sleeps blindly.
   * Rounds over all of them: a reader waits for the owners of what it reads (upstream), in any order.
   */
  async catchUp(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // A batch of each in turn, so projections at one checkpoint fold the same page from one read.
      let moved = false;
      for (const p of this.projections) if ((await this.step(p)).moved) moved = true;
      if (moved) continue;
      const behind: string[] = [];
      for (const p of this.projections) if (!(await this.isCaughtUp(p))) behind.push(p.name);
      if (behind.length === 0) return;
      if (Date.now() > deadline) throw new Error(`Projection ${behind[0]} did not catch up in ${timeoutMs} ms`);
      // Another process holds the projection, or an open transaction holds back the horizon.
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

export async function loadCheckpoint(db: AnyDb | AnyTrx, name: string): Promise<Checkpoint> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select([sql<string>`transaction_id::text`.as('tx'), sql<string>`global_position::text`.as('pos')])
    .where('projection', '=', name)
    .executeTakeFirst();
  return row ? { transactionId: row.tx, position: row.pos } : ZERO;
}

export async function saveCheckpoint(trx: AnyTrx, name: string, cp: Checkpoint): Promise<void> {
  await sql`
    insert into projection_checkpoints (projection, transaction_id, global_position, updated_at)
    values (${name}, ${cp.transactionId}::xid8, ${cp.position}::bigint, now())
    on conflict (projection) do update
      set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`.execute(
    trx,
  );
}
