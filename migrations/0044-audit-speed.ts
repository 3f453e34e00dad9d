import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, speed of the audit screen (the history log reads the events in place, 0041):
 * - `events_recorded_idx`: the date range filter (calendar days in the agency's time zone are a
 *   range of `recorded_at`), so a day of a long log is read through its own rows, not by walking
 *   the log backwards from the newest event.
 * - `events_ip_idx`: the IP filter matches the start of the address (`10.1.2` finds 10.1.2.3), a
 *   range of this index however rare the address is.
 * - `audit_log`, the copy of every event the history log read before, is no longer written (its
 *   projection went with 0041's in-place reads): dropped.
 * Device and browser keep their contains-match without an index: a handful of values each, so
 * the newest matching rows are found near the head of the log (bench/results, audit lines).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index events_recorded_idx on events (recorded_at)`.execute(db);
  await sql`create index events_ip_idx on events (lower(metadata ->> 'ip') text_pattern_ops)`.execute(db);
  await sql`drop table audit_log`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The table as 0002 and 0010 left it, empty: its projection no longer exists to fill it.
  await sql`
    create table audit_log (
      global_position bigint primary key,
      stream_id   text not null,
      stream_type text not null,
      event_type  text not null,
      user_id     integer,
      user_name   text not null,
      device      text not null,
      browser     text not null,
      os          text not null,
      ip          text not null,
      summary     text not null,
      recorded_at timestamptz not null,
      crew_id     integer,
      record_type text not null default ''
    )`.execute(db);
  await sql`create index audit_log_stream_idx on audit_log (stream_id, global_position)`.execute(db);
  await sql`create index audit_log_user_idx on audit_log (user_id, global_position)`.execute(db);
  await sql`create index audit_log_crew_idx on audit_log (crew_id, global_position desc)`.execute(db);
  await sql`create index audit_log_record_type_idx on audit_log (record_type, global_position desc)`.execute(db);
  await sql`drop index events_recorded_idx, events_ip_idx`.execute(db);
}
