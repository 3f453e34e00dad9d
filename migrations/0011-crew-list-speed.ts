import { sql, type Kysely } from 'kysely';

/**
 * Issue 8, the crew master list at 50,000 crews (npm run bench:crew): the list counts its matches
 * on every page, and the count of the ~47,000 active crews read the whole table. This narrow
 * index answers that count, and those of the rank and onboard/standby/vessel filters, by an
 * index-only scan. No INCLUDE column: it would turn off btree deduplication, which keeps the index
 * small (few distinct keys). The page itself stays on crews_list_order_idx (0008).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index crews_list_filter_idx on crews (status, rank_id, onboard_vessel_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index crews_list_filter_idx`.execute(db);
}
