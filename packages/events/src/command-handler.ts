import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  ConflictError,
  DEFAULT_TIME_ZONE,
  DomainError,
  formatInZone,
  sameValue,
  type Decider,
  type FieldConflict,
} from '@crewing/domain';
import type { EventMetadata } from './schema.js';
import { asJsonb, type AnyDb, type AnyTrx, type EventRow, type EventStore } from './store.js';
import { WrongExpectedVersionError, type StoredEvent } from './types.js';
import type { Change } from './projection.js';
import type { NewEvent } from './types.js';
import { WriteCombiner, type Outcome } from './write-combiner.js';

type RunOptions = Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>;
interface Decided {
  streamId: string;
  streamType: string;
  version: number;
  events: NewEvent[];
  /** The item's own metadata, over the command's (an import's row number). */
  metadata?: Record<string, unknown> | undefined;
}
interface Prior {
  requestHash: string | null;
  result: unknown;
}

/** A decision refused (or a row without a result) before the command id was claimed: decide again on the locked path. */
class DecideFirst extends Error {
  constructor(readonly refusal: unknown) {
    super('decide again with the command id claimed');
  }
}

/** Where a stream's append landed: what the caller's result and the stored result both say of it. */
function appendedAt(streamId: string, version: number, events: StoredEvent[]) {
  return {
    streamId,
    version,
    eventIds: events.map((e) => e.eventId),
    positions: events.map((e) => e.globalPosition.toString()),
  };
}

function resultOf(streamId: string, version: number, events: StoredEvent[]): CommandResult {
  const appended = appendedAt(streamId, version, events);
  return { ...appended, events: events.map((e) => ({ type: e.type, data: e.data })), duplicate: false };
}

/** A stream's entry in processed_commands.result, as append_events writes it (0037). */
function storedResult(streamId: string, version: number, events: StoredEvent[]): StoredResult {
  const appended = appendedAt(streamId, version, events);
  return { ...appended, events: events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion, data: e.data })) };
}

/**
 * Adds a command's streams' results to its processed_commands row in one statement. append_events
 * adds a stream's result when it is given the command, rewriting the whole row each time: a command
 * over many streams (a seed's or a batch's handleMany of hundreds of appends) wrote its row
 * quadratically (s42: 223 MB of row versions for 3,000 commands, a third of the demo seed's time).
 */
async function recordResults(trx: AnyTrx, userId: number, commandId: string, results: StoredResult[]): Promise<void> {
  if (results.length === 0) return;
  await sql`update processed_commands set result = coalesce(result, '[]'::jsonb) || ${JSON.stringify(results)}::jsonb
             where user_id = ${userId} and command_id = ${commandId}`.execute(trx);
}

/** An event as a command's caller reads it: its type and data at the current schema version. */
export interface DecidedEvent {
  type: string;
  data: unknown;
}

/**
 * What one stream got from a command. A retried command returns the first one, so a caller
 * derives its reply (a new id, a batch number) from `events`, never from a fresh computation.
 */
export interface CommandResult<E extends DecidedEvent = DecidedEvent> {
  streamId: string;
  /** Stream version after the command. */
  version: number;
  eventIds: string[];
  positions: string[];
  /** The events the command appended to this stream, in order (upcast to the current schema). */
  events: E[];
  /** True when this command id had been handled before and the first result is returned. */
  duplicate: boolean;
}

/** A command id reused by the same user for a different request: refused, never "OK" with nothing done. */
export class CommandIdReusedError extends DomainError {
  constructor() {
    super('CONFLICT', 'This request id was already used for another request');
  }
}

/** processed_commands.result: per stream, with each event's schema version so it upcasts on read. */
interface StoredResult {
  streamId: string;
  version: number;
  eventIds: string[];
  positions: string[];
  /** Absent on rows written before migration 0005: read from the events table then. */
  events?: Array<{ type: string; schemaVersion: number; data: Record<string, unknown> }>;
}

/** Keys never hashed: a fast hash of a password kept beside the events would undo argon2id. */
const UNHASHED_KEY = /password/i;

function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value !== 'object') return JSON.stringify(value);
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return canonicalJson(withJson.toJSON());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => v !== undefined && !UNHASHED_KEY.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The fingerprint of a request a command came from: sha256 of its canonical JSON (keys sorted,
 * undefined dropped) without the top-level `commandId` and without password fields. The same
 * command id sent with another fingerprint by the same user is refused (CommandIdReusedError).
 */
export function requestHash(input: unknown): string {
  let payload = input;
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { commandId: _id, ...rest } = input as Record<string, unknown>;
    payload = rest;
  }
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

