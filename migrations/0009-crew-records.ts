import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, the crew 201 file's records: one read model for every record family kept on the crew's
 * stream (family, addresses, incidents, P&I...), the files those records carry (for download
 * rights), the simple key lists the families pick from (relationship, address type, school...),
 * and the crew's personal information and image.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence crew_record_id_seq`.execute(db);
  await sql`create sequence key_item_id_seq`.execute(db);
  await sql`
    create table crew_records (
      id          integer primary key,
      crew_id     integer not null,
      family      text not null,
      fields      jsonb not null,
      -- The crew stream's version at the record's last change: an edit starts from it.
      version     integer not null,
      created_at  timestamptz not null,
      created_by  text not null,
      updated_at  timestamptz not null,
      updated_by  text not null
    )`.execute(db);
  await sql`create index crew_records_crew_family_idx on crew_records (crew_id, family)`.execute(db);
  await sql`create index crew_records_family_idx on crew_records (family)`.execute(db);
  await sql`
    create table crew_record_files (
      file_id    uuid not null,
      record_id  integer not null,
      crew_id    integer not null,
      family     text not null,
      primary key (file_id, record_id)
    )`.execute(db);
  await sql`create index crew_record_files_record_idx on crew_record_files (record_id)`.execute(db);
  await sql`
    create table key_items (
      id       integer primary key,
      kind     text not null,
      version  integer not null,
      active   boolean not null default true,
      name     text not null,
      code     text
    )`.execute(db);
  await sql`create index key_items_kind_idx on key_items (kind, name)`.execute(db);
  await sql`
    alter table crews
      add column birthplace text,
      add column male smallint,
      add column civil_status_id integer,
      add column religion_id integer,
      add column nationality_id integer,
      add column height numeric,
      add column weight numeric,
      add column blood_type text,
      add column drivers_license text,
      add column tel_no text,
      add column recommended_by text,
      add column utility smallint,
      add column availability_date date,
      add column activity_remarks text,
      add column photo_file_id uuid`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table crews
      drop column birthplace, drop column male, drop column civil_status_id, drop column religion_id,
      drop column nationality_id, drop column height, drop column weight, drop column blood_type,
      drop column drivers_license, drop column tel_no, drop column recommended_by, drop column utility,
      drop column availability_date, drop column activity_remarks, drop column photo_file_id`.execute(db);
  await sql`drop table key_items, crew_record_files, crew_records`.execute(db);
  await sql`drop sequence key_item_id_seq, crew_record_id_seq`.execute(db);
}
