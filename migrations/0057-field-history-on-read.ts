import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, speed: a stream's field history is folded from its events when a history screen reads
 * it (apps/server/src/audit/queries.ts fieldHistory), so the copy of every changed field is no
 * longer written: `field_history` (one row per changed field, who and from where copied on each,
 * more rows than events: the bulk of a replay and a statement of every board edit) and
 * `field_counts` (per-field counts nobody read since the board keeps its own, 62fb595) are dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table field_history, field_counts`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The tables as 0002 made them, empty: their projection no longer exists to fill them.
  await sql`
    create table field_history (
      global_position bigint not null,
      stream_id   text not null,
      field       text not null,
      old_value   jsonb,
      new_value   jsonb,
      user_id     integer,
      user_name   text not null,
      device      text not null,
      browser     text not null,
      os          text not null,
      ip          text not null,
      recorded_at timestamptz not null,
      primary key (stream_id, field, global_position)
    )`.execute(db);
  await sql`
    create table field_counts (
      stream_id     text not null,
      field         text not null,
      history_count integer not null default 0,
      primary key (stream_id, field)
    )`.execute(db);
}
