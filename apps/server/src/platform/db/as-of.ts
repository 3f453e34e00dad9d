import { sql, type Transaction } from 'kysely';
import { applyAll, type EventRow, type EventStore, type Projection, type StoredEvent } from '@crewing/events';
import type { DB } from './schema.js';

/*
 * Read models as they stood at a moment (the board at a past date, a 201 file "as of"): in one
 * transaction, temporary tables named like the read models shadow them (PostgreSQL looks in the
 * session's temporary schema first), the read models' own projections fold the events recorded up
 * to then into them, and the screens' own queries read them. Nothing is written outside the
 * transaction, and the folded view cannot drift from the live one.
 */

/**
 * The events of these streams recorded up to `asOf` (and, when given, at or before the event at
 * `throughPosition`), stream by stream in version order: one index range per stream
 * (events_stream_version_key), never a scan of the whole store. `metadata`: keep who wrote each
 * event (a read model that stores it needs it); the board's fold does not.
 */
export async function streamEventsUpTo(
  trx: Transaction<DB>,
  store: EventStore,
  streamIds: readonly string[],
  asOf: Date,
  o: { metadata?: boolean; throughPosition?: bigint } = {},
): Promise<StoredEvent[]> {
  if (streamIds.length === 0) return [];
  const metadata = o.metadata ? sql`e.metadata` : sql`'{}'::jsonb`;
  const through = o.throughPosition === undefined ? sql`` : sql`and global_position <= ${o.throughPosition.toString()}`;
  const { rows } = await sql<EventRow>`
    select e.global_position, e.stream_id, e.stream_type, e.stream_version, e.event_id, e.event_type, e.schema_version,
           e.data, e.recorded_at, e.transaction_id::text as transaction_id, ${metadata} as metadata
    from unnest(${sql.val(streamIds)}::text[]) with ordinality as s(id, n)
    cross join lateral (
      select * from events where stream_id = s.id and recorded_at <= ${asOf} ${through} order by stream_version
    ) e
    order by s.n, e.stream_version`.execute(trx);
  return rows.map((r) => store.toStoredEvent(r));
}

/** Empty temporary copies of these read models for the rest of the transaction (dropped at its commit). */
export async function shadowReadModels(trx: Transaction<DB>, tables: readonly string[]): Promise<void> {
  for (const t of tables)
    await sql`create temporary table ${sql.id(t)} (like ${sql.id('public', t)} including all) on commit drop`.execute(
      trx,
    );
}

/** Folds the events through each projection, in order, each given only the event types it folds. */
export async function foldInto(
  trx: Transaction<DB>,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
): Promise<void> {
  for (const p of projections)
    await applyAll(
      p,
      trx,
      events.filter((e) => !p.eventTypes || p.eventTypes.includes(e.type)),
    );
}
