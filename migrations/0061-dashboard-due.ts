import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the dashboard's crew change summary from a read model (dashboard/due.ts): one row per
 * crew onboard with what his due date is made of (embark date, planned months, his contract's end)
 * and whether an open crew change of his vessel names his reliever, so the summary is one grouped
 * query over these rows instead of building the vessel plan of every fleet per request.
 * The async projection fills it from the start of the log on its first run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dashboard_due (
      crew_id         integer primary key,
      vessel_id       integer not null,
      embark_date     text not null,
      months          integer,
      contract_end    text,
      crew_change_ids integer[] not null default '{}',
      has_reliever    boolean not null
    )`.execute(db);
  await sql`create index dashboard_due_vessel_idx on dashboard_due (vessel_id)`.execute(db);
  await sql`create index dashboard_due_crew_changes_idx on dashboard_due using gin (crew_change_ids)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dashboard_due`.execute(db);
}
