import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table events (
      global_position bigint generated always as identity primary key,
      stream_id       text        not null,
      stream_type     text        not null,
      stream_version  integer     not null,
      event_id        uuid        not null,
      event_type      text        not null,
      schema_version  integer     not null default 1,
      data            jsonb       not null,
      metadata        jsonb       not null,
      recorded_at     timestamptz not null default now(),
      transaction_id  xid8        not null default pg_current_xact_id(),
      constraint events_stream_version_key unique (stream_id, stream_version),
      constraint events_event_id_key unique (event_id)
    )`.execute(db);
  await sql`create index events_tx_position_idx on events (transaction_id, global_position)`.execute(db);
  await sql`create index events_type_idx on events (event_type, transaction_id, global_position)`.execute(db);
  // The database itself refuses to change history, whatever the code does.
  await sql`
    create function events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only: % refused', tg_op using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger events_no_update_delete before update or delete on events
            for each row execute function events_append_only()`.execute(db);
  await sql`create trigger events_no_truncate before truncate on events
            for each statement execute function events_append_only()`.execute(db);

  await sql`
    create table processed_commands (
      command_id  text primary key,
      stream_id   text not null,
      result      jsonb,
      recorded_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table projection_checkpoints (
      projection      text primary key,
      transaction_id  xid8   not null,
      global_position bigint not null,
      updated_at      timestamptz not null default now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table projection_checkpoints, processed_commands, events`.execute(db);
  await sql`drop function events_append_only`.execute(db);
}
