import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 §2: what seafarers send from the portal (renewed documents, 201 corrections), one row per
 * request, the read model of the `seafarer-request-{id}` streams: DSS's review queue and his own list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence portal_request_id_seq`.execute(db);
  await sql`
    create table portal_requests (
      id             integer primary key,
      crew_id        integer not null,
      account_id     integer not null,
      kind           text not null,
      status         text not null,
      family         text,
      record_id      integer,
      document_name  text,
      field          text,
      label          text not null,
      value          jsonb not null,
      file_id        uuid,
      file_name      text,
      submitted_at   timestamptz not null,
      decided_at     timestamptz,
      decided_by     text,
      reason         text,
      version        integer not null,
      updated_at     timestamptz not null
    )`.execute(db);
  await sql`create index portal_requests_status on portal_requests (status, submitted_at)`.execute(db);
  await sql`create index portal_requests_crew on portal_requests (crew_id, id desc)`.execute(db);
  await sql`create index portal_requests_file on portal_requests (file_id) where file_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table portal_requests`.execute(db);
  await sql`drop sequence portal_request_id_seq`.execute(db);
}