export interface HandleOptions<C> {
  streamId: string;
  command: C;
  commandId: string;
  /** userId and requestHash also key the command id: see CommandHandler. */
  metadata: Omit<EventMetadata, 'commandId'>;
  /** The stream version the user's form was loaded at; same-field changes since then are refused. */
  baseVersion?: number | undefined;
  /** Extra writes that must commit with the events (e.g. a password hash kept out of the log). */
  beforeCommit?: (trx: AnyTrx) => Promise<void>;
}

/** How a handler is set up (apps/server/src/platform/services.ts takes it from the environment). */
export interface HandlerOptions {
  /**
   * Group commit of concurrent single commands (handle): the most commands one transaction takes. 0 or 1:
   * each command is its own transaction. See WriteCombiner.
   */
  combine?: number;
  /** How many of the combiner's transactions may be in flight at once (WriteCombiner `lanes`, default 1). */
  lanes?: number;
}

const MAX_ATTEMPTS = 8;
/** Streams whose events the handler keeps between commands (a crew change holds tens of events), and all their events at most. */
const RECENT_STREAMS = 2000;
const RECENT_EVENTS = 50_000;

// A decider of any stream type, as the batch path mixes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, any>;

/**
 * What an item's command is built from, on every attempt of the handler's retry loop: the state
 * of its stream as this attempt read it, and reads of data committed with the events (inline read
 * models; the attempt's transaction on the locked path). A fact gathered here is as fresh as the
 * stream it decides on, and a retry gathers it again (issue 26 §4).
 */
export interface Attempt<S = unknown> {
  state: S;
  /** The stream's version this attempt read. */
  version: number;
  /** The version the command's conflicts are measured from: the sender's, or what the first attempt read. */
  baseVersion: number;
  db: AnyDb | AnyTrx;
}

export interface BatchItem {
  decider: AnyDecider;
  streamId: string;
  /** The command, or how to build it (its facts) from its stream's state on each attempt. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  command: Command | ((attempt: Attempt<any>) => Command | Promise<Command>);
  baseVersion?: number | undefined;
  /**
   * The items this item's decision brings into the same command, worked out from its events on each
   * attempt (the crew changes a disembark batch takes or releases): the decider decides once.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  then?: (events: DecidedEvent[], state: any) => BatchItem[];
  /**
   * Metadata of this item's events over the command's (issue 28: one transaction of an import carries each
   * row's number on its own events). The command id and the user stay the command's.
   */
  metadata?: Record<string, unknown>;
}

/** One command of a group (CommandHandler.handleGroup): its items, its own command id and metadata. */
export interface GroupCommand {
  items: BatchItem[];
  commandId: string;
  metadata: Omit<EventMetadata, 'commandId'>;
}

/** A group command's answer: its results (a duplicate's first ones), or the error it got alone. */
export type GroupOutcome = { ok: true; results: CommandResult[] } | { ok: false; error: unknown };

type Member = GroupCommand & { index: number; bases: Bases };

/** A command as the handler passes it to its decider. */
type Command = { type: string; data?: unknown };

/** A command's items, or how to gather them (and their facts) on each attempt, from committed data. */
export type Plan = BatchItem[] | ((db: AnyDb | AnyTrx) => Promise<BatchItem[]>);

/** A stream's state folded through its first `version` events by a decider. */
interface Fold {
  decider: AnyDecider;
  state: unknown;
  version: number;
}

/** Per stream occurrence in a command: the base version its conflicts are measured from. */
type Bases = Map<string, number>;

/** When another user changed a field, as the business reads times: '22 NOV 2026 20:05' in its time zone (001 §9). */
function formatAt(d: Date, timeZone: string): string {
  return formatInZone(d, timeZone);
}

/**
 * The one command handler: load, decide, append with the expected version, inline projections
 * in the same transaction. A command id is handled once per user (metadata.userId, 0 without
 * one): the same id with the same request fingerprint (metadata.requestHash) returns the first
 * result with duplicate=true; with another fingerprint it is refused (CONFLICT); another user's
 * same id is another command. No fingerprint (seed, CLI) matches any. A concurrent append retries against
 * the new state unless it changed a field this command writes; then the user gets
 * "changed by NAME at TIME, now VALUE". Nothing is silently overwritten.
 */
export class CommandHandler {
  /** Recently appended streams, least recently used first (see remember). */
  private readonly recent = new Map<string, StoredEvent[]>();
  private recentEvents = 0;
  /** Group commit of concurrent single commands (s45), when `combine` is 2 or more. */
  readonly combiner: WriteCombiner<GroupCommand, CommandResult> | null;

