import { sql, type Selectable } from 'kysely';
import type { EventMetadata, EventsTable } from './schema.js';
import { WrongExpectedVersionError, type ExpectedVersion, type NewEvent, type StoredEvent } from './types.js';
import { UpcasterRegistry } from './upcasters.js';
import { applyAll, type Change, type Projection } from './projection.js';

import type { AnyDb, AnyTrx } from './db-types.js';
export type { AnyDb, AnyTrx } from './db-types.js';

export const EVENTS_CHANNEL = 'crewing_events';

/**
 * A row of `events` as a query returns it: JSON and time columns parsed or, from raw SQL, as text.
 * The chain's `hash` (issue 27) is the database's to set and the verifier's to read, not a reader's.
 */
export type EventRow = Omit<Selectable<EventsTable>, 'data' | 'metadata' | 'recorded_at' | 'hash'> & {
  data: Record<string, unknown> | string;
  metadata: EventMetadata | string;
  recorded_at: Date | string;
};

export interface AppendResult {
  events: StoredEvent[];
  nextVersion: number;
  changes: Change[];
}

export type Publisher = (changes: Change[]) => void;

export interface AppendInput {
  streamId: string;
  streamType: string;
  expected: ExpectedVersion;
  events: NewEvent[];
  metadata: EventMetadata;
}

/** The command an append belongs to: its id is claimed on its first stream, its result stored per stream. */
export interface CommandClaim {
  userId: number;
  commandId: string;
  requestHash: string | null;
  claim: boolean;
}

/** What write() did: appended, or found the command id already handled (its stored row). */
export type Written =
  | { duplicate: false; events: StoredEvent[]; nextVersion: number }
  | { duplicate: true; requestHash: string | null; result: unknown };

type AppendOutcome =
  | { duplicate: true; requestHash: string | null; result: unknown }
  | { version: number; positions: string[]; transactionId: string; recordedAt: string };

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
/** jsonb's key order: shorter keys first (in bytes), then bytewise. */
function jsonbKeyOrder(a: string, b: string): number {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length - y.length || Buffer.compare(x, y);
}
/** The same order for ASCII keys, where a character is a byte (nearly every key: no Buffer per comparison). */
const asciiKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** A parsed JSON value with its objects' keys in the order jsonb gives them back. */
export function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  keys.sort(keys.every((k) => ASCII.test(k)) ? asciiKeyOrder : jsonbKeyOrder);
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    // A "__proto__" key stays an own property, as JSON.parse made it.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: asJsonb(o[k]), enumerable: true, writable: true, configurable: true });
    else out[k] = asJsonb(o[k]);
  }
  return out;
}

function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string } | null;
  return err?.code === '23505' && (constraint === undefined || err.constraint === constraint);
}

export class EventStore {
  readonly upcasters: UpcasterRegistry;
  private readonly inline: Projection[];
  private publishers: Publisher[] = [];

  constructor(
    readonly db: AnyDb,
    options: { upcasters?: UpcasterRegistry; inlineProjections?: Projection[] } = {},
  ) {
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.inline = options.inlineProjections ?? [];
  }

  get inlineProjections(): readonly Projection[] {
    return this.inline;
  }

  /** Called after a transaction that changed read models has committed. */
  onPublish(publisher: Publisher): () => void {
    this.publishers.push(publisher);
    return () => {
      this.publishers = this.publishers.filter((p) => p !== publisher);
    };
  }

  publish(changes: Change[]): void {
    if (changes.length === 0) return;
    for (const p of this.publishers) p(changes);
  }

