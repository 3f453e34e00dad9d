import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ConflictError, DEFAULT_TIME_ZONE, DomainError, formatInZone, type Decider, type FieldConflict } from '@crewing/domain';
import type { EventMetadata } from './schema.js';
import { type AnyTrx, type EventRow, type EventStore } from './store.js';
import { WrongExpectedVersionError, type StoredEvent } from './types.js';
import type { Change } from './projection.js';

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

const MAX_ATTEMPTS = 8;

// A decider of any stream type, as the batch path mixes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, any>;

export interface BatchItem {
  decider: AnyDecider;
  streamId: string;
  command: { type: string };
  baseVersion?: number | undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

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
  constructor(
    private readonly store: EventStore,
    private readonly timeZone: string = DEFAULT_TIME_ZONE,
  ) {}

  async handle<C extends { type: string }, E extends { type: string; data: unknown }, S>(
    decider: Decider<C, E, S>,
    options: HandleOptions<C>,
  ): Promise<CommandResult<E>> {
    const [result] = await this.run(
      [{ decider: decider as unknown as AnyDecider, streamId: options.streamId, command: options.command, baseVersion: options.baseVersion }],
      options,
    );
    return result! as CommandResult<E>;
  }

  /**
   * One command over several streams, all or nothing (a batch edit of many crew changes): every
   * stream is decided and appended in one transaction, or none is. One command id for the whole.
   */
  async handleMany(items: BatchItem[], options: Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>): Promise<CommandResult[]> {
    if (items.length === 0) return [];
    return this.run(items, options);
  }

  private async run(items: BatchItem[], options: Omit<HandleOptions<never>, 'streamId' | 'command' | 'baseVersion'>): Promise<CommandResult[]> {
    const { commandId } = options;
    const userId = options.metadata.userId ?? 0;
    const hash = options.metadata.requestHash ?? null;
    const bases = items.map((i) => i.baseVersion);
    for (let attempt = 1; ; attempt++) {
      try {
        const { results, changes } = await this.store.db.transaction().execute(async (trx) => {
          // Claim this user's command id first: the same id sent concurrently waits here until
          // the first commits (or rolls back), so no command is decided twice.
          const claimed = await trx
            .insertInto('processed_commands')
            .values({ user_id: userId, command_id: commandId, stream_id: items[0]!.streamId, request_hash: hash, result: null })
            .onConflict((oc) => oc.columns(['user_id', 'command_id']).doNothing())
            .returning('command_id')
            .executeTakeFirst();
          if (!claimed) {
            // Seen before: the same request gets its first result (double click, retry after a
            // time-out); another request is refused, never answered "OK" with nothing done.
            const prior = await trx
              .selectFrom('processed_commands')
              .select(['result', 'request_hash'])
              .where('user_id', '=', userId)
              .where('command_id', '=', commandId)
              .executeTakeFirstOrThrow();
            if (prior.request_hash !== null && hash !== null && prior.request_hash !== hash) throw new CommandIdReusedError();
            return { results: await this.priorResults(trx, prior.result), changes: [] as Change[] };
          }
          const results: CommandResult[] = [];
          const stored: StoredResult[] = [];
          const changes: Change[] = [];
          for (const [index, item] of items.entries()) {
            const { decider, streamId, command } = item;
            const history = await this.store.readStream(streamId, { trx });
            const version = history.length;
            const base = (bases[index] ??= version);
            this.checkFieldConflicts(decider, command, history.slice(base));
            const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState());
            const appended = await this.store.append(trx, {
              streamId,
              streamType: decider.streamType,
              expected: version === 0 ? 'no_stream' : version,
              knownVersion: version,
              events: decider.decide(command, state),
              metadata: { ...options.metadata, commandId },
            });
            changes.push(...appended.changes);
            const result = {
              streamId,
              version: appended.nextVersion,
              eventIds: appended.events.map((e) => e.eventId),
              positions: appended.events.map((e) => e.globalPosition.toString()),
            };
            results.push({ ...result, events: appended.events.map((e) => ({ type: e.type, data: e.data })), duplicate: false });
            stored.push({ ...result, events: appended.events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion, data: e.data })) });
          }
          await options.beforeCommit?.(trx);
          await trx
            .updateTable('processed_commands')
            .set({ result: JSON.stringify(stored) })
            .where('user_id', '=', userId)
            .where('command_id', '=', commandId)
            .execute();
          return { results, changes };
        });
        this.store.publish(changes);
        return results;
      } catch (e) {
        const retryable = e instanceof WrongExpectedVersionError || isSerializationFailure(e);
        if (!retryable || attempt >= MAX_ATTEMPTS) throw e;
        await sleep(Math.random() * 5 * attempt);
      }
    }
  }

  /** A stored result as the caller gets it: its events upcast, or read back for pre-0005 rows. */
  private async priorResults(trx: AnyTrx, raw: unknown): Promise<CommandResult[]> {
    const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as StoredResult[];
    const results: CommandResult[] = [];
    for (const r of stored) {
      const events = r.events
        ? r.events.map((e) => ({ type: e.type, data: this.store.upcasters.upcast(e.type, e.schemaVersion, e.data).data }))
        : await this.readEvents(trx, r.eventIds);
      results.push({ streamId: r.streamId, version: r.version, eventIds: r.eventIds, positions: r.positions, events, duplicate: true });
    }
    return results;
  }

  private async readEvents(trx: AnyTrx, eventIds: string[]): Promise<DecidedEvent[]> {
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
    if (since.length === 0) return;
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
      // The same value written by someone else is no conflict: nothing would be lost.
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

function isSerializationFailure(e: unknown): boolean {
  const code = (e as { code?: string } | null)?.code;
  return code === '40001' || code === '40P01';
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