  constructor(
    private readonly store: EventStore,
    private readonly timeZone: string = DEFAULT_TIME_ZONE,
    options: HandlerOptions = {},
  ) {
    const maxGroup = options.combine ?? 0;
    this.combiner =
      maxGroup >= 2
        ? new WriteCombiner<GroupCommand, CommandResult>({
            maxGroup,
            lanes: options.lanes ?? 1,
            alone: async (c) => (await this.run(c.items, c))[0]!,
            together: (cs) => this.combined(cs),
          })
        : null;
  }

  async handle<C extends { type: string }, E extends { type: string; data: unknown }, S>(
    decider: Decider<C, E, S>,
    options: HandleOptions<C>,
  ): Promise<CommandResult<E>> {
    const item = { decider, streamId: options.streamId, command: options.command, baseVersion: options.baseVersion };
    // A command with writes of its own to commit (beforeCommit) is not grouped: the group path has none.
    if (this.combiner && !options.beforeCommit) {
      const command = { items: [item], commandId: options.commandId, metadata: options.metadata };
      return (await this.combiner.send(command)) as CommandResult<E>;
    }
    const [result] = await this.run([item], options);
    return result! as CommandResult<E>;
  }

  /**
   * The combiner's group: handleGroup's path, with each command's answer as it would get it alone. A
   * group that fails as a whole for a reason none of its commands is known to cause (a projection's
   * bug, a lost connection) is not answered with that error: every command not yet answered is sent
   * alone, and gets what it gets alone (all at once, as their callers sent them: with the database away,
   * each fails in the time one does).
   */
  private async combined(commands: GroupCommand[]): Promise<Array<Outcome<CommandResult>>> {
    const members: Member[] = commands.map((c, index) => ({ ...c, index, bases: new Map() }));
    const outcomes: GroupOutcome[] = new Array(commands.length);
    try {
      await this.group(members, outcomes);
    } catch {
      const unanswered = members.filter((m) => !outcomes[m.index]);
      await Promise.all(unanswered.map((m) => this.alone({ ...m, bases: new Map() }, outcomes)));
    }
    return outcomes.map((o) => (o.ok ? { ok: true, value: o.results[0]! } : o));
  }

  /**
   * One command over several streams, all or nothing (a batch edit of many crew changes): every
   * stream is decided and appended in one transaction, or none is. One command id for the whole.
   */
  async handleMany(
    plan: Plan,
    options: Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>,
  ): Promise<CommandResult[]> {
    if (Array.isArray(plan) && plan.length === 0) return [];
    return this.run(plan, options);
  }

  /**
   * Group commit for bulk writers (an import, issue 28): many commands, each with its own command id,
   * metadata and streams, appended in ONE transaction with one append round trip (append_events_many)
   * and every inline projection folding the whole group at once. Each command keeps its own answer:
   * one the decider refuses is sent alone through handle's path and gets its error exactly as it
   * would alone, while the others commit; a transaction that fails as a whole (a read model's unique
   * key) is split in halves until the culprit stands alone. A command id handled before answers its
   * first result (duplicate), so a retried job appends each command once. Commands on a stream an
   * earlier command of the group writes wait for the next group, so a stream's commands keep their order.
   * Items must be plain (no `then`, which goes alone); a stream named again in a command decides on its items before.
   */
  async handleGroup(commands: readonly GroupCommand[]): Promise<GroupOutcome[]> {
    const outcomes: GroupOutcome[] = new Array(commands.length);
    await this.group(
      commands.map((c, index) => ({ ...c, index, bases: new Map() })),
      outcomes,
    );
    return outcomes;
  }

  private async group(list: Member[], outcomes: GroupOutcome[]): Promise<void> {
    let pending = list;
    while (pending.length > 0) {
      if (pending.length === 1) {
        await this.alone(pending[0]!, outcomes);
        return;
      }
      pending = await this.groupOnce(pending, outcomes);
    }
  }

  private async alone(m: Member, outcomes: GroupOutcome[]): Promise<void> {
    try {
      outcomes[m.index] = { ok: true, results: await this.run(m.items, m) };
    } catch (error) {
      outcomes[m.index] = { ok: false, error };
    }
  }

  /** One transaction for as many of the commands as can go together; answers the commands left for later. */
  private async groupOnce(list: Member[], outcomes: GroupOutcome[]): Promise<Member[]> {
    for (let attempt = 1; ; attempt++) {
      const read = new Set<string>();
      try {
        return await this.groupAttempt(list, outcomes, read);
      } catch (e) {
        for (const id of read) this.forget(id);
        if (e instanceof WrongExpectedVersionError || isSerializationFailure(e)) {
          if (attempt < MAX_ATTEMPTS) {
            await sleep(Math.random() * 5 * attempt);
            continue;
          }
        } else if (!refusedAsWhole(e)) throw e;
        // Refused as a whole (a read model's key, a conflict that will not clear): halves, down to the one.
        const half = Math.ceil(list.length / 2);
        await this.group(list.slice(0, half), outcomes);
        await this.group(list.slice(half), outcomes);
        return [];
      }
    }
  }

