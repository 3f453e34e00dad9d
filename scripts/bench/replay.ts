/**
 * Replay speed (issue 17 goal 2): every projection rebuilt from the store the way `npm run replay`
 * does it, beside a plain ordered scan of the events table measured in the same run, and whether
 * a read model stays readable by another connection while the rebuild runs.
 *
 *   npx tsx scripts/bench/replay.ts [events]   (default 1,000,000; writes the fleet dataset first)
 *   BENCH_REPLAY_TEMPLATE=replay_tpl_200000 npx tsx scripts/bench/replay.ts 200000   (the dataset kept, see servicesFor)
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { rebuildAll, type RebuildOptions } from '@crewing/events';
import type { Services } from '../../apps/server/src/platform/services.js';
import { allProjections } from '../../apps/server/src/features.js';
import { createTestServices, type TestServices } from '../../apps/server/src/testing/test-services.js';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { writeFleetDataset } from './fleet-dataset.js';

export interface ReplayFigures {
  events: number;
  folds: number;
  seconds: number;
  perSecond: number;
  scanPerSecond: number;
  perProjection: Array<{ name: string; events: number; ms: number }>;
  /** The rebuild's phases in ms (shadow, build, finish, swap: RebuildReport.phases). */
  phases: Record<string, number>;
  readableDuringRebuild: boolean;
}

/** A read model the board reads: SELECTed by another connection, 2 s at most, while the rebuild runs. */
const PROBE_TABLE = 'crew_change_board';

async function probeWhile(url: string, running: () => boolean): Promise<{ ok: boolean; probes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let ok = true;
  let probes = 0;
  try {
    await client.query(`set statement_timeout = 2000`);
    while (running()) {
      try {
        await client.query(`select count(*) from ${PROBE_TABLE}`);
        probes++;
      } catch {
        ok = false;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
  return { ok, probes };
}

/** Services hold the dataset already. `options` picks the replay levers (the step-by-step table). */
export async function benchReplay(services: Services, options: RebuildOptions = {}): Promise<ReplayFigures> {
  const total = Number(
    (
      await services.db
        .selectFrom('events')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // Baseline: every event read once, in replay order, into this process (rows parsed by pg).
  let t0 = performance.now();
  await sql`select * from events order by transaction_id, global_position`.execute(services.db);
  const scanPerSecond = total / ((performance.now() - t0) / 1000);

  let running = true;
  const probe = probeWhile(services.env.DATABASE_URL!, () => running);
  t0 = performance.now();
  let report;
  try {
    report = await rebuildAll(services.store, allProjections, options);
  } finally {
    running = false;
  }
  const seconds = (performance.now() - t0) / 1000;
  const { ok, probes } = await probe;
  return {
    events: report.events,
    folds: report.folds,
    seconds,
    perSecond: report.events / seconds,
    scanPerSecond,
    perProjection: report.projections.map((p) => ({ name: p.projection, events: p.events, ms: p.ms })),
    phases: report.phases,
    readableDuringRebuild: ok && probes > 0,
  };
}

export function printReplay(f: ReplayFigures): void {
  console.log(
    `\nReplay: every projection rebuilt (${f.events} events in the store, ${f.folds} folds) in ${f.seconds.toFixed(1)} s`,
  );
  console.log(`   baseline plain ordered scan  ${f.scanPerSecond.toFixed(0).padStart(9)} events/s`);
  console.log(
    `   replay                       ${f.perSecond.toFixed(0).padStart(9)} events/s   ratio ${(f.perSecond / f.scanPerSecond).toFixed(3)}x`,
  );
  console.log(
    `   ${PROBE_TABLE} readable by another connection during the rebuild: ${f.readableDuringRebuild ? 'yes' : 'NO'}`,
  );
  console.log(
    `   phases: ${Object.entries(f.phases)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  console.log('   per projection (folding time, pages shared):');
  for (const p of [...f.perProjection].sort((a, b) => b.ms - a.ms))
    console.log(`     ${p.name.padEnd(24)} ${String(p.events).padStart(9)} events ${p.ms.toFixed(0).padStart(8)} ms`);
}

/**
 * The dataset in a database kept between runs (BENCH_REPLAY_TEMPLATE=name): written once, then each run
 * replays a copy of it, so two commits (or two levers) are measured on the very same events.
 */
async function servicesFor(target: number): Promise<TestServices> {
  const template = process.env.BENCH_REPLAY_TEMPLATE;
  const write = async (s: TestServices) => {
    const d = await writeFleetDataset(s, target);
    console.log(
      `dataset: ${d.events} events (${d.crewChanges} crew changes) written in ${d.writeSeconds.toFixed(1)} s`,
    );
    await sql`analyze events`.execute(s.db);
  };
  if (!template) {
    const s = await createTestServices({ startWorkers: false });
    await write(s);
    return s;
  }
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const s = await createTestServices({ startWorkers: false });
      await write(s);
      const name = (await sql<{ n: string }>`select current_database() as n`.execute(s.db)).rows[0]!.n;
      await s.close();
      await admin.query(`alter database ${name} rename to ${template}`);
      console.log(`dataset kept as ${template}`);
    } else console.log(`dataset: a copy of ${template}`);
  } finally {
    await admin.end();
  }
  return createTestServices({ startWorkers: false, template });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = Number(process.argv[2] ?? 1_000_000);
  // BENCH_REPLAY_OPTIONS='{"parallel":1}' picks levers for the step-by-step table (bench/levers-replay.md).
  const options = JSON.parse(process.env.BENCH_REPLAY_OPTIONS ?? '{}') as RebuildOptions;
  const services = await servicesFor(target);
  try {
    console.log(`options ${JSON.stringify(options)}`);
    printReplay(await benchReplay(services, options));
  } finally {
    await services.dispose();
  }
}
