/**
 * npm run bench: the event store's speed on this machine, each figure beside a baseline
 * measured in the same run (the ratio is what to compare between machines and commits).
 *   1. command round trip over HTTP (users.update) vs a read round trip (auth.me)
 *   2. appends per second, 8 concurrent writers, through the command handler vs plain INSERTs
 *   3. replay (rebuild every projection) events per second vs a plain scan of the events table
 */
import { sql } from 'kysely';
import { rebuildProjection } from '@crewing/events';
import { profileDecider } from '../packages/events/src/testing/profile-decider.js';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { makeUser, TEST_META } from '../apps/server/src/testing/actors.js';
import { HttpClient, startApp } from '../apps/server/src/testing/http.js';
import { allProjections } from '../apps/server/src/features.js';
import { seed } from '../apps/server/src/seed/seed.js';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function timeEach(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

const services = await createTestServices({ startWorkers: false });
try {
  const { app, url } = await startApp(services);
  const admin = await makeUser(services, { userTypeId: 1 });
  // Edits rotate over 30 users so streams stay as short as a real record's (tens of events).
  const targets = await Promise.all(Array.from({ length: 30 }, () => makeUser(services, {})));
  const target = (i: number) => targets[i % targets.length]!.id;
  const http = new HttpClient(url);
  await http.mutation('auth.login', { username: admin.username, password: admin.password });

  // 1. Round trips (warm-up first).
  await timeEach(30, () => http.query('auth.me'));
  await timeEach(30, (i) => http.mutation('users.update', { userId: target(i), changes: { middleName: `W${i}` } }));
  const reads = await timeEach(300, () => http.query('auth.me'));
  const commands = await timeEach(300, (i) => http.mutation('users.update', { userId: target(i), changes: { middleName: `M${i}` } }));
  console.log('\n1. Command round trip over HTTP (users.update: parse, authorise, load, decide, append, inline projections)');
  console.log(`   baseline auth.me      p50 ${ms(pct(reads, 50))}  p95 ${ms(pct(reads, 95))}`);
  console.log(`   command users.update  p50 ${ms(pct(commands, 50))}  p95 ${ms(pct(commands, 95))}   ratio p50 ${(pct(commands, 50) / pct(reads, 50)).toFixed(2)}x`);
  await app.close();

  // 2. Appends per second with 8 concurrent writers.
  const WRITERS = 8;
  const PER_WRITER = 250;
  await sql`create table bench_plain (id bigint generated always as identity primary key, stream_id text, data jsonb)`.execute(services.db);
  let t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let k = 0; k < PER_WRITER; k++) {
        await services.db.transaction().execute((trx) =>
          trx.insertInto('bench_plain' as never).values({ stream_id: `w${w}-${k}`, data: JSON.stringify({ k }) } as never).execute(),
        );
      }
    }),
  );
  const plainRate = (WRITERS * PER_WRITER) / ((performance.now() - t0) / 1000);
  t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let k = 0; k < PER_WRITER; k++) {
        const streamId = `bench-${w}-${k % 25}`;
        await services.commands.handle(profileDecider, {
          streamId,
          command: k < 25 ? { type: 'CreateProfile', data: { fields: { k } } } : { type: 'SetFields', data: { changes: { [`f${k}`]: k } } },
          commandId: crypto.randomUUID(),
          metadata: TEST_META,
        });
      }
    }),
  );
  const appendRate = (WRITERS * PER_WRITER) / ((performance.now() - t0) / 1000);
  console.log(`\n2. Appends per second, ${WRITERS} concurrent writers (one command = one transaction)`);
  console.log(`   baseline plain INSERT transactions  ${plainRate.toFixed(0)}/s`);
  console.log(`   command handler appends             ${appendRate.toFixed(0)}/s   ratio ${(appendRate / plainRate).toFixed(2)}x`);

  // 3. Replay.
  await seed(services, { scale: 5 });
  const total = await services.db.selectFrom('events').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  t0 = performance.now();
  await sql`select * from events order by transaction_id, global_position`.execute(services.db);
  const scanRate = Number(total.n) / ((performance.now() - t0) / 1000);
  let folded = 0;
  t0 = performance.now();
  for (const p of allProjections) folded += (await rebuildProjection(services.store, p)).events;
  const replayRate = folded / ((performance.now() - t0) / 1000);
  console.log(`\n3. Replay: rebuild every projection (${total.n} events in the store, ${folded} folds)`);
  console.log(`   baseline plain ordered scan  ${scanRate.toFixed(0)} events/s`);
  console.log(`   replay                       ${replayRate.toFixed(0)} events/s   ratio ${(replayRate / scanRate).toFixed(3)}x\n`);
} finally {
  await services.dispose();
}
