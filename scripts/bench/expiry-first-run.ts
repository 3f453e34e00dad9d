/**
 * The daily expiry job alone on the database DATABASE_URL names (issue 32, s43): its first run and the run after
 * it (nothing new), each timed, with the process's heap and RSS peaks, the alerts raised and, with `--profile`,
 * where the time went: every statement the job sends timed from its call to its answer and filed under what it
 * is (the page's reads, the handler's read, append_events_many with its chain trigger, each inline projection's
 * statements, BEGIN/COMMIT), and the time no statement was under way (node's own work). Run it on fresh copies
 * of one scale seed, before and after a change, alternating:
 *   DATABASE_URL=… nice -n 10 node --import tsx scripts/bench/expiry-first-run.ts <label> [--profile]
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'kysely';
import { jobContextOf } from '../../apps/server/src/platform/services.js';
import { expiryAlertsJob } from '../../apps/server/src/documents/expiry/job.js';
import { benchServices, countOn, loadAverage } from './services.js';

const label = process.argv[2] ?? 'run';
const profile = process.argv.includes('--profile');
const groupArg = process.argv.indexOf('--group');
const groupCrews = groupArg > 0 ? Number(process.argv[groupArg + 1]) : undefined;

/** What a statement is, by its text: the job's reads, the handler's, the append, each projection's writes. */
const KINDS: Array<[string, RegExp]> = [
  ['begin', /^\s*begin/i],
  ['commit', /^\s*commit/i],
  ['rollback', /^\s*rollback/i],
  ['append_events_many (events, chain trigger, claims)', /append_events_many/],
  ['handler: streams and command ids read', /processed_commands p\s+join unnest/],
  ['page: crews', /"fleets"\."officer_user_id"/],
  ['page: dated current documents', /from current_documents d/],
  ['page: open contracts', /crew_sea_service/],
  ['page: alerts raised before', /from "expiry_alerts"/],
  ['page: findings (combined)', /expiry_findings|with page as/],
  ['expiry-alerts: insert alerts', /insert into "?expiry_alerts"?/],
  ['expiry-alerts: insert audiences', /insert into notification_audiences/],
  ['expiry-alerts: insert notifications', /insert into notifications/],
  ['portal-mail-outbox: accounts', /seafarer_accounts/],
  ['portal-mail-outbox: insert mails', /portal_mail_outbox/],
  ['dss users', /"department_id"/],
];
const spent = new Map<string, { ms: number; n: number }>();
let inFlight = 0;
let busySince = 0;
let busyMs = 0;
if (profile) {
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
    const kind = KINDS.find(([, re]) => re.test(text))?.[0] ?? `other: ${text.slice(0, 60).replace(/\s+/g, ' ')}`;
    const out = query.apply(this, args);
    if (!(out instanceof Promise)) return out;
    const start = performance.now();
    if (inFlight++ === 0) busySince = start;
    const done = () => {
      const end = performance.now();
      const s = spent.get(kind) ?? { ms: 0, n: 0 };
      spent.set(kind, { ms: s.ms + end - start, n: s.n + 1 });
      if (--inFlight === 0) busyMs += end - busySince;
    };
    return out.then(
      (r) => (done(), r),
      (e) => {
        done();
        throw e;
      },
    );
  } as typeof pg.Client.prototype.query;
}

const services = await benchServices();
const count = countOn(services.db);
const load = loadAverage;
const mib = (b: number) => (b / 2 ** 20).toFixed(0);

/** CPU seconds (user + system) a process has used, from /proc (Linux; PostgreSQL runs on this machine). */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/** The PostgreSQL backends serving this database (this process's pool), by pid. */
const backends = async () =>
  (
    await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(services.db)
  ).rows.map((r) => r.pid);

async function run(name: string, crews: number) {
  const alertsBefore = await count(sql`select count(*) as n from expiry_alerts`);
  const crewsBefore = await count(sql`select count(distinct crew_id) as n from expiry_alerts`);
  spent.clear();
  busyMs = 0;
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let [heapPeak, rssPeak] = [heap0, process.memoryUsage().rss];
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 50);
  const loadBefore = load();
  // CPU used, as well as the time: on two cores shared by other sessions the wall time is mostly whose turn it is.
  const pgBefore = new Map((await backends()).map((pid) => [pid, cpuOf(pid)]));
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const out = await expiryAlertsJob.handler(
    { leadDays: [90, 60, 30], contractMonths: 9, ...(groupCrews ? { groupCrews } : {}) },
    jobContextOf(services),
  );
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const nodeCpu = (cpu.user + cpu.system) / 1e6;
  const pgCpu = (await backends()).reduce((t, pid) => t + cpuOf(pid) - (pgBefore.get(pid) ?? 0), 0);
  clearInterval(sampler);
  const alerts = (await count(sql`select count(*) as n from expiry_alerts`)) - alertsBefore;
  const alerted = (await count(sql`select count(distinct crew_id) as n from expiry_alerts`)) - crewsBefore;
  console.log(
    `${label} ${name}: ${crews} crews, ${(ms / 1000).toFixed(1)} s, ${(ms / crews).toFixed(2)} ms a crew ` +
      `(50,000 crews: ${((ms / crews) * 50_000) / 60_000 < 1 ? `${((ms / crews) * 50).toFixed(0)} s` : `${(((ms / crews) * 50_000) / 60_000).toFixed(1)} min`}), ` +
      `CPU node ${nodeCpu.toFixed(1)} s + PostgreSQL ${pgCpu.toFixed(1)} s = ${(((nodeCpu + pgCpu) * 1000) / crews).toFixed(2)} ms a crew, ` +
      `${alerts} alerts for ${alerted} crews (${out.pages} pages), heap +${mib(heapPeak - heap0)} MiB peak, ` +
      `RSS peak ${mib(rssPeak)} MiB, load average ${loadBefore} before, ${load()} after`,
  );
  if (profile) {
    const rows = [...spent].sort((a, b) => b[1].ms - a[1].ms);
    for (const [kind, s] of rows)
      console.log(
        `  ${kind.padEnd(56)} ${s.ms.toFixed(0).padStart(7)} ms ${String(s.n).padStart(6)} statements ` +
          `${(s.ms / Math.max(1, alerted)).toFixed(3)} ms an alerted crew`,
      );
    console.log(`  ${'no statement under way (node)'.padEnd(56)} ${(ms - busyMs).toFixed(0).padStart(7)} ms`);
  }
}

try {
  const crews = await count(sql`select count(*) as n from crews`);
  await run('first run', crews);
  await run('next run (nothing new)', crews);
} finally {
  await services.close();
}