  private async groupAttempt(list: Member[], outcomes: GroupOutcome[], read: Set<string>): Promise<Member[]> {
    const db = this.store.db;
    const streamIds = [...new Set(list.flatMap((m) => m.items.map((i) => i.streamId)))];
    const missing = streamIds.filter((id) => !this.recent.has(id));
    // Every stream kept (a busy board's edits): no read before the transaction, as runFast; a command id
    // handled before is then found by its claim in append_events_many and answered as a duplicate.
    const { priors, histories } =
      missing.length > 0
        ? await this.loadGroup(missing, list)
        : { priors: new Map<string, Prior>(), histories: new Map<string, StoredEvent[]>() };
    const later: Member[] = [];
    const alone: Member[] = [];
    const taken = new Set<string>();
    const claims = new Set<string>();
    const decided: Array<{ m: Member; ds: Array<Decided & { history: StoredEvent[] }> }> = [];
    for (const m of list) {
      const prior = priors.get(`${m.metadata.userId ?? 0}:${m.commandId}`);
      if (prior) {
        if (prior.result === null) alone.push(m);
        else
          try {
            outcomes[m.index] = {
              ok: true,
              results: await this.answerPrior(db, prior, m.metadata.requestHash ?? null),
            };
          } catch (error) {
            outcomes[m.index] = { ok: false, error };
          }
        continue;
      }
      const ids = m.items.map((i) => i.streamId);
      // append_events_many claims a command id once a batch (0067): the same id sent twice waits for the next group.
      const claim = `${m.metadata.userId ?? 0}:${m.commandId}`;
      if (ids.some((id) => taken.has(id)) || claims.has(claim)) {
        later.push(m);
        continue;
      }
      claims.add(claim);
      // A command that goes alone runs after this group: a later command on its streams waits for it.
      for (const id of ids) taken.add(id);
      if (m.items.length === 0) {
        alone.push(m);
        continue;
      }
      try {
        const ds: Array<Decided & { history: StoredEvent[] }> = [];
        // A stream named again in a command (a crew's record rows) decides on what its items before decided,
        // as the locked path reads them back in its transaction.
        const seen = new Map<string, StoredEvent[]>();
        // The state each item left its stream in: the next item on it folds only the events after (a crew's
        // ten record rows fold ten events, not fifty-five).
        const folds = new Map<string, Fold>();
        for (const item of m.items) {
          read.add(item.streamId);
          const before = seen.get(item.streamId);
          if (before && item.baseVersion !== undefined) throw new DecideFirst(null);
          const kept = this.recent.get(item.streamId);
          const history = before ?? kept ?? histories.get(item.streamId) ?? [];
          const n = ds.filter((d) => d.streamId === item.streamId).length;
          const fold = before ? folds.get(item.streamId) : undefined;
          const key = `${item.streamId}#${n}`;
          const d = await this.decideOne(item, key, history, m.bases, !kept || !!before, db, fold);
          if (d.then.length > 0) throw new DecideFirst(null);
          ds.push({ ...d, history });
          // Only a later item of this command reads them (a command of one item, the daily expiry job's, skips it).
          if (m.items.length === 1) continue;
          const mine = this.provisional(d, m, history.length);
          seen.set(item.streamId, [...history, ...mine]);
          const state = mine.reduce((s, e) => item.decider.evolve(s, { type: e.type, data: e.data }), d.state);
          folds.set(item.streamId, { decider: item.decider, state, version: history.length + mine.length });
        }
        decided.push({ m, ds });
      } catch {
        // Refused (or needing items of its own): alone, it is decided again and gets its own answer.
        alone.push(m);
      }
    }
    const entries = decided.flatMap(({ m, ds }) =>
      ds.map((d, k) => ({
        input: this.appendInput(d, m),
        command: {
          userId: m.metadata.userId ?? 0,
          commandId: m.commandId,
          requestHash: m.metadata.requestHash ?? null,
          claim: k === 0,
        },
      })),
    );
    const { written, changes } = await db.transaction().execute(async (trx) => {
      const written = await this.store.writeMany(trx, entries);
      const events = written.flatMap((w) => (w && !w.duplicate ? w.events : []));
      return { written, changes: await this.store.project(trx, events) };
    });
    let at = 0;
    for (const { m, ds } of decided) {
      const mine = written.slice(at, at + ds.length);
      at += ds.length;
      const first = mine[0]!;
      if (first.duplicate) {
        // Handled meanwhile by another writer: its first answer.
        try {
          outcomes[m.index] = { ok: true, results: await this.answerPrior(db, first, m.metadata.requestHash ?? null) };
        } catch (error) {
          outcomes[m.index] = { ok: false, error };
        }
        continue;
      }
      const results: CommandResult[] = [];
      const streams = new Map<string, StoredEvent[]>();
      for (const [k, d] of ds.entries()) {
        const w = mine[k] as { duplicate: false; events: StoredEvent[]; nextVersion: number };
        results.push(resultOf(d.streamId, w.nextVersion, w.events));
        streams.set(d.streamId, [...(streams.get(d.streamId) ?? d.history), ...w.events]);
      }
      for (const [id, events] of streams) this.remember(id, events);
      outcomes[m.index] = { ok: true, results };
    }
    this.store.publish(changes);
    for (const m of alone) await this.alone(m, outcomes);
    return later;
  }

