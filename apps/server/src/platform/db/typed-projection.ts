import type { Transaction } from 'kysely';
import type { Change, Projection, StoredEvent } from '@crewing/events';
import type { DB } from './schema.js';

/** A fold of one area's events into its read model, typed: the transaction by the schema, the event by its union. */
export type TypedFold<E extends { type: string }> = Omit<Projection, 'mode' | 'apply' | 'eventTypes'> & {
  /** Event types it folds (checked against the union); all when left out. */
  eventTypes?: readonly E['type'][];
  apply(db: Transaction<DB>, e: E, stored: StoredEvent): Promise<Change[] | void>;
};

function typed<E extends { type: string }>(mode: Projection['mode'], fold: TypedFold<E>): Projection {
  return {
    ...fold,
    mode,
    // The runner hands every projection an untyped transaction and a stored event: typed here, once.
    apply: (trx, stored) =>
      fold.apply(trx as Transaction<DB>, { type: stored.type, data: stored.data } as unknown as E, stored),
  };
}

/**
 * The two kinds of projection (as Emmett's `projections.inline` / `projections.async`): inline ones
 * run in the appending transaction (what a user must read back at once), async ones in the runner.
 */
export const inlineProjection = <E extends { type: string }>(fold: TypedFold<E>) => typed('inline', fold);
export const asyncProjection = <E extends { type: string }>(fold: TypedFold<E>) => typed('async', fold);
