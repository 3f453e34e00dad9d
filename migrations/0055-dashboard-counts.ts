import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, dashboards from counts kept by a projection (dashboard/counts.ts): one row per counted
 * crew with what the dashboard groups him by (`dashboard_crews`), and the number of crews per group
 * (`dashboard_counts`), so a dashboard reads a few hundred group rows whatever the agency's size.
 * The async projection fills both from the start of the log on its first run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_crews (
      crew_id     integer primary key,
      k           text not null,
      fleet_id    integer,
      rank_id     integer not null,
      vessel_id   integer,
      grp         text,
      vaccine     text not null,
      avail_month text
    )`.execute(db);
  await sql`
    create table dashboard_counts (
      k           text primary key,
      fleet_id    integer,
      rank_id     integer not null,
      vessel_id   integer,
      grp         text,
      vaccine     text not null,
      avail_month text,
      n           integer not null
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dashboard_counts, dashboard_crews`.execute(db);
}
