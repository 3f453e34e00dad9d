import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, META } from './testing/test-store.js';
import { rebuildAll } from './replay.js';
import type { AnyTrx } from './store.js';
import type { Projection } from './projection.js';
import type { StoredEvent } from './types.js';

// s48: the two kinds of fold a rebuild may use besides a projection's batch. A rebuild fold keeping its rows in
// memory (RebuildFold) writes them after each page when another projection folding pages reads its table, and at
// the pass's end otherwise; a derived projection (Projection.derive) folds no event of the first pass and is
// worked out at its end from the tables it reads. Each must land on the rows the live folds left.
let t: Awaited<ReturnType<typeof createTestStore>>;

const keyOf = (e: StoredEvent) => (e.data as { key: string }).key;

/** An inline projection of the Ticks into its one table, an event alone going through its batch fold. */
function ticks(
  name: string,
  table: string,
  applyBatch: (trx: AnyTrx, events: readonly StoredEvent[]) => Promise<void>,
  more: Partial<Projection> = {},
): Projection {
  return {
    name,
    mode: 'inline',
    eventTypes: ['Tick'],
    tables: [table],
    apply: (trx, e) => applyBatch(trx, [e]),
    applyBatch,
    ...more,
  };
}

/** Counts the Ticks of each key; its rebuild fold keeps the counts in memory until told to write them. */
const counts = ticks(
  'counts',
  't_counts',
  async (trx, events) => {
    for (const e of events)
      await sql`insert into t_counts (key, n) values (${keyOf(e)}, 1)
        on conflict (key) do update set n = t_counts.n + 1`.execute(trx);
  },
  {
    rebuild() {
      const held = new Map<string, number>();
      return {
        async applyPage(_trx, page) {
          for (const e of page) if (e.type === 'Tick') held.set(keyOf(e), (held.get(keyOf(e)) ?? 0) + 1);
        },
        async finish(trx: AnyTrx) {
          for (const [key, n] of held)
            await sql`insert into t_counts (key, n) values (${key}, ${n})
            on conflict (key) do update set n = t_counts.n + excluded.n`.execute(trx);
          held.clear();
        },
      };
    },
  },
);

/** At each Tick, what the count of its key stood at then: it reads `t_counts` as the page left it. */
const seen = ticks(
  'seen',
  't_seen',
  async (trx, events) => {
    for (const e of events)
      await sql`insert into t_seen (position, n)
        select ${e.globalPosition.toString()}, coalesce((select n from t_counts where key = ${keyOf(e)}), 0)`.execute(
        trx,
      );
  },
  { reads: ['t_counts'] },
);

/** The keys counted at least twice: a function of `t_counts` as it stands, so derived at the end of a rebuild. */
const twice = ticks(
  'twice',
  't_twice',
  async (trx, events) => {
    const keys = [...new Set(events.map(keyOf))];
    await sql`delete from t_twice where key = any(${keys}::text[])`.execute(trx);
    await sql`insert into t_twice (key) select key from t_counts where key = any(${keys}::text[]) and n >= 2`.execute(
      trx,
    );
  },
  {
    reads: ['t_counts'],
    async derive(trx) {
      await sql`insert into t_twice (key) select key from t_counts where n >= 2`.execute(trx);
    },
  },
);

const rows = async () => ({
  counts: (await sql`select * from t_counts order by key`.execute(t.db)).rows,
  seen: (
    await sql<{
      at: string;
      n: number;
    }>`select t_seen.position::text as at, n from t_seen order by t_seen.position`.execute(t.db)
  ).rows,
  twice: (await sql`select * from t_twice order by key`.execute(t.db)).rows,
});

beforeAll(async () => {
  t = await createTestStore({ inlineProjections: [counts, seen, twice] });
  await sql`create table t_counts (key text primary key, n int not null)`.execute(t.db);
  await sql`create table t_seen (position bigint primary key, n int not null)`.execute(t.db);
  await sql`create table t_twice (key text primary key)`.execute(t.db);
  // Twelve Ticks over four keys, each its own transaction: pages of 2 cut every key's run.
  for (const key of ['a', 'b', 'a', 'c', 'a', 'b', 'd', 'a', 'c', 'b', 'a', 'd'])
    await t.db.transaction().execute((trx) =>
      t.store.append(trx, {
        streamId: `tick-${key}`,
        streamType: 'tick',
        expected: 'any',
        events: [{ type: 'Tick', data: { key } }],
        metadata: { ...META, commandId: crypto.randomUUID() },
      }),
    );
}, 120_000);
afterAll(() => t.dispose());

describe('a rebuild with folds that hold rows and projections derived from others', () => {
  it('lands on the live rows: the held counts written for their reader after each page, the derived keys at the end', async () => {
    const live = await rows();
    expect(live.seen.map((r) => r.n)).toEqual([1, 1, 2, 1, 3, 2, 1, 4, 2, 3, 5, 2]);
    expect(live.twice).toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'd' }]);
    const report = await rebuildAll(t.store, [counts, seen, twice], { pageSize: 2 });
    expect(await rows()).toEqual(live);
    // The derived one folded none of the events; the others all twelve.
    expect(Object.fromEntries(report.projections.map((s) => [s.projection, s.events]))).toEqual({
      counts: 12,
      seen: 12,
      twice: 0,
    });
  });

  it('alone, the held fold writes once at the end and the derived one reads it whole', async () => {
    const live = await rows();
    await rebuildAll(t.store, [counts, twice], { pageSize: 2 });
    expect(await rows()).toEqual(live);
  });
});