  /**
   * A decided item's events as the next item on its stream reads them before they are written: the
   * data as jsonb gives it back, the command's metadata, no position yet (only evolve reads them).
   */
  private provisional(d: Decided, m: Member, version: number): StoredEvent[] {
    const metadata = { ...m.metadata, ...d.metadata, commandId: m.commandId } as EventMetadata;
    return d.events.map((e, i) => ({
      globalPosition: 0n,
      transactionId: 0n,
      streamId: d.streamId,
      streamType: d.streamType,
      streamVersion: version + i + 1,
      eventId: '',
      type: e.type,
      schemaVersion: this.store.upcasters.currentVersion(e.type),
      data: asJsonb(JSON.parse(JSON.stringify(e.data))) as Record<string, unknown>,
      metadata,
      recordedAt: new Date(),
    }));
  }

  /** Streams' events and the rows of the group's command ids, in one statement. */
  private async loadGroup(
    streamIds: string[],
    list: readonly Member[],
  ): Promise<{ priors: Map<string, Prior>; histories: Map<string, StoredEvent[]> }> {
    const users = list.map((m) => m.metadata.userId ?? 0);
    const ids = list.map((m) => m.commandId);
    const { rows } = await sql<
      EventRow & { k: number; user_id: number; command_id: string; request_hash: string | null; result: unknown }
    >`
      (select 0 as k, null::integer as user_id, null::text as command_id, null::text as request_hash,
              null::jsonb as result, global_position, transaction_id::text as transaction_id, stream_id, stream_type,
              stream_version, event_id, event_type, schema_version, data, metadata, recorded_at
         from events where stream_id = any(${streamIds}::text[]))
      union all
      (select 1, p.user_id, p.command_id, p.request_hash, p.result, null, null, null, null, null, null, null, null,
              null, null, null
         from unnest(${users}::integer[], ${ids}::text[]) as w(user_id, command_id)
         -- Each id read by its key (limit 1 keeps the planner from a hash join over a sequential scan of every
         -- command handled, which it chose for a group of 500 ids: 136 ms a group at 5,000 crews, s45).
         cross join lateral (select * from processed_commands x
                              where x.user_id = w.user_id and x.command_id = w.command_id limit 1) p)
      order by k, stream_id, stream_version`.execute(this.store.db);
    const histories = new Map<string, StoredEvent[]>();
    const priors = new Map<string, Prior>();
    for (const row of rows) {
      if (row.k === 1) {
        priors.set(`${row.user_id}:${row.command_id}`, { requestHash: row.request_hash, result: row.result });
        continue;
      }
      const events = histories.get(row.stream_id) ?? [];
      events.push(this.store.toStoredEvent(row));
      histories.set(row.stream_id, events);
    }
    return { priors, histories };
  }

  /**
   * The one retry loop: every attempt gathers the command's items and facts again (a plan, an
   * item's command built from its state), decides each stream once, and appends with the versions
   * it read. A stale read fails the version check and the next attempt starts from fresh reads.
   */
  private async run(plan: Plan, options: RunOptions): Promise<CommandResult[]> {
    const bases: Bases = new Map();
    let locked = false;
    for (let attempt = 1; ; attempt++) {
      const read = new Set<string>();
      try {
        return locked
          ? await this.runLocked(plan, options, bases, read)
          : await this.runFast(plan, options, bases, read);
      } catch (e) {
        // Whatever failed, these streams are read afresh next time (a stale copy is how a version check fails).
        for (const id of read) this.forget(id);
        if (e instanceof DecideFirst) {
          // A refusal decided before the claim: decide again with the id claimed first, so a retry
          // of a handled command or a concurrent same id gets its answer, exactly as before. A
          // stream named twice in one command also takes this path: it decides on its own first append.
          locked = true;
          attempt--;
          continue;
        }
        const retryable = e instanceof WrongExpectedVersionError || isSerializationFailure(e);
        if (!retryable || attempt >= MAX_ATTEMPTS) throw e;
        await sleep(Math.random() * 5 * attempt);
      }
    }
  }

