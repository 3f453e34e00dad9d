import { sql, type Kysely } from 'kysely';

const MASTER = ['key_items', 'fleets', 'vessels', 'ranks', 'ports', 'inns', 'laboratories', 'contract_reasons'];

/**
 * Issue 10, vessels and master data: every master table keeps the fields it has no column for in
 * `details` (a vessel's 000 §3 fields, a principal's address...) and a `deleted` mark (a deleted
 * entry leaves its settings list and the key lists, but old records still show its name); the
 * vessel's image; the vessel records (documents, flags, ECDIS, visitation, rank salaries) as the
 * crew records are kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const t of MASTER) {
    await sql`alter table ${sql.table(t)} add column details jsonb not null default '{}'::jsonb, add column deleted boolean not null default false`.execute(db);
  }
  await sql`alter table vessels add column image_file_id uuid`.execute(db);
  await sql`create sequence vessel_record_id_seq`.execute(db);
  await sql`
    create table vessel_records (
      id          integer primary key,
      vessel_id   integer not null,
      family      text not null,
      fields      jsonb not null,
      version     integer not null,
      created_at  timestamptz not null,
      created_by  text not null,
      updated_at  timestamptz not null,
      updated_by  text not null
    )`.execute(db);
  await sql`create index vessel_records_vessel_family_idx on vessel_records (vessel_id, family)`.execute(db);
  await sql`
    create table vessel_record_files (
      file_id    uuid not null,
      record_id  integer not null,
      vessel_id  integer not null,
      family     text not null,
      primary key (file_id, record_id)
    )`.execute(db);
  await sql`create index vessel_record_files_record_idx on vessel_record_files (record_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table vessel_record_files, vessel_records`.execute(db);
  await sql`drop sequence vessel_record_id_seq`.execute(db);
  await sql`alter table vessels drop column image_file_id`.execute(db);
  for (const t of MASTER) await sql`alter table ${sql.table(t)} drop column details, drop column deleted`.execute(db);
}
