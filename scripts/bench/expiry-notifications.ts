/**
 * The daily expiry job alone, once, on the database DATABASE_URL names (issue 32, s42): its time, the alerts it
 * raised and the notification rows it wrote. Run it on fresh copies of one scale seed, before and after a change:
 *   DATABASE_URL=… node --import tsx scripts/bench/expiry-notifications.ts <label>
 */
import { sql } from 'kysely';
import { jobContextOf } from '../../apps/server/src/platform/services.js';
import { expiryAlertsJob } from '../../apps/server/src/documents/expiry/job.js';
import { benchServices, countOn, loadAverage } from './services.js';

const label = process.argv[2] ?? 'run';
const services = await benchServices();
const count = countOn(services.db);
const load = loadAverage;
try {
  const crews = await count(sql`select count(*) as n from crews`);
  const notes = sql<{ n: string }>`select count(*) as n from notifications`;
  const [notesBefore, alertsBefore] = [await count(notes), await count(sql`select count(*) as n from expiry_alerts`)];
  const loadBefore = load();
  const start = performance.now();
  await expiryAlertsJob.handler({ leadDays: [90, 60, 30], contractMonths: 9 }, jobContextOf(services));
  const seconds = (performance.now() - start) / 1000;
  const written = (await count(notes)) - notesBefore;
  const alerts = (await count(sql`select count(*) as n from expiry_alerts`)) - alertsBefore;
  const size = await count(sql`select pg_total_relation_size('notifications') as n`);
  console.log(
    `${label}: ${crews} crews, expiry job ${seconds.toFixed(1)} s, ${alerts} alerts raised, ` +
      `${written} notifications rows written (table ${(size / 2 ** 20).toFixed(1)} MiB), ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
} finally {
  await services.close();
}
