import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, the history log's device and browser filters: each is a handful of values (TABLET,
 * DESKTOP; CHROME, SAFARI ...) spread over the whole log. Without an index a filtered first page
 * and its count walked the log from its newest event reading each one's metadata (p95 ~60 ms at
 * 100k events, bench/results). With one index per field, ordered by position, the query finds the
 * values the typed text matches (a loose scan of the index: one probe per distinct value) and
 * reads each value's newest events from the index (audit/queries.ts listAuditLog).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index events_device_idx on events (lower(metadata ->> 'device'), global_position)`.execute(db);
  await sql`create index events_browser_idx on events (lower(metadata ->> 'browser'), global_position)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index events_device_idx, events_browser_idx`.execute(db);
}
