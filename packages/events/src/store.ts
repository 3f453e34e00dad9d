import { sql } from 'kysely';
import type { EventMetadata, EventStoreTables } from './schema.js';
import { WrongExpectedVersionError, type ExpectedVersion, type NewEvent, type StoredEvent } from './types.js';
import { UpcasterRegistry } from './upcasters.js';
import { applyAll, type Change, type Projection } from './projection.js';

import type { AnyDb, AnyTrx } from './db-types.js';
export type { AnyDb, AnyTrx } from './db-types.js';

export const EVENTS_CHANNEL = 'crewing_events';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown> | string;
  metadata: EventMetadata | string;
  recorded_at: Date | string;
}

export interface AppendResult {
  events: StoredEvent[];
  nextVersion: number;
  changes: Change[];
}

export type Publisher = (changes: Change[]) => void;

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
    input: {
      streamId: string;
      streamType: string;
      expected: ExpectedVersion;
      events: NewEvent[];
      metadata: EventMetadata;
      /** The version the caller read in this transaction; saves a query. The unique key still guards it. */
      knownVersion?: number;
    },
  ): Promise<AppendResult> {
    const { streamId, streamType, expected, events, metadata } = input;
    const actual =
      input.knownVersion ??
      Number(
        (
          await trx
            .selectFrom('events')
            .select((eb) => eb.fn.max<number | null>('stream_version').as('v'))
            .where('stream_id', '=', streamId)
            .executeTakeFirst()
        )?.v ?? 0,
      );
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 0) ||
      (expected === 'exists' && actual > 0) ||
      expected === actual;
    if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);
    if (events.length === 0) return { events: [], nextVersion: actual, changes: [] };

    let rows: EventRow[];
    try {
      rows = (await trx
        .insertInto('events' as keyof EventStoreTables & string)
        .values(
          events.map((e, i) => ({
            stream_id: streamId,
            stream_type: streamType,
            stream_version: actual + i + 1,
            event_id: crypto.randomUUID(),
            event_type: e.type,
            schema_version: this.upcasters.currentVersion(e.type),
            data: JSON.stringify(e.data),
            metadata: JSON.stringify(metadata),
          })),
        )
        .returningAll()
        .returning(sql<string>`transaction_id::text`.as('transaction_id'))
        .execute()) as EventRow[];
    } catch (e) {
      // A concurrent writer took the same version between our read and our insert.
      if (isUniqueViolation(e, 'events_stream_version_key')) throw new WrongExpectedVersionError(streamId, expected, actual + 1);
      throw e;
    }
    // Runners are woken by the events_notify trigger (migration 0003), delivered at commit.
    const stored = rows.map((r) => this.toStoredEvent(r));
    const changes = await this.project(trx, stored);
    return { events: stored, nextVersion: actual + events.length, changes };
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
