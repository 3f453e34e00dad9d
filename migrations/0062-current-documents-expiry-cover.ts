import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §3, the Expiring documents list and the daily expiry job: the partial index on the current
 * documents' expiry date carries the crew and the family, so the list's total (every match of a
 * window, joined to the active crews) and its page are read from the index alone, not the table's rows.
 * It replaces 0056's `current_documents_expiry_idx` (same key, same condition).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index current_documents_expiry_cover_idx on current_documents (expiry_date, record_id)
    include (crew_id, family) where expiry_date is not null`.execute(db);
  await sql`drop index current_documents_expiry_idx`.execute(db);
  await sql`analyze current_documents`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index current_documents_expiry_idx on current_documents (expiry_date, record_id)
    where expiry_date is not null`.execute(db);
  await sql`drop index current_documents_expiry_cover_idx`.execute(db);
}
