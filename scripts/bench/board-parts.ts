/**
 * The all-vessels board's parts at scale (issue 32, s45): the procedure through the tRPC caller, loadBoard alone,
 * its rows query alone, the plain SELECT * of every board row the bench compares it with, the same rows' ids and
 * versions, and the answer's JSON (what the HTTP response would carry). Alternated, 3 warm-ups, node CPU a call.
 *   DATABASE_URL=… nice -n 5 node --import tsx scripts/bench/board-parts.ts [runs]
 */
import { sql } from 'kysely';
import { loadEnv } from '../../apps/server/src/env.js';
import { createServices } from '../../apps/server/src/system.js';
import { callerFor } from '../../apps/server/src/testing/actors.js';
import { actorOf } from '../../apps/server/src/platform/auth/sessions.js';
import { BOARD_ROW_COLUMNS, boardRowsWithNames, loadBoard } from '../../apps/server/src/crew-change/queries.js';
import { pct } from './stats.js';
import { loadAverage } from './services.js';

const RUNS = Number(process.argv[2] ?? 40);
const services = await createServices(loadEnv(), {
  startRunner: false,
  startWorkers: false,
  connectTimeoutMs: 120_000,
});
const db = services.db;
try {
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const caller = await callerFor(services, admin.id);
  const actor = actorOf(await db.selectFrom('users').selectAll().where('id', '=', admin.id).executeTakeFirstOrThrow());
  let answer: unknown = null;
  const parts: Array<[string, () => Promise<unknown>]> = [
    ['procedure (tRPC caller)', async () => (answer = await caller.crewChange.board({ allVessels: true }))],
    ['loadBoard (every fleet)', () => loadBoard(db, {}, actor)],
    [
      'its rows query (ids, versions, names)',
      () =>
        boardRowsWithNames(db)
          .select(BOARD_ROW_COLUMNS)
          .orderBy('v.name')
          .orderBy('r.sort_order')
          .orderBy('b.id')
          .execute(),
    ],
    ['plain select * from crew_change_board', () => sql`select * from crew_change_board`.execute(db)],
    ['plain select id, version', () => sql`select id, version from crew_change_board`.execute(db)],
    ['JSON.stringify of the answer', async () => JSON.stringify(answer)],
  ];
  for (let i = 0; i < 3; i++) for (const [, f] of parts) await f();
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const loadBefore = loadAverage();
  for (let i = 0; i < RUNS; i++)
    for (const [label, f] of parts) {
      const c0 = process.cpuUsage();
      const s = performance.now();
      await f();
      wall.set(label, [...(wall.get(label) ?? []), performance.now() - s]);
      const c = process.cpuUsage(c0);
      cpu.set(label, [...(cpu.get(label) ?? []), (c.user + c.system) / 1000]);
    }
  const rows = (answer as { rows: unknown[] }).rows.length;
  console.log(
    `all-vessels board parts, ${rows} rows, ${RUNS} runs, answer ${(JSON.stringify(answer).length / 1024).toFixed(0)} KiB of JSON, load ${loadBefore} before, ${loadAverage()} after`,
  );
  for (const [label] of parts) {
    const w = wall.get(label)!;
    const c = cpu.get(label)!;
    console.log(
      `  ${label.padEnd(40)} p50 ${pct(w, 50).toFixed(1).padStart(7)} p95 ${pct(w, 95).toFixed(1).padStart(7)} ms, node CPU p50 ${pct(c, 50).toFixed(1).padStart(6)} ms`,
    );
  }
} finally {
  await services.close();
}
