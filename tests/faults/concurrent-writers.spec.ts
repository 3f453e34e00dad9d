import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { EVENTS_CHANNEL, ProjectionRunner, rebuildAll } from '@crewing/events';
import { asyncProjection, createTestStore } from '@crewing/events/testing/test-store';
import { until } from '../support/process-errors.js';

/**
 * Issue 17, fault 1: 32 concurrent writers in 4 processes, some holding their transaction open for
 * seconds, while a ProjectionRunner (LISTEN/NOTIFY + poll, as the server runs it) folds two async
 * projections in this process. Every event is seen once by the runner, in order per stream, and
 * the live read models equal a rebuild from the events.
 */
const WRITER = fileURLToPath(new URL('../support/event-writer.ts', import.meta.url));
const PROCESSES = 4;
const WRITERS_PER_PROCESS = 8;
const TX_PER_WRITER = 6;

let t: Awaited<ReturnType<typeof createTestStore>>;
beforeAll(async () => {
  t = await createTestStore({ poolSize: 10 });
  // What the runner saw, in the order it folded (seq), and a read model folded from it.
  await sql`create table fault_seen (seq bigint primary key, global_position bigint not null unique, stream_id text not null, stream_version int not null)`.execute(
    t.db,
  );
  await sql`create table fault_streams (stream_id text primary key, events int not null, last_version int not null, in_order boolean not null, trail text not null)`.execute(
    t.db,
  );
});
afterAll(() => t?.dispose());

const log = asyncProjection('fault-log', 'FaultTick', 'fault_seen', async (trx, e) => {
  // The unique key makes a second fold of one event an error the runner reports.
  // seq numbers the folds (no sequence: a rebuild numbers them again from 1 the same way).
  await sql`
      insert into fault_seen (seq, global_position, stream_id, stream_version)
      values ((select coalesce(max(seq), 0) + 1 from fault_seen), ${e.globalPosition.toString()}, ${e.streamId}, ${e.streamVersion})`.execute(
    trx,
  );
});
const streams = asyncProjection('fault-streams', 'FaultTick', 'fault_streams', async (trx, e) => {
  await sql`
      insert into fault_streams (stream_id, events, last_version, in_order, trail)
      values (${e.streamId}, 1, ${e.streamVersion}, ${e.streamVersion === 1}, ${String(e.data.w) + '.' + String(e.data.k)})
      on conflict (stream_id) do update set
        events = fault_streams.events + 1,
        last_version = excluded.last_version,
        in_order = fault_streams.in_order and excluded.last_version = fault_streams.last_version + 1,
        trail = fault_streams.trail || ' ' || excluded.trail`.execute(trx);
  return [{ topic: `fault:${e.streamId}` }];
});

function runWriters(first: number): Promise<{ appended: number; retries: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WRITER, t.url, String(first), String(WRITERS_PER_PROCESS), String(TX_PER_WRITER)],
      {
        env: { PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim()) as { appended: number; retries: number })
        : reject(new Error(`writer exited ${code}: ${err}`)),
    );
  });
}

describe('32 concurrent writers in 4 processes, some holding their transaction open for seconds', () => {
  it('the runner sees every event once, in order per stream, and the live read models equal a rebuild', async () => {
    const errors: unknown[] = [];
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    const runner = new ProjectionRunner(t.store, [log, streams], {
      batchSize: 25,
      listen: async (onNotify) => {
        listener.on('notification', () => onNotify());
        await listener.query(`listen ${EVENTS_CHANNEL}`);
        return async () => void (await listener.end());
      },
      onError: (projection, e) => errors.push({ projection, e }),
    });
    const pushes: string[] = [];
    t.store.onPublish((changes) => pushes.push(...changes.map((c) => c.topic)));
    await runner.start();
    let runnerStopped = false;
    try {
      const results = await Promise.all(
        Array.from({ length: PROCESSES }, (_, p) => runWriters(p * WRITERS_PER_PROCESS)),
      );
      const appended = results.reduce((n, r) => n + r.appended, 0);
      const total = await sql<{
        n: number;
      }>`select count(*)::int as n from events where event_type = 'FaultTick'`.execute(t.db);
      expect(total.rows[0]!.n).toBe(appended); // every acknowledged append is there, nothing more

      // The running runner (no catchUp call) folds everything on its own.
      await until(
        async () => (await runner.isCaughtUp(log)) && (await runner.isCaughtUp(streams)),
        60_000,
        'the runner to fold every event',
      );
      await runner.stop();
      runnerStopped = true;
      expect(errors).toEqual([]);

      // Seen once: the fold log has exactly the events table's positions (its unique key refused a second fold).
      const missing = await sql<{ n: number }>`
        select count(*)::int as n from events e where e.event_type = 'FaultTick'
           and not exists (select 1 from fault_seen s where s.global_position = e.global_position)`.execute(t.db);
      expect(missing.rows[0]!.n).toBe(0);
      const seen = await sql<{ n: number }>`select count(*)::int as n from fault_seen`.execute(t.db);
      expect(seen.rows[0]!.n).toBe(appended);
      // In order per stream: folded versions run 1, 2, 3... in fold order.
      const disorder = await sql<{ stream_id: string }>`
        select stream_id from (select stream_id, stream_version, row_number() over (partition by stream_id order by seq) as rn from fault_seen) x
         where stream_version <> rn`.execute(t.db);
      expect(disorder.rows).toEqual([]);
      const streamRows = await sql<{
        n: number;
        ok: number;
      }>`select count(*)::int as n, count(*) filter (where in_order)::int as ok from fault_streams`.execute(t.db);
      expect(streamRows.rows[0]).toEqual({
        n: PROCESSES * WRITERS_PER_PROCESS + 4,
        ok: PROCESSES * WRITERS_PER_PROCESS + 4,
      });
      // Each folded batch was pushed once per event, after its commit.
      expect(pushes.filter((p) => p.startsWith('fault:'))).toHaveLength(appended);

      // Live read models equal a rebuild from the events (the fold log's order included).
      const snapshot = async () => ({
        seen: (
          await sql`select seq::text, global_position::text, stream_id, stream_version from fault_seen order by seq`.execute(
            t.db,
          )
        ).rows,
        streams: (await sql`select * from fault_streams order by stream_id`.execute(t.db)).rows,
      });
      const live = await snapshot();
      const report = await rebuildAll(t.store, [log, streams]);
      expect(report.events).toBe(appended);
      expect(await snapshot()).toEqual(live);
      console.log(
        `fault 1: ${appended} events from ${PROCESSES * WRITERS_PER_PROCESS} writers, ${results.reduce((n, r) => n + r.retries, 0)} conflicts retried`,
      );
    } finally {
      if (!runnerStopped) await runner.stop();
    }
  }, 120_000);
});
