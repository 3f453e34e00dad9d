import { sql, type Kysely } from 'kysely';

/**
 * Issue 14, the staff database. Staff and users are one entity (000 §3 User / staff): the staff's
 * personal fields, agency numbers and image are columns of the users read model, and the staff
 * record families (education, languages, contacts, documents, work experience, cash advance) are
 * the record pattern's read model on the user's stream, with the files they carry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users
      add column birthplace text,
      add column male smallint,
      add column civil_status_id integer,
      add column religion_id integer,
      add column height numeric,
      add column weight numeric,
      add column address text,
      add column date_hired date,
      add column date_end date,
      add column image_file_id uuid,
      add column sss_no text,
      add column tin_no text,
      add column philhealth_no text,
      add column pagibig_no text`.execute(db);
  // The Staff DB list (000 §2): filtered by status and department, ordered by name, 100 a page.
  await sql`create index users_staff_list_idx on users (status, last_name, first_name, id)`.execute(db);
  await sql`create index users_department_idx on users (department_id)`.execute(db);
  await sql`create sequence staff_record_id_seq`.execute(db);
  await sql`
    create table staff_records (
      id          integer primary key,
      user_id     integer not null,
      family      text not null,
      fields      jsonb not null,
      version     integer not null,
      created_at  timestamptz not null,
      created_by  text not null,
      updated_at  timestamptz not null,
      updated_by  text not null
    )`.execute(db);
  await sql`create index staff_records_user_family_idx on staff_records (user_id, family)`.execute(db);
  await sql`
    create table staff_record_files (
      file_id    uuid not null,
      record_id  integer not null,
      user_id    integer not null,
      family     text not null,
      primary key (file_id, record_id)
    )`.execute(db);
  await sql`create index staff_record_files_record_idx on staff_record_files (record_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table staff_record_files, staff_records`.execute(db);
  await sql`drop sequence staff_record_id_seq`.execute(db);
  await sql`drop index users_staff_list_idx, users_department_idx`.execute(db);
  await sql`
    alter table users
      drop column birthplace, drop column male, drop column civil_status_id, drop column religion_id,
      drop column height, drop column weight, drop column address, drop column date_hired, drop column date_end,
      drop column image_file_id, drop column sss_no, drop column tin_no, drop column philhealth_no,
      drop column pagibig_no`.execute(db);
}
