/**
 * npm run bench:scale (issue 32): the daily screens on the scale dataset (`npm run seed -- --scale`),
 * each beside a same-run plain indexed SELECT of the same rows, plus the daily expiry job, the database
 * size and the memory of the process serving them. Run it on the database DATABASE_URL names.
 * Also: every record family's list of a 201 file, the board at a past date (the moment when 95% and 50% of the
 * busiest fleet's crew change events had been recorded, and just before a day of edits to a tenth of it), the POEA and onboard reports end to end (query,
 * Chromium PDF, stored file), and with BENCH_SCALE_REPLAY=1 a full replay (it rebuilds every read model of
 * this database) beside a keyset-paged scan of the events.
 * Writes bench/results/scale-<crews>-crews.json and, when another size's file is there, prints the cost
 * growth (this run's p95 over the other's) per line. Read ratios, not milliseconds: the machine is shared.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql, type RawBuilder } from 'kysely';
import dayjs from 'dayjs';
import { boardShownFrom, todayIn } from '@crewing/domain';
import { loadEnv } from '../apps/server/src/env.js';
import { createServices } from '../apps/server/src/system.js';
import { jobContextOf } from '../apps/server/src/platform/services.js';
import { callerFor } from '../apps/server/src/testing/actors.js';
import { expiryAlertsJob } from '../apps/server/src/documents/expiry/job.js';
import { CREW_RECORD_FAMILIES } from '@crewing/domain';
import { rebuildAll } from '@crewing/events';
import { SERVED_ELSEWHERE } from '../apps/server/src/crew/records/owner.js';
import { boardAsOf } from '../apps/server/src/planning/past-board.js';
import { actorOf } from '../apps/server/src/platform/auth/sessions.js';
import { definitionOf } from '../apps/server/src/reports/catalogue.js';
import { reportJob } from '../apps/server/src/reports/definition.js';
import { allProjections } from '../apps/server/src/features.js';
import { LAST_NAMES } from '../apps/server/src/seed/data.js';
import { pct } from './bench/stats.js';
import { rssMiB, sampleRss } from './bench/memory.js';
import { boardMoments } from '../apps/server/src/testing/past-board.js';

const RUNS = Number(process.argv[2] ?? 40);
const only = (process.env.BENCH_LINES ?? '')
  .split(',')
  .map((x) => x.trim().toLowerCase())
  .filter(Boolean);
const wanted = (label: string) => only.length === 0 || only.some((x) => label.toLowerCase().includes(x));
const services = await createServices(loadEnv(), {
  startRunner: false,
  startWorkers: false,
  connectTimeoutMs: 120_000,
});
const db = services.db;
const rss = sampleRss(process.pid, 200);
type Line = { label: string; p50: number; p95: number; baseP50: number; baseP95: number };
const lines: Line[] = [];
const ms = (x: number) => x.toFixed(1).padStart(8);

/** The screen's call and its baseline, alternating, RUNS times after 3 warm-ups of each. */
async function measure(
  label: string,
  screen: (i: number) => Promise<unknown>,
  plain: (i: number) => RawBuilder<unknown>,
) {
  await measureRuns(RUNS, label, screen, plain);
}

async function measureRuns(
  runs: number,
  label: string,
  screen: (i: number) => Promise<unknown>,
  plain: (i: number) => RawBuilder<unknown>,
) {
  for (let i = 0; i < 3; i++) {
    await screen(i);
    await plain(i).execute(db);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    let s = performance.now();
    await plain(i).execute(db);
    b.push(performance.now() - s);
    s = performance.now();
    await screen(i);
    a.push(performance.now() - s);
  }
  const l = { label, p50: pct(a, 50), p95: pct(a, 95), baseP50: pct(b, 50), baseP95: pct(b, 95) };
  lines.push(l);
  console.log(
    `${label.padEnd(44)} p50 ${ms(l.p50)} p95 ${ms(l.p95)} ms | plain SELECT p50 ${ms(l.baseP50)} p95 ${ms(l.baseP95)} ms | ${(l.p95 / l.baseP95).toFixed(1)}x`,
  );
}

