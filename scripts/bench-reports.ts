/**
 * npm run bench:reports: the report pipeline beside same-run baselines (issue 12).
 *   data: a 40-vessel fleet (1,000 crews, 500 deployments in one month, 400 crew changes)
 *   1. POEA report, 500 rows, and the crew change report of the 40-vessel fleet: enqueue -> downloadable
 *      (BullMQ, one worker process) vs the bare page.pdf() of the same HTML in a kept-open Chromium
 *   2. jobs per minute with 1 and with 2 worker processes (concurrency 1 each)
 * Read-model rows are written directly: the bench measures the pipeline, not folding events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { formatInZone, todayIn } from '@crewing/domain';
import { reportSpec } from '@crewing/domain/reports/index';
import { createTestServices, TEST_REDIS_URL } from '../apps/server/src/testing/test-services.js';
import { definitionOf } from '../apps/server/src/reports/catalogue.js';
import { displayRow, jobNameOf } from '../apps/server/src/reports/definition.js';
import { tableHtml } from '../apps/server/src/reports/render/html.js';
import { letterhead } from '../apps/server/src/company-profile/query.js';
import type { ReportKey } from '@crewing/domain/reports/index';

const RUNS = Number(process.argv[2] ?? 5);
const THROUGHPUT_JOBS = Number(process.argv[3] ?? 16);
const prefix = `crewing-bench-${Date.now().toString(36)}`;
const services = await createTestServices({ redis: true, startWorkers: false, queuePrefix: prefix });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const db = services.db;

// ---- data: one fleet of 40 vessels, 1,000 crews, 500 deployments in October, 400 crew changes whose
// off-signers come home in October (their relievers embark in November: not October's deployments) ----
const MONTH = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };
await sql`insert into fleets (id, version, name, vessel_type_id) values (1, 1, 'BENCH FLEET', 2)`.execute(db);
await sql`insert into ranks (id, version, name, alias, rank_type_id, sort_order)
  select g, 1, 'RANK ' || g, 'R' || g, 1, g from generate_series(1, 16) g`.execute(db);
await sql`insert into ports (id, version, name, country) select g, 1, 'PORT ' || g, case when g = 1 then 'PHILIPPINES' else 'SINGAPORE' end from generate_series(1, 10) g`.execute(
  db,
);
await sql`insert into vessels (id, version, name, code, fleet_id, vessel_type_id) select g, 1, 'MV BENCH ' || g, 'B' || g, 1, 2 from generate_series(1, 40) g`.execute(
  db,
);
await sql`insert into crews (id, version, crew_code, last_name, first_name, middle_name, rank_id, status)
  select g, 1, 'C' || lpad(g::text, 6, '0'), 'FAMILY' || g, 'GIVEN' || g, 'MIDDLE', 1 + g % 16, 1 from generate_series(1, 1000) g`.execute(
  db,
);
await sql`insert into crew_sea_service (crew_id, sign_on_version, sign_on_position, vessel_id, rank_id, embark_date)
  select g, 1, g, 1 + g % 40, 1 + g % 16, date '2026-10-01' + (g % 31) from generate_series(1, 500) g`.execute(db);
await sql`insert into crew_change_board (id, version, vessel_id, fleet_id, rank_id, off_signer_crew_id, state, embark_date, disembark_date, updated_at)
  select g, 1, 1 + g % 40, 1, 1 + g % 16, g,
    jsonb_build_object('embarkings', jsonb_build_array(jsonb_build_object('crewId', 500 + g, 'cancelled', null,
      'values', jsonb_build_object('embark_date', (date '2026-11-01' + (g % 20))::text, 'embark_port_id', 1 + g % 10))),
      'disembarking', jsonb_build_object('values', jsonb_build_object('disembark_port_id', 1 + g % 10))),
    date '2026-11-01' + (g % 20), date '2026-10-01' + (g % 31), now()
  from generate_series(1, 400) g`.execute(db);

const now = services.clock();
const today = todayIn(now, services.env.TIME_ZONE);
const cases: Array<{ key: ReportKey; label: string; filters: Record<string, unknown> }> = [
  { key: 'poea-ph', label: 'POEA report (500 rows)', filters: { ...MONTH, signatoryId: 113 } },
  { key: 'crew-change-report', label: 'crew change report (40 vessels)', filters: { ...MONTH, fleetId: 1 } },
];

// ---- worker processes: the real `npm run worker` code path with this bench's queue prefix ----
const workerScript = fileURLToPath(new URL('../apps/server/src/cli/bench-worker.ts', import.meta.url));
const env = {
  ...process.env,
  DATABASE_URL: services.env.DATABASE_URL!,
  REDIS_URL: TEST_REDIS_URL,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
};
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript, prefix, '1'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
  });
  return child;
}
const stop = async (c: ChildProcess) => {
  c.kill('SIGTERM');
  await new Promise((r) => c.once('exit', r));
};

let user = 1000;
/** One request, end to end: enqueue -> the file is stored and downloadable. */
async function endToEnd(key: ReportKey, filters: Record<string, unknown>): Promise<number> {
  const t = performance.now();
  const id = await services.jobs.enqueue(jobNameOf(key), { requestedBy: user++, filters, format: 'pdf' });
  const r = (await services.jobs.waitFor(id, 120_000)) as { fileId: string };
  const file = await db.selectFrom('files').select('size').where('id', '=', r.fileId).executeTakeFirstOrThrow();
  if (file.size < 1000) throw new Error('empty file');
  return performance.now() - t;
}

