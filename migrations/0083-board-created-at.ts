import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 (s48): when each crew change was created (the recording time of its first event), so the board at a
 * past date skips the crew changes made after that moment instead of reading their streams to find nothing: at
 * 50,000 crews, the busiest fleet's board halfway through its history had 9,000 of them. Written by the board's
 * fold on a row's first event and never updated; filled here from each stream's first event.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table crew_change_board add column created_at timestamptz`.execute(db);
  await sql`update crew_change_board b set created_at = e.recorded_at from events e
    where e.stream_id = 'crew-change-' || b.id and e.stream_version = 1`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table crew_change_board drop column created_at`.execute(db);
}
