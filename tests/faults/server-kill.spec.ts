import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { crewChangeStream } from '@crewing/domain';
import type { TestServices } from '@crewing/server/testing/test-services';
import { createSeededTestServices } from '@crewing/server/testing/seeded-services';
import { HttpClient } from '@crewing/server/testing/http';
import { until } from '../support/process-errors.js';
import { spawnServer } from '@crewing/server/testing/server-process';

/**
 * Issue 17, fault 2: a server process killed with SIGKILL in the middle of batch edits. Every edit
 * the server acknowledged is in the events table, no batch is half written (a batch is one command
 * in one transaction), and after a restart the read models catch up with the events.
 */
const WRITERS = 4;
const ACKS_BEFORE_KILL = 24;
const BATCH = 5;

let services: TestServices;
let server: ChildProcess | undefined;
let url = '';

/** The real server, as `npm run serve` starts it, in a process of its own. */
async function startServer(): Promise<ChildProcess> {
  const started = await spawnServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL: services.env.DATABASE_URL!,
      SEED_ON_EMPTY: '0',
      SCHEDULE_JOBS: '0',
      LOG_LEVEL: 'error',
    },
    90_000,
  );
  url = started.url;
  return started.child;
}

beforeAll(async () => {
  services = await createSeededTestServices({ startWorkers: false });
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await services?.dispose();
});

describe('kill -9 of a server in the middle of batch edits', () => {
  it('loses no acknowledged edit, writes no half batch, and catches up after a restart', async () => {
    const rows = await services.db
      .selectFrom('crew_change_board')
      .select('id')
      .where(sql<boolean>`jsonb_array_length(state->'embarkings') >= 1`)
      .where('rank_cancelled', '=', false)
      .orderBy('id')
      .limit(WRITERS * 8)
      .execute();
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBe(WRITERS * 8);

    server = await startServer();
    const clients = await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const http = new HttpClient(url);
        const r = await http.mutation('auth.login', { username: 'admin', password: 'Demo-2026!' });
        expect(r.error).toBeUndefined();
        return http;
      }),
    );

    const sent = new Map<string, number[]>();
    const acknowledged: string[] = [];
    let seq = 0;
    let killed = false;
    const writer = async (http: HttpClient, w: number) => {
      while (!killed) {
        const k = seq++;
        const commandId = `fault-batch-${w}-${k}`;
        // Each writer edits its own eight rows: concurrent same-field edits of one row are refused
        // by design (the stale-edit rule), which is not what this test is about.
        const own = ids.slice(w * 8, w * 8 + 8);
        const selected = Array.from({ length: BATCH }, (_, i) => own[(k + i) % own.length]!);
        sent.set(commandId, selected);
        try {
          const r = await http.mutation('crewChange.batchEmbarking', {
            crewChangeIds: selected,
            changes: { remarks: `FAULT ${k}` },
            commandId,
          });
          if (r.status === 200) acknowledged.push(commandId);
          else if (!killed) throw new Error(`batch refused: ${JSON.stringify(r.error)}`);
        } catch (e) {
          if (!killed) throw e;
        }
        if (!killed && acknowledged.length >= ACKS_BEFORE_KILL) {
          killed = true;
          server!.kill('SIGKILL'); // mid-flight: the other writers' requests are still open
        }
      }
    };
    await Promise.all(clients.map((c, w) => writer(c, w)));
    await until(() => server!.exitCode !== null || server!.signalCode !== null, 10_000, 'the killed server to be gone');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // Every acknowledged batch is in the events; every batch there is whole.
    const written = await services.db
      .selectFrom('events')
      .select([
        sql<string>`metadata->>'commandId'`.as('commandId'),
        sql<number>`count(distinct stream_id)::int`.as('streams'),
      ])
      .where(sql<boolean>`metadata->>'commandId' like 'fault-batch-%'`)
      .groupBy(sql`metadata->>'commandId'`)
      .execute();
    const byCommand = new Map(written.map((w) => [w.commandId, w.streams]));
    for (const c of acknowledged) expect(byCommand.get(c), `acknowledged ${c} is in the events`).toBeDefined();
    for (const [c, streams] of byCommand) expect(streams, `batch ${c} is whole`).toBe(sent.get(c)!.length);

    // A restarted server: the board (inline) reads the last batch that touched each row, and the
    // field history (folded after commit) catches up to it.
    server = await startServer();
    const client = new HttpClient(url);
    expect((await client.mutation('auth.login', { username: 'admin', password: 'Demo-2026!' })).error).toBeUndefined();
    for (const id of ids) {
      const lastBatch = await services.db
        .selectFrom('events')
        .select(sql<string>`metadata->>'commandId'`.as('commandId'))
        .where('stream_id', '=', crewChangeStream.id(id))
        .where(sql<boolean>`metadata->>'commandId' like 'fault-batch-%'`)
        .orderBy('global_position', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!lastBatch) continue;
      const expected = `FAULT ${lastBatch.commandId.split('-').at(-1)}`;
      const row = await services.db
        .selectFrom('crew_change_board')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const embarkings = (row.state as { embarkings: { values: { remarks?: string } }[] }).embarkings;
      expect(embarkings.at(-1)!.values.remarks).toBe(expected);
      await until(
        async () => {
          const h = await client.query('crewChange.history', { crewChangeId: id, side: 'embarking', field: 'remarks' });
          return (h.data as { newValue: unknown }[] | undefined)?.[0]?.newValue === expected;
        },
        60_000,
        `the field history of crew change ${id} to reach ${expected}`,
      );
    }
    // And the restarted server takes new edits.
    const after = await client.mutation('crewChange.batchEmbarking', {
      crewChangeIds: ids.slice(0, 2),
      changes: { remarks: 'AFTER RESTART' },
    });
    expect(after.error).toBeUndefined();
  }, 300_000); // two server processes start (tsx compiles the server each time)
});
