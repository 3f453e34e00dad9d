import { sql, type Kysely } from 'kysely';

/**
 * Issue 9, crew documents and compliance: the document master list (with the embark grid's code
 * and the screen's category), the rank and flag document matrices, the expiry alerts the daily
 * job fired and the users' notifications, an index for expiry searches over the crew records,
 * and covid vaccine rows that come from crew records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Seeded documents keep the legacy's ids (passports 47 and 269, 002 §9); new ones start above them.
  await sql`create sequence document_id_seq start 1000`.execute(db);
  await sql`
    create table documents (
      id          integer primary key,
      version     integer not null,
      active      boolean not null default true,
      name        text not null,
      code        text,
      category    text not null,
      has_expiry  boolean,
      sort_order  integer
    )`.execute(db);
  await sql`create index documents_category_idx on documents (category, name)`.execute(db);
  await sql`
    create table document_requirements (
      owner        text not null,
      owner_id     integer not null,
      document_id  integer not null,
      mandatory    boolean not null,
      primary key (owner, owner_id, document_id)
    )`.execute(db);
  await sql`create index crew_records_expiry_idx on crew_records ((fields->>'expiryDate')) where fields ? 'expiryDate'`.execute(db);
  await sql`
    create table expiry_alerts (
      alert_key    text primary key,
      crew_id      integer not null,
      family       text not null,
      record_id    integer not null,
      document     text not null,
      expiry_date  date not null,
      alert_window text not null,
      contract_end date,
      fired_on     date not null
    )`.execute(db);
  await sql`create index expiry_alerts_crew_idx on expiry_alerts (crew_id)`.execute(db);
  await sql`
    create table notifications (
      id          bigserial primary key,
      user_id     integer not null,
      alert_key   text not null,
      kind        text not null,
      title       text not null,
      body        text not null,
      link        text,
      crew_id     integer,
      created_at  timestamptz not null,
      read_at     timestamptz,
      unique (user_id, alert_key)
    )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc)`.execute(db);
  await sql`alter table covid_vaccines add column record_id integer`.execute(db);
  await sql`create unique index covid_vaccines_record_idx on covid_vaccines (record_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index covid_vaccines_record_idx`.execute(db);
  await sql`alter table covid_vaccines drop column record_id`.execute(db);
  await sql`drop index crew_records_expiry_idx`.execute(db);
  await sql`drop table notifications, expiry_alerts, document_requirements, documents`.execute(db);
  await sql`drop sequence document_id_seq`.execute(db);
}