  toStoredEvent(row: EventRow): StoredEvent {
    const raw = typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
    const { version, data } = this.upcasters.upcast(row.event_type, row.schema_version, raw);
    return {
      globalPosition: BigInt(row.global_position),
      transactionId: BigInt(row.transaction_id),
      streamId: row.stream_id,
      streamType: row.stream_type,
      streamVersion: row.stream_version,
      eventId: row.event_id,
      type: row.event_type,
      schemaVersion: version,
      data,
      metadata: typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as EventMetadata) : row.metadata,
      recordedAt: new Date(row.recorded_at),
    };
  }

  async readStream(streamId: string, options: { trx?: AnyTrx; afterVersion?: number } = {}): Promise<StoredEvent[]> {
    const rows = await (options.trx ?? this.db)
      .selectFrom('events')
      .selectAll()
      .select(sql<string>`transaction_id::text`.as('transaction_id'))
      .where('stream_id', '=', streamId)
      .where('stream_version', '>', options.afterVersion ?? 0)
      .orderBy('stream_version')
      .execute();
    return (rows as EventRow[]).map((r) => this.toStoredEvent(r));
  }

  /**
   * Appends in the caller's transaction, checks the expected version, runs the inline
   * projections in the same transaction and wakes the projection runners at commit.
   */
  async append(
    trx: AnyTrx,
    input: AppendInput & {
      /** Accepted for callers written before append_events; the database checks the version itself now. */
      knownVersion?: number;
    },
  ): Promise<AppendResult> {
    const written = await this.write(trx, input);
    if (written.duplicate) throw new Error('append without a command claim cannot be a duplicate');
    const changes = await this.project(trx, written.events);
    return { events: written.events, nextVersion: written.nextVersion, changes };
  }

  /**
   * One round trip (append_events, migration 0037): with a command, claims its id (claim: true,
   * the command's first stream) and adds this stream's result to processed_commands; checks the
   * expected version; inserts the events with UNNEST. Inline projections are the caller's
   * (project), once per command. Throws WrongExpectedVersionError on a version mismatch.
   */
  async write(trx: AnyTrx, input: AppendInput, command?: CommandClaim): Promise<Written> {
    const sent = this.prepare(input);
    const { ids, types, versions, data, meta, wanted } = sent;
    let out: AppendOutcome;
    try {
      const { rows } = await sql<{ r: AppendOutcome }>`select append_events(
          ${input.streamId}, ${input.streamType}, ${wanted}::integer, ${ids}::uuid[], ${types}::text[],
          ${versions}::integer[], ${data}::jsonb[], ${meta}::jsonb, ${command?.userId ?? null}::integer,
          ${command?.commandId ?? null}::text, ${command?.requestHash ?? null}::text, ${command?.claim ?? false}) as r`.execute(
        trx,
      );
      out = rows[0]!.r;
    } catch (e) {
      throw this.appendError(e, input.streamId, input.expected, wanted);
    }
    return this.written(input, sent, out);
  }

  /**
   * Group commit: many streams' appends (of one or many commands) in one round trip, in order
   * (append_events_many, migration 0059). An element whose command id was handled before answers
   * duplicate; the later elements of that command are skipped (null). A wrong version fails the
   * whole statement with WrongExpectedVersionError naming the stream.
   */
  async writeMany(
    trx: AnyTrx,
    entries: ReadonlyArray<{ input: AppendInput; command: CommandClaim }>,
  ): Promise<Array<Written | null>> {
    if (entries.length === 0) return [];
    const sent = entries.map(({ input }) => this.prepare(input));
    const batch = entries.map(({ input, command }, k) => ({
      streamId: input.streamId,
      streamType: input.streamType,
      expected: sent[k]!.wanted,
      eventIds: sent[k]!.ids,
      types: sent[k]!.types,
      schemaVersions: sent[k]!.versions,
      metadata: input.metadata,
      userId: command.userId,
      commandId: command.commandId,
      requestHash: command.requestHash,
      claim: command.claim,
    }));
    // Each element's events' data as prepare wrote it (issue 32, s45: not stringified a second time in the batch).
    const json = `[${batch
      .map((b, k) => `${JSON.stringify(b).slice(0, -1)},"data":[${sent[k]!.data.map((d) => d ?? 'null').join(',')}]}`)
      .join(',')}]`;
    let outs: Array<AppendOutcome | null>;
    try {
      const { rows } = await sql<{ r: Array<AppendOutcome | null> }>`select append_events_many(
          ${json}::jsonb) as r`.execute(trx);
      outs = rows[0]!.r;
    } catch (e) {
      const streamId = /^Stream (.*): expected version/.exec((e as Error).message ?? '')?.[1] ?? '';
      const input = entries.find((x) => x.input.streamId === streamId)?.input;
      throw this.appendError(e, streamId, input?.expected ?? 'any', sent[0]!.wanted);
    }
    return entries.map(({ input }, k) => (outs[k] ? this.written(input, sent[k]!, outs[k]!) : null));
  }

  /** What append_events is sent for one stream: ids made here, each type's schema version, data as JSON text. */
  private prepare(input: AppendInput) {
    const { expected, events, metadata } = input;
    const wanted = expected === 'any' ? null : expected === 'no_stream' ? 0 : expected === 'exists' ? -1 : expected;
    const types = events.map((e) => e.type);
    return {
      wanted,
      ids: events.map(() => crypto.randomUUID()),
      types,
      versions: types.map((t) => this.upcasters.currentVersion(t)),
      data: events.map((e) => JSON.stringify(e.data)),
      meta: JSON.stringify(metadata),
    };
  }

  private appendError(e: unknown, streamId: string, expected: ExpectedVersion, wanted: number | null): unknown {
    const err = e as { code?: string; detail?: string };
    if (err.code === 'EV409') return new WrongExpectedVersionError(streamId, expected, Number(err.detail));
    // A concurrent writer inserted the same version after our check: it commits, we retry.
    if (isUniqueViolation(e, 'events_stream_version_key'))
      return new WrongExpectedVersionError(
        streamId,
        expected,
        typeof wanted === 'number' && wanted > 0 ? wanted + 1 : 1,
      );
    return e;
  }

  private written(input: AppendInput, sent: ReturnType<EventStore['prepare']>, out: AppendOutcome): Written {
    if ('duplicate' in out) return { duplicate: true, requestHash: out.requestHash, result: out.result };
    const { streamId, streamType, events } = input;
    const first = out.version - events.length;
    // The stored rows are what we sent plus what the database assigned; the data and metadata are
    // given back as they read back from jsonb (key order included), as a reader of the row gets them.
    // The append's events share its metadata (one object, as one parse).
    const metadata = asJsonb(JSON.parse(sent.meta)) as EventMetadata;
    const stored = events.map((e, i) =>
      this.toStoredEvent({
        global_position: out.positions[i]!,
        transaction_id: out.transactionId,
        stream_id: streamId,
        stream_type: streamType,
        stream_version: first + i + 1,
        event_id: sent.ids[i]!,
        event_type: e.type,
        schema_version: sent.versions[i]!,
        data: asJsonb(JSON.parse(sent.data[i]!)) as Record<string, unknown>,
        metadata,
        recorded_at: out.recordedAt,
      }),
    );
    return { duplicate: false, events: stored, nextVersion: out.version };
  }

  /**
   * Runs the inline projections over a command's events: each projection once, with all the
   * events it folds (applyAll: one statement per projection where it has applyBatch).
   */
  async project(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    const changes: Change[] = [];
    for (const p of this.inline) {
      const mine = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
      if (mine.length > 0) changes.push(...(await applyAll(p, trx, mine)));
    }
    return changes;
  }
}

export { isUniqueViolation };
