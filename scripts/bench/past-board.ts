/**
 * The board at a past date, before and after issue 32's lever (s43), on the database DATABASE_URL names:
 * folding every crew change of the fleet from its events up to the moment (before) against copying the rows
 * unchanged since and folding only the others (`boardAsOf`, after), alternated, at moments chosen by position
 * in the store (the scale data records its years today). Both must give the same rows.
 *   DATABASE_URL=... npx tsx scripts/bench/past-board.ts [runs]
 */
import { loadEnv } from '../../apps/server/src/env.js';
import { createServices } from '../../apps/server/src/system.js';
import { boardAsOf } from '../../apps/server/src/planning/past-board.js';
import { actorOf } from '../../apps/server/src/platform/auth/sessions.js';
import { loadBoard } from '../../apps/server/src/crew-change/queries.js';
import { boardByFoldingEvery, boardMoments, busiestFleet } from '../../apps/server/src/testing/past-board.js';
import { pct } from './stats.js';

const RUNS = Number(process.argv[2] ?? 10);
const services = await createServices(loadEnv(), { startRunner: false, startWorkers: false });
const db = services.db;
try {
  const user = await db.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
  const actor = actorOf(user);
  const fleetId = await busiestFleet(db);
  const moments = await boardMoments(db, fleetId);
  /** Before: every crew change of the fleet folded from its events up to the moment. */
  const foldEvery = (asOf: Date) => boardByFoldingEvery(services, fleetId, asOf, actor);
  console.log(`fleet ${fleetId}: ${moments.length.toLocaleString()} crew change events; ${RUNS} runs a line`);
  for (const q of [0.99, 0.95, 0.5]) {
    const asOf = moments[Math.floor(moments.length * q)]!;
    const before: number[] = [];
    const after: number[] = [];
    const live: number[] = [];
    let folded = [0, 0];
    for (let i = 0; i < RUNS + 2; i++) {
      let t = performance.now();
      const a = await foldEvery(asOf);
      const tb = performance.now() - t;
      t = performance.now();
      const b = await boardAsOf(services, { fleetId }, asOf, actor);
      const ta = performance.now() - t;
      t = performance.now();
      await loadBoard(db, { fleetId }, actor);
      const tl = performance.now() - t;
      if (JSON.stringify(a.rows) !== JSON.stringify(b.rows)) {
        const bi = new Map(b.rows.map((r) => [r.crewChangeId, r]));
        console.log(a.rows.length, b.rows.length);
        for (const r of a.rows) {
          const o = bi.get(r.crewChangeId);
          if (JSON.stringify(o) !== JSON.stringify(r)) {
            console.log(JSON.stringify(r).slice(0, 3000));
            console.log(JSON.stringify(o).slice(0, 3000));
            break;
          }
        }
        throw new Error(`rows differ at ${q}`);
      }
      folded = [a.events, b.events];
      if (i < 2) continue; // warm-up
      before.push(tb);
      after.push(ta);
      live.push(tl);
    }
    console.log(
      `${(q * 100).toFixed(0)}% of the events: fold every crew change p50/p95 ${pct(before, 50).toFixed(1)} / ${pct(before, 95).toFixed(1)} ms (${folded[0]} events) | copy unchanged + fold the rest ${pct(after, 50).toFixed(1)} / ${pct(after, 95).toFixed(1)} ms (${folded[1]} events) | ${(pct(after, 95) / pct(before, 95)).toFixed(2)}x | live board ${pct(live, 50).toFixed(1)} / ${pct(live, 95).toFixed(1)} ms`,
    );
  }
} finally {
  await services.close();
}
