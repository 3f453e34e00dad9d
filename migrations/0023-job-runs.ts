import { sql, type Kysely } from 'kysely';

/**
 * Issue 12, the report pipeline: one row per file a user asked a job for ('My reports'), its state
 * and progress, the stored file it produced, and the dedupe key (user, job, payload) that makes the
 * same request sent twice while the first runs one job: unique among the runs not finished yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table job_runs (
      id            text primary key,
      name          text not null,
      title         text not null,
      requested_by  integer not null,
      dedupe_key    text not null,
      payload       jsonb not null,
      state         text not null default 'waiting',
      progress      integer not null default 0,
      attempts      integer not null default 0,
      error         text,
      file_id       uuid,
      file_name     text,
      created_at    timestamptz not null default now(),
      started_at    timestamptz,
      finished_at   timestamptz
    )`.execute(db);
  await sql`create unique index job_runs_running_idx on job_runs (dedupe_key) where state in ('waiting', 'active')`.execute(db);
  await sql`create index job_runs_user_idx on job_runs (requested_by, created_at desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table job_runs`.execute(db);
}
