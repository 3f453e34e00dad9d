import { sql, type Kysely } from 'kysely';

/**
 * Issue 28 §4: an import's undo. The events an import wrote are found by their metadata's importId
 * (a partial index: only imported events carry it), and the past imports say when and by whom one
 * was undone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index events_import_id_idx on events (((metadata->>'importId')::int), stream_id, stream_version)
    where metadata ? 'importId'`.execute(db);
  await sql`alter table imports add column undone_by text, add column undone_at timestamptz`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table imports drop column undone_by, drop column undone_at`.execute(db);
  await sql`drop index events_import_id_idx`.execute(db);
}
