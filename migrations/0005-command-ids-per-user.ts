import { sql, type Kysely } from 'kysely';

/**
 * Command ids are the user's, not the world's (security review): the key becomes
 * (user_id, command_id) and each row keeps the fingerprint of the request it came from, so the
 * same id with another request is refused instead of answered with someone else's result.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // 0: no user (seed, CLI). The default also keeps an older server's inserts working during a deploy.
  await sql`alter table processed_commands
              add column user_id integer not null default 0,
              add column request_hash text`.execute(db);
  // Existing rows take the user from the events their command appended (same stream, same
  // command id; indexed by stream). A command that appended nothing stays 0. No fingerprint:
  // old rows match any retry, as before.
  await sql`
    update processed_commands p
       set user_id = coalesce((e.metadata ->> 'userId')::integer, 0)
      from events e
     where e.stream_id = p.stream_id
       and e.metadata ->> 'commandId' = p.command_id`.execute(db);
  // Same constraint name: a server still on the old code retries on processed_commands_pkey.
  await sql`alter table processed_commands
              drop constraint processed_commands_pkey,
              add constraint processed_commands_pkey primary key (user_id, command_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // One row per command id again: the earliest one keeps it.
  await sql`
    delete from processed_commands a
     using processed_commands b
     where a.command_id = b.command_id
       and (a.recorded_at, a.user_id) > (b.recorded_at, b.user_id)`.execute(db);
  await sql`alter table processed_commands
              drop constraint processed_commands_pkey,
              add constraint processed_commands_pkey primary key (command_id),
              drop column request_hash,
              drop column user_id`.execute(db);
}
