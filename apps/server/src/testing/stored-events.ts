import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import type { DB } from '../platform/db/schema.js';

/**
 * Stored events as the store hands them to a fold (each stream's versions from 1, positions in order), for the specs
 * that fold a made-up stream by hand and compare two folds of it. `recordedAt` one second after the previous event.
 */
export function storedEvents(start = new Date('2026-11-28T00:00:00Z')) {
  const versions = new Map<string, number>();
  let position = 0n;
  return (streamId: string, type: string, data: Record<string, unknown>): StoredEvent => {
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    position++;
    return {
      globalPosition: position,
      transactionId: position,
      streamId,
      streamType: streamId.split('-')[0]!,
      streamVersion,
      eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type,
      schemaVersion: 1,
      data,
      metadata: {
        userId: 1,
        userName: 'TEST',
        device: 'TEST',
        browser: 'TEST',
        os: 'TEST',
        ip: '127.0.0.1',
        commandId: 'x',
        correlationId: 'x',
        causationId: null,
      },
      recordedAt: new Date(start.getTime() + Number(position) * 1000),
    };
  };
}

/** A fold of a batch of stored events, as a projection's `applyBatch` (or a reference copy of an older fold). */
export type Fold = (trx: AnyTrx, batch: readonly StoredEvent[]) => Promise<Change[]>;

/**
 * What folding `events` `n` at a time leaves in `table` (its rows by `orderBy`) and the changes the fold said: the
 * table emptied before and after, in one transaction, so each fold of a spec starts from nothing and leaves nothing.
 */
export function foldedInBatches(
  db: Kysely<DB>,
  table: string,
  orderBy: string,
  events: readonly StoredEvent[],
  n: number,
  fold: Fold,
) {
  return db.transaction().execute(async (trx) => {
    await sql`delete from ${sql.table(table)}`.execute(trx);
    const changes: Change[] = [];
    for (let i = 0; i < events.length; i += n) changes.push(...(await fold(trx, events.slice(i, i + n))));
    const rows = await sql`select * from ${sql.table(table)} order by ${sql.raw(orderBy)}`.execute(trx);
    await sql`delete from ${sql.table(table)}`.execute(trx);
    return { rows: rows.rows, changes };
  });
}

/**
 * The projection's own folds, `apply` an event at a time and `applyBatch` in batches of every size, leave the rows
 * and say the changes of `expected` (what the statement-an-event fold it replaced did), each from an empty table.
 */
export async function expectFoldsLike(
  after: (n: number, fold: Fold) => ReturnType<typeof foldedInBatches>,
  projection: Projection,
  expected: Awaited<ReturnType<typeof foldedInBatches>>,
) {
  expect(await after(1, async (trx, batch) => (await projection.apply(trx, batch[0]!)) ?? [])).toEqual(expected);
  for (const n of [1, 2, 3, 4, 5, 7, 11, 1000])
    expect(await after(n, async (trx, events) => (await projection.applyBatch!(trx, events)) ?? [])).toEqual(expected);
}
