import { sql, type Kysely } from 'kysely';

/**
 * Wakes projection runners from the database itself, once per appending statement, instead of a
 * pg_notify round trip from the code. Notifications are delivered at commit, never before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function events_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('crewing_events', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger events_notify after insert on events for each statement execute function events_notify()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger events_notify on events`.execute(db);
  await sql`drop function events_notify`.execute(db);
}
