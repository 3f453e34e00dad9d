import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * Issue 27's tamper tests: what a database owner could do to the log. The append-only trigger off,
 * one statement, the trigger on again.
 */
export async function asOwner(db: Kysely<DB>, statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table events disable trigger events_no_update_delete`.execute(trx);
    await statement.execute(trx);
    await sql`alter table events enable trigger events_no_update_delete`.execute(trx);
  });
}

/** A stream's events in order, as stored: position, version and data. */
export async function streamEvents(db: Kysely<DB>, streamId: string) {
  const { rows } = await sql<{ position: string; version: number; data: unknown }>`
    select global_position::text as position, stream_version as version, data from events
     where stream_id = ${streamId} order by stream_version`.execute(db);
  return rows;
}
