import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * A stream's history moved back in time, for tests of what stood on an earlier day (the 201 file
 * "as of", issue 27): every event the stream holds now gets its recorded time `days` earlier, as
 * a database owner could with the append-only trigger off. Events appended after it are today's.
 * The hash chain of that stream no longer verifies: use it only where the chain is not checked.
 */
export async function backdateStream(db: Kysely<DB>, streamId: string, days: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table events disable trigger events_no_update_delete`.execute(trx);
    await sql`update events set recorded_at = recorded_at - make_interval(days => ${days})
               where stream_id = ${streamId}`.execute(trx);
    await sql`alter table events enable trigger events_no_update_delete`.execute(trx);
  });
}
