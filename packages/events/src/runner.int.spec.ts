import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { asyncProjection, createTestStore, META } from './testing/test-store.js';
import { readCommittedAfter, ProjectionRunner, type Checkpoint } from './runner.js';
import { EVENTS_CHANNEL } from './store.js';

let t: Awaited<ReturnType<typeof createTestStore>>;
beforeAll(async () => {
  t = await createTestStore({ poolSize: 30 });
  await sql`create table seen (global_position bigint primary key, stream_id text not null)`.execute(t.db);
});
afterAll(() => t.dispose());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Appends in its own transaction and keeps it open for `holdMs` before committing. */
async function slowAppend(streamId: string, holdMs: number, n = 1) {
  await t.db.transaction().execute(async (trx) => {
    await t.store.append(trx, {
      streamId,
      streamType: 'late',
      expected: 'any',
      events: Array.from({ length: n }, (_, i) => ({ type: 'Tick', data: { i } })),
      metadata: { ...META, commandId: crypto.randomUUID() },
    });
    if (holdMs > 0) await sleep(holdMs);
  });
}

describe('catch-up reading in global order', () => {
  it('a naive position-ordered reader skips an event whose transaction commits late; the transaction-id reader does not', async () => {
    const slow = slowAppend('late-a', 300); // takes a lower position, commits last
    await sleep(50);
    await slowAppend('late-b', 0); // higher position, commits first
    const naive = await sql<{
      p: string;
    }>`select global_position::text as p from events where stream_type = 'late'`.execute(t.db);
    const naiveCheckpoint = Math.max(...naive.rows.map((r) => Number(r.p)));
    const safe = await readCommittedAfter(
      t.store,
      t.db,
      { transactionId: '0', position: '0' },
      { limit: 100, eventTypes: ['Tick'] },
    );
    await slow;
    const all = await sql<{
      p: string;
    }>`select global_position::text as p from events where stream_type = 'late'`.execute(t.db);
    const lateOne = Math.min(...all.rows.map((r) => Number(r.p)));
    // The naive reader had moved its checkpoint past the late event: it would never read it.
    expect(lateOne).toBeLessThan(naiveCheckpoint);
    // The safe reader held back while the older transaction was open...
    expect(safe).toHaveLength(0);
    // ...and sees both once it committed (another test file's transaction in another database
    // does not hold the horizon; one in this database would).
    await expect
      .poll(
        async () =>
          (
            await readCommittedAfter(
              t.store,
              t.db,
              { transactionId: '0', position: '0' },
              { limit: 100, eventTypes: ['Tick'] },
            )
          )
            .map((e) => Number(e.globalPosition))
            .sort(),
        { timeout: 60_000, interval: 20 },
      )
      .toEqual(all.rows.map((r) => Number(r.p)).sort());
  });

  it('many concurrent writers, some holding their transaction open: the reader sees every event exactly once', async () => {
    const seen: bigint[] = [];
    const expected = 12 * 15 * 2;
    let checkpoint: Checkpoint = { transactionId: '0', position: '0' };
    let writing = true;
    const reader = (async () => {
      for (;;) {
        const batch = await readCommittedAfter(t.store, t.db, checkpoint, { limit: 50, eventTypes: ['Burst'] });
        for (const e of batch) seen.push(e.globalPosition);
        const last = batch[batch.length - 1];
        if (last)
          checkpoint = { transactionId: last.transactionId.toString(), position: last.globalPosition.toString() };
        if (batch.length === 0) {
          // Done when the writers are and the reader has everything.
          if (!writing && seen.length >= expected) return;
          await sleep(2);
        }
      }
    })();
    const writers = Array.from({ length: 12 }, async (_, w) => {
      for (let k = 0; k < 15; k++) {
        await t.db.transaction().execute(async (trx) => {
          await t.store.append(trx, {
            streamId: `burst-${w}-${k}`,
            streamType: 'burst',
            expected: 'no_stream',
            events: [
              { type: 'Burst', data: { w, k } },
              { type: 'Burst', data: { w, k, second: true } },
            ],
            metadata: { ...META, commandId: crypto.randomUUID() },
          });
          // Every third transaction stays open a while after taking its positions.
          if ((w + k) % 3 === 0) await sleep(5 + ((w * 7 + k * 13) % 40));
        });
      }
    });
    await Promise.all(writers);
    writing = false;
    await reader;
    const table = await sql<{
      p: string;
    }>`select global_position::text as p from events where event_type = 'Burst'`.execute(t.db);
    expect(table.rows).toHaveLength(12 * 15 * 2);
    expect(new Set(seen.map(String)).size).toBe(seen.length); // no duplicates
    expect([...seen].map(Number).sort((a, b) => a - b)).toEqual(
      table.rows.map((r) => Number(r.p)).sort((a, b) => a - b),
    );
  });
});

