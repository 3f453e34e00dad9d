import { sql } from 'kysely';
import { applyAll, type Projection } from './projection.js';
import { readCommittedAfter, saveCheckpoint, type Checkpoint } from './runner.js';
import type { EventStore } from './store.js';

export interface RebuildStats {
  projection: string;
  events: number;
  ms: number;
}

/**
 * Rebuilds a projection from the first event in one transaction: readers keep seeing the old
 * read model until the new one commits, and TRUNCATE's lock holds inline appliers back until
 * then, so events appended meanwhile are folded after, on top of the rebuilt tables.
 */
export async function rebuildProjection(store: EventStore, projection: Projection, batchSize = 2000): Promise<RebuildStats> {
  const started = performance.now();
  let total = 0;
  await store.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'projection:' + projection.name}))`.execute(trx);
    if (projection.tables.length > 0) {
      // restart identity: a serial id of a read model (notifications) comes out as it did the first time.
      await sql`truncate ${sql.join(projection.tables.map((t) => sql.table(t)))} restart identity`.execute(trx);
    }
    let cp: Checkpoint = { transactionId: '0', position: '0' };
    for (;;) {
      // Inline appliers are held back by TRUNCATE's lock until this commits, so an inline
      // projection reads every committed event; an async one stops at the horizon and the
      // runner folds the rest from the checkpoint.
      const events = await readCommittedAfter(store, trx, cp, {
        limit: batchSize,
        eventTypes: projection.eventTypes,
        horizon: projection.mode === 'async',
      });
      if (events.length === 0) break;
      await applyAll(projection, trx, events);
      total += events.length;
      const last = events[events.length - 1]!;
      cp = { transactionId: last.transactionId.toString(), position: last.globalPosition.toString() };
    }
    if (projection.mode === 'async') await saveCheckpoint(trx, projection.name, cp);
  });
  return { projection: projection.name, events: total, ms: performance.now() - started };
}
