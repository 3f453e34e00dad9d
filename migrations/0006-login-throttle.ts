import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttle counters, one row per (scope, subject): scope 'ip' holds the per-address
 * ceiling, scope 'user-ip' the growing delay of one username from one address. A row is locked
 * while an attempt is counted, so concurrent attempts cannot all pass the check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_throttle (
      scope           text not null check (scope in ('ip', 'user-ip')),
      subject         text not null,
      attempts        integer not null default 0,
      window_start    timestamptz not null,
      blocked_until   timestamptz,
      last_attempt_at timestamptz not null,
      primary key (scope, subject)
    )`.execute(db);
  await sql`create index login_throttle_last_attempt_idx on login_throttle (last_attempt_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_throttle`.execute(db);
}