console.log(`bench:reports  ${RUNS} runs each (medians), throughput over ${THROUGHPUT_JOBS} jobs`);
const one = await startWorker();
for (const c of cases) {
  const def = definitionOf(c.key)!;
  // Baseline: the same HTML, rendered by a bare page.pdf() in a Chromium kept open (this process).
  const data = await def.query(db, c.filters, { today, now, timeZone: services.env.TIME_ZONE });
  const html = tableHtml({
    title: reportSpec(c.key).title.toUpperCase(),
    subtitle: [...(data.subtitle ?? []), `Generated ${formatInZone(now, services.env.TIME_ZONE)}`],
    columns: def.columns,
    rows: data.rows.map((r) => displayRow(def.columns, r)),
    totals: data.totals,
    signatures: data.signatures,
    landscape: def.landscape,
    company: await letterhead(db),
  });
  await services.pdf.render(html, { landscape: def.landscape }); // warm
  await endToEnd(c.key, c.filters); // warm the worker's Chromium
  const base: number[] = [];
  const e2e: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await services.pdf.render(html, { landscape: def.landscape });
    base.push(performance.now() - t);
    e2e.push(await endToEnd(c.key, c.filters));
  }
  const ratio = median(e2e) / median(base);
  console.log(
    `${c.label.padEnd(34)} rows ${String(data.rows.length).padStart(4)}  page.pdf() ${median(base).toFixed(0).padStart(5)} ms  end to end ${median(e2e).toFixed(0).padStart(5)} ms  ratio ${ratio.toFixed(2)} (goal < 1.3)`,
  );
}

/** Jobs per minute: THROUGHPUT_JOBS POEA reports queued at once, until the last is downloadable. */
async function throughput(): Promise<number> {
  const t = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < THROUGHPUT_JOBS; i++)
    ids.push(
      await services.jobs.enqueue(jobNameOf('poea-ph'), {
        requestedBy: user++,
        filters: cases[0]!.filters,
        format: 'pdf',
      }),
    );
  await Promise.all(ids.map((id) => services.jobs.waitFor(id, 300_000)));
  return (THROUGHPUT_JOBS / (performance.now() - t)) * 60_000;
}
const perMinute1 = await throughput();
const two = await startWorker();
await endToEnd('poea-ph', cases[0]!.filters); // warm the second worker's Chromium (either may take it)
const perMinute2 = await throughput();
console.log(
  `throughput                         1 worker ${perMinute1.toFixed(1)} jobs/min  2 workers ${perMinute2.toFixed(1)} jobs/min  x${(perMinute2 / perMinute1).toFixed(2)} (goal >= 1.7)`,
);
await Promise.all([stop(one), stop(two)]);
await services.dispose();
process.exit(0);
