import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: the past imports (Utilities › Import), one row per import stream with its counts and
 * result sheet, and the sequence of import ids.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence import_id_seq`.execute(db);
  await sql`
    create table imports (
      id             integer primary key,
      kind           text not null,
      file_id        uuid not null,
      file_name      text not null,
      status         text not null,
      counts         jsonb,
      result_file_id uuid,
      started_by_id  integer,
      started_by     text not null,
      started_at     timestamptz not null,
      finished_at    timestamptz
    )`.execute(db);
  await sql`create index imports_started_at_idx on imports (started_at desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table imports`.execute(db);
  await sql`drop sequence import_id_seq`.execute(db);
}
