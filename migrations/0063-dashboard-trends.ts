import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the top-management dashboard's 12-month trends from a read model (dashboard/trends.ts)
 * instead of a year of contracts read per request. `dashboard_trend_contracts` holds each contract as
 * the trends count it (his embark and disembark dates, whether he had signed on with us before), so a
 * crew's events move only his rows; `dashboard_trends` counts them by embark date, the month of the
 * disembark date (infinity while onboard) and returning: as many rows as the calendar has, not the crews.
 * The async projection fills both from the start of the log on its first run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_trend_contracts (
      crew_id        integer not null,
      embark_date    date not null,
      disembark_date date,
      returner      boolean not null
    )`.execute(db);
  await sql`create index dashboard_trend_contracts_crew_idx on dashboard_trend_contracts (crew_id)`.execute(db);
  await sql`create index dashboard_trend_contracts_off_idx on dashboard_trend_contracts (disembark_date)`.execute(db);
  await sql`
    create table dashboard_trends (
      embark_date date not null,
      off_month   date not null,
      returner   boolean not null,
      n           integer not null,
      primary key (embark_date, off_month, returner)
    )`.execute(db);
  await sql`create index dashboard_trends_off_idx on dashboard_trends (off_month)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dashboard_trends`.execute(db);
  await sql`drop table dashboard_trend_contracts`.execute(db);
}
