import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: the contract durations planners set (one row per contract: crew, vessel, embark
 * date) and the office queue's tickets (one row per day and number).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table planned_contracts (
      crew_id     integer not null,
      vessel_id   integer not null,
      embark_date date not null,
      months      integer not null,
      set_by      text not null,
      set_at      timestamptz not null,
      primary key (crew_id, vessel_id, embark_date)
    )`.execute(db);
  await sql`
    create table queue_tickets (
      day         date not null,
      ticket_no   integer not null,
      crew_id     integer not null,
      purpose     text not null,
      status      text not null,
      counter     text,
      called_by   text,
      issued_at   timestamptz not null,
      called_at   timestamptz,
      finished_at timestamptz,
      primary key (day, ticket_no)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table queue_tickets`.execute(db);
  await sql`drop table planned_contracts`.execute(db);
}