try {
  const count = async (q: RawBuilder<{ n: string }>) => Number((await q.execute(db)).rows[0]!.n);
  const crews = await count(sql`select count(*) as n from crews`);
  const events = await count(sql`select count(*) as n from events`);
  console.log(`Scale bench: ${crews.toLocaleString()} crews, ${events.toLocaleString()} events, ${RUNS} runs a line\n`);
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const caller = await callerFor(services, admin.id);
  const [fleet] = (
    await sql<{
      fleet_id: number;
    }>`select fleet_id from crew_change_board group by 1 order by count(*) desc limit 1`.execute(db)
  ).rows;
  const fleetId = fleet!.fleet_id;
  const vessels = (
    await sql<{
      id: number;
    }>`select onboard_vessel_id as id from crews where onboard_vessel_id is not null group by 1 order by 1`.execute(db)
  ).rows.map((r) => r.id);
  const vesselOf = (i: number) => vessels[i % vessels.length]!;
  const crewOf = (i: number) => 1 + ((i * 7919) % crews);
  const prefixes = [...new Set(LAST_NAMES.map((x) => x.slice(0, 3)))];
  const prefixOf = (i: number) => prefixes[i % prefixes.length]!;
  const today = todayIn(services.clock(), services.env.TIME_ZONE);
  const shownFrom = boardShownFrom(today);

  const counts = () =>
    sql`select count(*) filter (where onboard_vessel_id is not null), count(*) from crews where status = 1`;
  const lineUp = { rankId: 1, embarkDate: today, months: 9 };
  /** Each daily screen: its call as the administrator, and the plain SELECT of the same rows. */
  const screens: Array<[string, (i: number) => Promise<unknown>, (i: number) => RawBuilder<unknown>]> = [
    [
      'crew list, first page',
      () => caller.crew.list({}),
      () => sql`select id, last_name from crews order by id limit 50`,
    ],
    [
      'crew search, last-name prefix',
      (i) => caller.crew.list({ search: prefixOf(i) }),
      (i) => sql`select id, last_name from crews where lower(last_name) like ${prefixOf(i).toLowerCase() + '%'}
                 order by id limit 50`,
    ],
    [
      '201 file header',
      (i) => caller.crew.get({ id: crewOf(i) }),
      (i) => sql`select * from crews where id = ${crewOf(i)}`,
    ],
    [
      '201 file, documents',
      (i) => caller.crew.records.crewDocument.list({ crewId: crewOf(i) }),
      (i) =>
        sql`select * from crew_records where crew_id = ${crewOf(i)} and family = 'crew-document' order by id limit 50`,
    ],
    // The live board's rows (s47): the open crew changes and those finished in the last 30 days.
    [
      'fleet board (busiest fleet)',
      () => caller.crewChange.board({ fleetId }),
      () => sql`select * from crew_change_board where fleet_id = ${fleetId} and finished_on >= ${shownFrom}`,
    ],
    [
      'all-vessels board',
      () => caller.crewChange.board({ allVessels: true }),
      () => sql`select * from crew_change_board where finished_on >= ${shownFrom}`,
    ],
    ['dashboard', () => caller.dashboard.summary({}), counts],
    ['top-management dashboard', () => caller.dashboard.topManagement({}), counts],
    [
      'vessel plan',
      (i) => caller.planning.vesselPlan({ vesselId: vesselOf(i) }),
      (i) => sql`select * from crews where onboard_vessel_id = ${vesselOf(i)}`,
    ],
    [
      'line-up (rank 1, a vessel)',
      (i) => caller.planning.lineUp({ ...lineUp, vesselId: vesselOf(i) }),
      // The rows it shows (s43): the rank's crews by last name (at most 500, any status) and each one's current
      // documents of the rank's mandatory list. Until s43 the baseline was 50 standby crews by id.
      () => sql`select c.id, c.last_name, c.first_name, c.status, c.availability_date, d.group_id, d.expiry_date
                from (select * from crews where rank_id = 1 and crew_code is not null
                       order by last_name, id limit 500) c
                left join lateral (select group_id, expiry_date from current_documents d
                                    where d.crew_id = c.id and d.family <> 'crew-medical'
                                      and d.group_id in (select document_id::text from document_requirements
                                                          where owner = 'rank' and owner_id = 1 and mandatory)) d
                  on true`,
    ],
    [
      'expiring documents (expired)',
      () => caller.documents.expiring({ window: 'expired' }),
      () => sql`select id, crew_id, fields from crew_records where family = 'crew-document'
                and fields->>'expiryDate' < ${today} order by id limit 50`,
    ],
    [
      'history log',
      () => caller.audit.list({}),
      () => sql`select * from events order by global_position desc limit 50`,
    ],
    [
      'notifications',
      () => caller.notifications.list({}),
      () =>
        sql`select n.* from notifications n join notification_audiences a on a.id = n.audience_id
             where a.members @> array[${admin.id}]::int[] order by n.id desc limit 50`,
    ],
  ];
  for (const [label, screen, plain] of screens) if (wanted(label)) await measure(label, screen, plain);

  // Each record family of the 201 file (a tab each), beside the plain read of that family's rows.
  type Listed = Exclude<keyof typeof CREW_RECORD_FAMILIES, (typeof SERVED_ELSEWHERE)[number]>;
  const served = new Set<string>(SERVED_ELSEWHERE);
  const listed = (Object.keys(CREW_RECORD_FAMILIES) as Array<keyof typeof CREW_RECORD_FAMILIES>).filter(
    (k): k is Listed => !served.has(k),
  );
  for (const key of listed) {
    const family = CREW_RECORD_FAMILIES[key];
    if (!wanted(`201 file, ${family.name}`)) continue;
    await measure(
      `201 file, ${family.name}`,
      (i) => caller.crew.records[key].list({ crewId: crewOf(i) }),
      (i) =>
        sql`select * from crew_records where crew_id = ${crewOf(i)} and family = ${family.name} order by id limit 50`,
    );
  }

  // The board at a past date: the busiest fleet when 95% (a recent day) and 50% of its crew change events
  // had been recorded, beside the live board of the fleet (the scale data records its five years today, so
  // the moment is chosen by position in the store, not by calendar).
  const adminUser = await db.selectFrom('users').selectAll().where('id', '=', admin.id).executeTakeFirstOrThrow();
  const actor = actorOf(adminUser);
  const fleetEvents = await boardMoments(db, fleetId);
  for (const q of [0.95, 0.5]) {
    if (!wanted(`board at a past date (${q * 100}% of its events)`)) continue;
    const asOf = fleetEvents[Math.floor(fleetEvents.length * q)]!;
    let folded = 0;
    await measure(
      `board at a past date (${q * 100}% of its events)`,
      async () => {
        const b = await boardAsOf(services, { fleetId }, asOf, actor);
        folded = b.events;
      },
      () => sql`select * from crew_change_board where fleet_id = ${fleetId} and finished_on >= ${shownFrom}`,
    );
    console.log(`   (${folded.toLocaleString()} of the fleet's ${fleetEvents.length.toLocaleString()} events folded)`);
  }
  // Yesterday's board after a day of work: a tenth of the fleet's crew changes (at most 200) edited now through
  // the board's procedure, then the board as it stood just before the first edit. The scale seed writes each
  // crew change's events at once, so a moment inside its years finds every row whole on one side of it and
  // folds nothing; the rows edited today fold their whole history up to the moment (the cost the copy saves
  // for the others). Each run adds its own day of edits.
  const dayLabel = 'board at a past date (before a day of edits to a tenth of the fleet)';
  if (wanted(dayLabel)) {
    // The day's work is on the live board: its open and lately finished crew changes.
    const { rows } = await sql<{ id: number }>`select id from crew_change_board
      where fleet_id = ${fleetId} and finished_on >= ${shownFrom}`.execute(db);
    const picked = rows.filter((_, i) => i % 10 === 0).slice(0, 200);
    const asOf = new Date();
    await new Promise((r) => setTimeout(r, 5));
    let edited = 0;
    for (const [i, r] of picked.entries())
      edited += await caller.crewChange
        .updateEmbarking({ crewChangeId: r.id, changes: { remarks: `BENCH DAY ${i}` } })
        .then(
          () => 1,
          () => 0, // a crew change the board does not let one edit (cancelled): not part of the day
        );
    let folded = 0;
    await measure(
      dayLabel,
      async () => {
        const b = await boardAsOf(services, { fleetId }, asOf, actor);
        folded = b.events;
      },
      () => sql`select * from crew_change_board where fleet_id = ${fleetId} and finished_on >= ${shownFrom}`,
    );
    console.log(`   (${edited} crew changes edited; ${folded.toLocaleString()} of their events folded)`);
  }

  // Reports end to end (the job's handler: query, HTML, PDF in Chromium, stored file), fewer runs.
  const monthStart = dayjs(today).subtract(1, 'month').startOf('month');
  const lastMonth = {
    dateFrom: monthStart.format('YYYY-MM-DD'),
    dateTo: monthStart.endOf('month').format('YYYY-MM-DD'),
  };
  const reports: Array<[string, string, Record<string, unknown>, () => RawBuilder<unknown>]> = [
    [
      'POEA report (PH), last month, PDF',
      'poea-ph',
      lastMonth,
      () => sql`select crew_id, rank_id, embark_date from crew_sea_service
                where embark_date between ${lastMonth.dateFrom}::date and ${lastMonth.dateTo}::date`,
    ],
    [
      'onboard list (busiest fleet), PDF',
      'onboard-list',
      { fleetId },
      () => sql`select c.id, c.last_name, c.onboard_vessel_id from crews c join vessels v on v.id = c.onboard_vessel_id
                where v.fleet_id = ${fleetId}`,
    ],
  ];
  const context = jobContextOf(services);
  const saved = RUNS;
  for (const [label, key, filters, plain] of reports) {
    if (!wanted(label)) continue;
    const job = reportJob(definitionOf(key as Parameters<typeof definitionOf>[0])!);
    let rows = 0;
    await measureRuns(
      Math.min(saved, 5),
      label,
      async () => {
        rows = (await job.handler({ requestedBy: admin.id, filters, format: 'pdf' }, context)).rows;
      },
      plain,
    );
    console.log(`   (${rows.toLocaleString()} rows)`);
  }

  /** The daily expiry job, beside a plain read of every document record it looks at. */
  async function expiryJob() {
    const plainStart = performance.now();
    await sql`select crew_id, family, fields from crew_records where family in ('crew-document', 'crew-certificate', 'crew-medical')`.execute(
      db,
    );
    const plainJob = performance.now() - plainStart;
    const heapBefore = process.memoryUsage().heapUsed;
    const jobStart = performance.now();
    await expiryAlertsJob.handler({ leadDays: [90, 60, 30], contractMonths: 9 }, jobContextOf(services));
    const job = performance.now() - jobStart;
    const heapAfter = process.memoryUsage().heapUsed;
    lines.push({ label: 'daily expiry job', p50: job, p95: job, baseP50: plainJob, baseP95: plainJob });
    console.log(
      `${'daily expiry job (one run)'.padEnd(44)} ${ms(job)} ms | plain read of the document records ${ms(plainJob)} ms | ${(job / plainJob).toFixed(1)}x  heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  if (wanted('daily expiry job')) await expiryJob();

  if (process.env.BENCH_SCALE_REPLAY === '1') {
    // Baseline: every event read once in the replay's order, in keyset pages of 5,000 as the replay reads.
    let t = performance.now();
    let after = '0';
    for (;;) {
      const page = await sql<{ global_position: string }>`select * from events where global_position > ${after}
        order by global_position limit 5000`.execute(db);
      if (page.rows.length === 0) break;
      after = page.rows[page.rows.length - 1]!.global_position;
    }
    const scan = performance.now() - t;
    t = performance.now();
    const r = await rebuildAll(services.store, allProjections);
    const replay = performance.now() - t;
    lines.push({ label: 'full replay', p50: replay, p95: replay, baseP50: scan, baseP95: scan });
    console.log(
      `${'full replay (every projection)'.padEnd(44)} ${ms(replay)} ms, ${(r.events / (replay / 1000)).toFixed(0)} events/s | paged scan ${ms(scan)} ms, ${(events / (scan / 1000)).toFixed(0)} events/s | ${(replay / scan).toFixed(1)}x`,
    );
  }

  const size = await count(sql`select pg_database_size(current_database()) as n`);
  const mem = rss.stop();
  console.log(
    `\ndatabase size ${(size / 2 ** 30).toFixed(2)} GiB; this process (the server's code serving every line) RSS peak ${mem.peak.toFixed(0)} MiB, now ${rssMiB(process.pid).toFixed(0)} MiB`,
  );

  const file = `bench/results/scale-${crews}-crews${only.length ? '-lines' : ''}.json`;
  const result = {
    at: new Date().toISOString(),
    crews,
    events,
    runs: RUNS,
    lines,
    databaseBytes: size,
    rssPeakMiB: mem.peak,
  };
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`written ${file}`);
  // The cost growth against the runs of other sizes (5,000 beside 50,000 crews), when there are any. Two
  // columns: the p95 itself, and the p95's ratio to its same-run plain SELECT, which holds when the two runs
  // met different loads on the machine (the 400-crew run was at load 20, a quiet 1,400-crew run at 2).
  const others = readdirSync('bench/results')
    .filter((f) => /^scale-\d+-crews\.json$/.test(f) && `bench/results/${f}` !== file)
    .map((f) => JSON.parse(readFileSync(`bench/results/${f}`, 'utf8')) as typeof result)
    .filter((o) => o.crews !== crews)
    .sort((a, b) => a.crews - b.crews);
  for (const o of others) {
    const [small, big] = o.crews < crews ? [o, result] : [result, o];
    console.log(
      `\ncost growth ${small.crews.toLocaleString()} -> ${big.crews.toLocaleString()} crews (p95 | p95 over its plain SELECT):`,
    );
    for (const l of big.lines) {
      const s = small.lines.find((x) => x.label === l.label);
      if (!s) continue;
      const relative = l.p95 / l.baseP95 / (s.p95 / s.baseP95);
      console.log(`  ${l.label.padEnd(44)} ${(l.p95 / s.p95).toFixed(1)}x | ${relative.toFixed(1)}x`);
    }
  }
  if (others.length === 0) {
    console.log('(no run of another size yet: the cost growth needs one)');
  }
} finally {
  await services.close();
}
