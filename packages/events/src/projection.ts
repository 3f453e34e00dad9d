import type { AnyTrx } from './db-types.js';
import type { StoredEvent } from './types.js';

/** What a projection tells the outside world it changed (socket.io rooms, caches). */
export interface Change {
  topic: string;
  payload?: unknown;
}

/**
 * A fold of events into read-model tables. Inline projections run in the appending
 * transaction (what a user must read back at once); async ones run in the runner, with their
 * checkpoint written in the same transaction as their read-model changes.
 */
export interface Projection {
  name: string;
  mode: 'inline' | 'async';
  /** Event types it folds; all when left out. */
  eventTypes?: readonly string[];
  /** Read-model tables it owns: emptied before a rebuild. */
  tables: readonly string[];
  apply(trx: AnyTrx, event: StoredEvent): Promise<Change[] | void>;
  /** Optional: folds many events at once (replay and runner batches); must equal applying each in order. */
  applyBatch?(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[] | void>;
}

/** Folds events in order, in one statement where the projection knows how. */
export async function applyAll(projection: Projection, trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  if (events.length === 0) return [];
  if (projection.applyBatch) return (await projection.applyBatch(trx, events)) ?? [];
  const changes: Change[] = [];
  for (const e of events) {
    const c = await projection.apply(trx, e);
    if (c) changes.push(...c);
  }
  return changes;
}