  /**
   * The usual path, one round trip before the transaction (one more per level of items a decision
   * brings) and one per stream in it: read the command id's row and every stream at once, decide,
   * then append_events claims the id, checks each version and inserts. A stale read fails the
   * version check and is retried; a command id handled meanwhile is found by the claim (it waits
   * for a concurrent one to commit).
   */
  private async runFast(plan: Plan, options: RunOptions, bases: Bases, read: Set<string>): Promise<CommandResult[]> {
    const { commandId } = options;
    const userId = options.metadata.userId ?? 0;
    const hash = options.metadata.requestHash ?? null;
    const db = this.store.db;
    let pending = typeof plan === 'function' ? await plan(db) : plan;
    if (pending.length === 0) return [];
    const decided: Array<Decided & { history: StoredEvent[] }> = [];
    const occurrences = new Map<string, number>();
    for (let level = 0; pending.length > 0; level++) {
      const ids = pending.map((i) => i.streamId);
      if (ids.some((id, k) => ids.indexOf(id) !== k || occurrences.has(id))) throw new DecideFirst(null);
      // Streams kept from earlier commands are not read again; a base version taken from a kept copy
      // is provisional: if the copy was stale the retry takes it from the fresh read, so changes made
      // before this command are never its conflicts.
      const cached = new Map(ids.flatMap((id) => (this.recent.has(id) ? [[id, this.recent.get(id)!] as const] : [])));
      const missing = ids.filter((id) => !cached.has(id));
      const loaded = missing.length > 0 ? await this.load(missing, userId, commandId) : null;
      if (level === 0 && loaded?.prior) {
        if (loaded.prior.result === null) throw new DecideFirst(null);
        return this.answerPrior(db, loaded.prior, hash);
      }
      const next: BatchItem[] = [];
      for (const item of pending) {
        read.add(item.streamId);
        occurrences.set(item.streamId, 1);
        const history = cached.get(item.streamId) ?? loaded?.histories.get(item.streamId) ?? [];
        try {
          const d = await this.decideOne(item, `${item.streamId}#0`, history, bases, !cached.has(item.streamId), db);
          decided.push({ ...d, history });
          next.push(...d.then);
        } catch (e) {
          throw new DecideFirst(e);
        }
      }
      pending = next;
    }
    const appended: StoredEvent[][] = [];
    const { results, changes } = await db.transaction().execute(async (trx) => {
      const results: CommandResult[] = [];
      const events: StoredEvent[] = [];
      const later: StoredResult[] = [];
      for (const [index, d] of decided.entries()) {
        // The first stream claims the command id (append_events stores its result with the claim); the
        // others' results are stored once, below.
        const written = await this.store.write(
          trx,
          this.appendInput(d, options),
          index === 0 ? { userId, commandId, requestHash: hash, claim: true } : undefined,
        );
        if (written.duplicate) return { results: await this.answerPrior(trx, written, hash), changes: [] as Change[] };
        results.push(resultOf(d.streamId, written.nextVersion, written.events));
        if (index > 0) later.push(storedResult(d.streamId, written.nextVersion, written.events));
        events.push(...written.events);
        appended.push(written.events);
      }
      await recordResults(trx, userId, commandId, later);
      const changes = await this.store.project(trx, events);
      await options.beforeCommit?.(trx);
      return { results, changes };
    });
    // Committed: what this command wrote extends what it read (a duplicate appended nothing).
    if (appended.length === decided.length) {
      for (const [k, d] of decided.entries()) this.remember(d.streamId, [...d.history, ...appended[k]!]);
    }
    this.store.publish(changes);
    return results;
  }