describe("the horizon is this database's, not the cluster's", () => {
  it('a transaction held open in another database of the cluster does not hold back the read; one in this database does', async () => {
    // A foreign transaction with an xid (another test file's, a bench load): PostgreSQL's
    // snapshot xmin is cluster-wide, so it held every async projection here until it ended.
    const foreign = new pg.Client({ connectionString: t.url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await foreign.connect();
    await foreign.query('begin');
    const foreignXid = (await foreign.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x;
    try {
      await slowAppend('horizon-a', 0);
      const snap = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(
        t.db,
      );
      expect(BigInt(snap.rows[0]!.xmin)).toBeLessThanOrEqual(BigInt(foreignXid)); // the cluster's xmin is held back...
      const read = await readCommittedAfter(
        t.store,
        t.db,
        { transactionId: foreignXid, position: '0' },
        { limit: 10, eventTypes: ['Tick'] },
      );
      expect(read.map((e) => e.streamId)).toEqual(['horizon-a']); // ...this database's horizon is not

      // The same held open in this database holds the read back (the guarantee stays).
      const local = new pg.Client({ connectionString: t.url });
      await local.connect();
      await local.query('begin');
      const localXid = (await local.query<{ x: string }>('select pg_current_xact_id()::text as x')).rows[0]!.x;
      await slowAppend('horizon-b', 0);
      const held = await readCommittedAfter(
        t.store,
        t.db,
        { transactionId: localXid, position: '0' },
        { limit: 10, eventTypes: ['Tick'] },
      );
      expect(held).toEqual([]);
      await local.query('commit');
      await local.end();
      const after = await readCommittedAfter(
        t.store,
        t.db,
        { transactionId: localXid, position: '0' },
        { limit: 10, eventTypes: ['Tick'] },
      );
      expect(after.map((e) => e.streamId)).toEqual(['horizon-b']);
    } finally {
      await foreign.query('rollback');
      await foreign.end();
    }
  });
});

describe('projection runner', () => {
  const seenProjection = asyncProjection('seen', 'Seen', 'seen', async (trx, e) => {
    await trx
      .insertInto('seen')
      .values({ global_position: e.globalPosition.toString(), stream_id: e.streamId })
      .execute();
    return [{ topic: `seen:${e.streamId}` }];
  });

  it('two runners (two server processes) never fold the same event twice, and publish after commit', async () => {
    const published: string[] = [];
    t.store.onPublish((changes) => published.push(...changes.map((c) => c.topic)));
    const a = new ProjectionRunner(t.store, [seenProjection], { batchSize: 7 });
    const b = new ProjectionRunner(t.store, [seenProjection], { batchSize: 7 });
    const writes = Array.from({ length: 40 }, (_, i) =>
      t.db.transaction().execute((trx) =>
        t.store.append(trx, {
          streamId: `seen-${i}`,
          streamType: 'seen',
          expected: 'no_stream',
          events: [{ type: 'Seen', data: {} }],
          metadata: { ...META, commandId: crypto.randomUUID() },
        }),
      ),
    );
    await Promise.all([...writes, a.catchUp(), b.catchUp()]);
    await Promise.all([a.catchUp(), b.catchUp()]);
    const rows = await t.db
      .selectFrom('seen')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(Number(rows?.n)).toBe(40); // a double fold would have hit the primary key
    expect(published.filter((p) => p.startsWith('seen:'))).toHaveLength(40);
  });

  it("a projection that reads another's table never folds an event before that one has (listed first or not)", async () => {
    await sql`create table tally (stream_id text primary key, n integer not null)`.execute(t.db);
    await sql`create table tally_seen (stream_id text primary key, n integer not null)`.execute(t.db);
    const owner = asyncProjection('tally', 'Tallied', 'tally', async (trx, e) => {
      await sql`insert into tally values (${e.streamId}, 1)
        on conflict (stream_id) do update set n = tally.n + 1`.execute(trx);
    });
    // The reader copies what the owner's table says as it folds each event: it must say the event is counted.
    const reader = {
      ...asyncProjection('tally-reader', 'Tallied', 'tally_seen', async (trx, e) => {
        await sql`insert into tally_seen select stream_id, n from tally where stream_id = ${e.streamId}
          on conflict (stream_id) do update set n = excluded.n`.execute(trx);
      }),
      reads: ['tally'],
    };
    const runner = new ProjectionRunner(t.store, [reader, owner], { batchSize: 3 });
    for (let i = 0; i < 4; i++)
      await t.db.transaction().execute((trx) =>
        t.store.append(trx, {
          streamId: 'tallied-1',
          streamType: 'tallied',
          expected: 'any',
          events: [{ type: 'Tallied', data: { i } }],
          metadata: { ...META, commandId: crypto.randomUUID() },
        }),
      );
    // The reader runs first and is held back: nothing of its owner's is folded yet.
    expect(await runner.runBatch(reader)).toBe(0);
    expect(await runner.runBatch(owner)).toBe(3);
    expect(await runner.runBatch(reader)).toBe(3);
    await runner.catchUp();
    const seen = await sql<{ n: number }>`select n from tally_seen where stream_id = 'tallied-1'`.execute(t.db);
    expect(seen.rows).toEqual([{ n: 4 }]);
  });

  it('wakes on LISTEN/NOTIFY without waiting for the poll', async () => {
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    const runner = new ProjectionRunner(t.store, [seenProjection], {
      pollMs: 60_000,
      listen: async (onNotify) => {
        listener.on('notification', () => onNotify());
        await listener.query(`listen ${EVENTS_CHANNEL}`);
        return async () => void (await listener.end());
      },
    });
    await runner.start();
    const folded = new Promise<void>((resolve) => {
      const off = t.store.onPublish((c) => {
        if (c.some((x) => x.topic === 'seen:seen-wake')) {
          off();
          resolve();
        }
      });
    });
    await t.db.transaction().execute((trx) =>
      t.store.append(trx, {
        streamId: 'seen-wake',
        streamType: 'seen',
        expected: 'no_stream',
        events: [{ type: 'Seen', data: {} }],
        metadata: { ...META, commandId: crypto.randomUUID() },
      }),
    );
    await folded; // would time out (poll is 60 s) if NOTIFY did not wake the runner
    await runner.stop();
  });
});
