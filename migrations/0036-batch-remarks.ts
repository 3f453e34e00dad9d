import { sql, type Kysely } from 'kysely';

/** Issue 16: the remarks of a crew change batch (002 §3 batchRemarks), each with an optional file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table batch_remarks (
      id          uuid primary key,
      batch_id    integer not null,
      vessel_id   integer not null,
      remark      text not null,
      file_id     uuid,
      author_id   integer,
      author_name text not null,
      created_at  timestamptz not null,
      updated_at  timestamptz not null,
      deleted_at  timestamptz
    )`.execute(db);
  await sql`create index batch_remarks_batch_idx on batch_remarks (batch_id, created_at)`.execute(db);
  await sql`create index batch_remarks_file_idx on batch_remarks (file_id) where file_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table batch_remarks`.execute(db);
}