  /** The path before issue 17: claim the id first (waiting on a concurrent same id), then read and decide in the transaction. */
  private async runLocked(plan: Plan, options: RunOptions, bases: Bases, read: Set<string>): Promise<CommandResult[]> {
    const { commandId } = options;
    const userId = options.metadata.userId ?? 0;
    const hash = options.metadata.requestHash ?? null;
    const { results, changes } = await this.store.db.transaction().execute(async (trx) => {
      const queue = typeof plan === 'function' ? await plan(trx) : [...plan];
      if (queue.length === 0) return { results: [] as CommandResult[], changes: [] as Change[] };
      const claimed = await trx
        .insertInto('processed_commands')
        .values({
          user_id: userId,
          command_id: commandId,
          stream_id: queue[0]!.streamId,
          request_hash: hash,
          result: null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'command_id']).doNothing())
        .returning('command_id')
        .executeTakeFirst();
      if (!claimed) {
        const prior = await trx
          .selectFrom('processed_commands')
          .select(['result', 'request_hash'])
          .where('user_id', '=', userId)
          .where('command_id', '=', commandId)
          .executeTakeFirstOrThrow();
        return {
          results: await this.answerPrior(trx, { requestHash: prior.request_hash, result: prior.result }, hash),
          changes: [] as Change[],
        };
      }
      const results: CommandResult[] = [];
      const stored: StoredResult[] = [];
      const histories = new Map<string, StoredEvent[]>();
      const folds = new Map<string, Fold>();
      const events: StoredEvent[] = [];
      const occurrences = new Map<string, number>();
      // Items a decision brings are decided after the ones before them, each on its stream as this transaction sees it.
      for (let k = 0; k < queue.length; k++) {
        const item = queue[k]!;
        read.add(item.streamId);
        const n = occurrences.get(item.streamId) ?? 0;
        occurrences.set(item.streamId, n + 1);
        // A stream named again decides on what this transaction read and appended to it: the same events
        // a second read would return (another writer's commit in between fails append_events' version check).
        const history = histories.get(item.streamId) ?? (await this.store.readStream(item.streamId, { trx }));
        const d = await this.decideOne(
          item,
          `${item.streamId}#${n}`,
          history,
          bases,
          true,
          trx,
          folds.get(item.streamId),
        );
        queue.push(...d.then);
        // The id is claimed above: the streams' results are stored once, after the last append.
        const written = await this.store.write(trx, this.appendInput(d, options));
        if (written.duplicate) throw new Error('unreachable: an append without a command is never a duplicate');
        results.push(resultOf(d.streamId, written.nextVersion, written.events));
        stored.push(storedResult(d.streamId, written.nextVersion, written.events));
        histories.set(d.streamId, [...history, ...written.events]);
        const state = written.events.reduce(
          (st, e) => item.decider.evolve(st, { type: e.type, data: e.data }),
          d.state,
        );
        folds.set(d.streamId, { decider: item.decider, state, version: history.length + written.events.length });
        events.push(...written.events);
      }
      await recordResults(trx, userId, commandId, stored);
      const changes = await this.store.project(trx, events);
      await options.beforeCommit?.(trx);
      return { results, changes };
    });
    this.store.publish(changes);
    return results;
  }

  /**
   * Keeps a stream's events for the next command on it. Only ever an optimisation: a copy that
   * another writer (or process) made stale fails append_events' version check, is dropped, and
   * the retry reads the stream.
   */
  private remember(streamId: string, events: StoredEvent[]): void {
    const contiguous = events.every((e, i) => e.streamVersion === i + 1);
    const known = this.forget(streamId);
    if (!contiguous || (known && known.length > events.length) || events.length > RECENT_EVENTS / 10) return;
    this.recent.set(streamId, events);
    this.recentEvents += events.length;
    while (this.recent.size > RECENT_STREAMS || this.recentEvents > RECENT_EVENTS)
      this.forget(this.recent.keys().next().value!);
  }

  private forget(streamId: string): StoredEvent[] | undefined {
    const known = this.recent.get(streamId);
    if (known) {
      this.recent.delete(streamId);
      this.recentEvents -= known.length;
    }
    return known;
  }

  /**
   * Decides one stream once: its command built (and its facts gathered) on the state just read,
   * the same-field check from its base version, the decider, and the items its events bring.
   * `keep` is false for a state read from a kept copy: its base version stays provisional.
   */
  private async decideOne(
    item: BatchItem,
    key: string,
    history: StoredEvent[],
    bases: Bases,
    keep: boolean,
    db: AnyDb | AnyTrx,
    fold?: Fold,
  ): Promise<Decided & { then: BatchItem[]; state: unknown }> {
    const { decider, streamId } = item;
    const version = history.length;
    const baseVersion = bases.get(key) ?? item.baseVersion ?? version;
    if (keep) bases.set(key, baseVersion);
    // From a fold of the first events when one is given (evolve is pure: the same state as folding them all).
    const from = fold && fold.decider === decider && fold.version <= version ? fold : null;
    const state = (from ? history.slice(from.version) : history).reduce(
      (s, e) => decider.evolve(s, { type: e.type, data: e.data }),
      from ? from.state : decider.initialState(),
    );
    const command =
      typeof item.command === 'function' ? await item.command({ state, version, baseVersion, db }) : item.command;
    this.checkFieldConflicts(decider, command, history.slice(baseVersion));
    const events = decider.decide(command, state) as NewEvent[];
    const then = item.then?.(events, state) ?? [];
    return { streamId, streamType: decider.streamType, version, events, then, metadata: item.metadata, state };
  }

  private appendInput(d: Decided, options: RunOptions) {
    return {
      streamId: d.streamId,
      streamType: d.streamType,
      expected: d.version === 0 ? ('no_stream' as const) : d.version,
      events: d.events,
      metadata: { ...options.metadata, ...d.metadata, commandId: options.commandId },
    };
  }

  /** This user's row for the command id (if handled) and every stream's events, in one statement. */
  private async load(
    streamIds: string[],
    userId: number,
    commandId: string,
  ): Promise<{ prior: Prior | null; histories: Map<string, StoredEvent[]> }> {
    const { rows } = await sql<EventRow & { k: number; request_hash: string | null; result: unknown }>`
      (select 0 as k, null::text as request_hash, null::jsonb as result, global_position, transaction_id::text as transaction_id,
              stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at
         from events where stream_id = any(${streamIds}::text[]))
      union all
      (select 1, request_hash, result, null, null, null, null, null, null, null, null, null, null, null
         from processed_commands where user_id = ${userId} and command_id = ${commandId})
      order by k, stream_id, stream_version`.execute(this.store.db);
    const histories = new Map<string, StoredEvent[]>();
    let prior: Prior | null = null;
    for (const row of rows) {
      if (row.k === 1) {
        prior = { requestHash: row.request_hash, result: row.result };
        continue;
      }
      const list = histories.get(row.stream_id) ?? [];
      list.push(this.store.toStoredEvent(row));
      histories.set(row.stream_id, list);
    }
    return { prior, histories };
  }

  /** Seen before: the same request gets its first result (double click, retry after a time-out); another request is refused, never answered "OK" with nothing done. */
  private async answerPrior(trx: AnyDb | AnyTrx, prior: Prior, hash: string | null): Promise<CommandResult[]> {
    if (prior.requestHash !== null && hash !== null && prior.requestHash !== hash) throw new CommandIdReusedError();
    if (prior.result === null) throw new Error('A handled command id has no stored result');
    return this.priorResults(trx, prior.result);
  }

  /** A stored result as the caller gets it: its events upcast, or read back for pre-0005 rows. */
  private async priorResults(trx: AnyDb | AnyTrx, raw: unknown): Promise<CommandResult[]> {
    const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as StoredResult[];
    const results: CommandResult[] = [];
    for (const r of stored) {
      const events = r.events
        ? r.events.map((e) => ({
            type: e.type,
            data: this.store.upcasters.upcast(e.type, e.schemaVersion, e.data).data,
          }))
        : await this.readEvents(trx, r.eventIds);
      results.push({
        streamId: r.streamId,
        version: r.version,
        eventIds: r.eventIds,
        positions: r.positions,
        events,
        duplicate: true,
      });
    }
    return results;
  }

  private async readEvents(trx: AnyDb | AnyTrx, eventIds: string[]): Promise<DecidedEvent[]> {
    if (eventIds.length === 0) return [];
    const rows = (await trx
      .selectFrom('events')
      .selectAll()
      .select(sql<string>`transaction_id::text`.as('transaction_id'))
      .where('event_id', 'in', eventIds)
      .orderBy('global_position')
      .execute()) as EventRow[];
    return rows.map((row) => this.store.toStoredEvent(row)).map((e) => ({ type: e.type, data: e.data }));
  }

  private checkFieldConflicts(decider: AnyDecider, command: { type: string }, since: StoredEvent[]): void {
    if (since.length === 0 || !decider.commandFields || !decider.eventFields) return;
    const writes = decider.commandFields(command);
    const latest = new Map<string, { value: unknown; event: StoredEvent }>();
    for (const e of since) {
      for (const [field, value] of Object.entries(decider.eventFields({ type: e.type, data: e.data }))) {
        latest.set(field, { value, event: e });
      }
    }
    const conflicts: FieldConflict[] = [];
    for (const [field, value] of Object.entries(writes)) {
      const other = latest.get(field);
      // The same value written by someone else is no conflict: nothing would be lost. The deciders'
      // "nothing changed" uses the same equality, so the two never disagree on key order.
      if (!other || sameValue(other.value, value)) continue;
      conflicts.push({
        field,
        changedBy: other.event.metadata.userName,
        changedAt: formatAt(other.event.recordedAt, this.timeZone),
        value: other.value,
      });
    }
    if (conflicts.length > 0) throw new ConflictError(conflicts);
  }
}

/**
 * An error that one command of a group may have caused: a domain refusal, or a statement the data
 * refused (integrity class 23, data class 22, a raised exception). Anything else (the connection,
 * the server) would fail every half too, and is thrown.
 */
function refusedAsWhole(e: unknown): boolean {
  if (e instanceof DomainError) return true;
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^2[23]/.test(code) || code === 'P0001');
}

function isSerializationFailure(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
