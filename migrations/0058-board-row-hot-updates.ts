import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, appends: a board edit updates its crew change's board row, a row of a kilobyte or more
 * (the crew change's state as jsonb). With pages filled to the brim the new version never fits
 * beside the old one, so every edit wrote a fresh entry into each of the table's three indexes
 * (none of them covers a column an edit changes): 0 of 300 edits were HOT updates
 * (scripts/bench/append-rows.ts). Pages filled to half leave room for the new version on the same
 * page: a HOT update, no index entry. Pages written from now on (and a rebuilt board: `npm run
 * replay crew-change-board`, whose shadow table takes the live table's storage parameters) get
 * the room; pages already full get it as their rows move.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table crew_change_board set (fillfactor = 50)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table crew_change_board reset (fillfactor)`.execute(db);
}
