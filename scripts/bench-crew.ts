/**
 * npm run bench:crew [crews]: the crew master list (crew.list) at 50,000 crews, beside same-run baselines.
 *   1. builds the crews with the real crew decider (RegisterCrew, SignOnCrew) and the bulk writer,
 *      then replays the crews and master-data projections
 *   2. times crew.list through the tRPC caller as a crewing officer, five cases, each beside a plain
 *      indexed SELECT of 50 rows from `crews`, and prints the plans of the list's statements
 */
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { crewDecider, crewListInput, crewStream, DEPT, masterDataDecider, masterDataStream } from '@crewing/domain';
import { POS, type CrewCommand, type CrewListInput, type MasterDataKind } from '@crewing/domain';
import { rebuildProjection } from '@crewing/events';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { callerFor, makeUser, TEST_META } from '../apps/server/src/testing/actors.js';
import { allProjections } from '../apps/server/src/features.js';
import { listCrews } from '../apps/server/src/crew/list-query.js';
import type { DB } from '../apps/server/src/platform/db/schema.js';
import { FIRST_NAMES, FLEETS, LAST_NAMES, MIDDLE_NAMES, RANKS, VESSEL_NAMES } from '../apps/server/src/seed/data.js';
import { BulkEventWriter, decideAll } from './bench/bulk-events.js';
import { line, pct, timed } from './bench/stats.js';

const CREWS = Number(process.argv[2] ?? 50_000);
const VESSELS = 100;
const RUNS = 200;

/** Deterministic, so every run builds the same crews. */
let seed = 2026;
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A calendar date within `days` days from `from`. */
const day = (from: number, days: number) =>
  new Date(from + Math.floor(rand() * days) * 86_400_000).toISOString().slice(0, 10);
const applicantNo = (id: number) => `A${pad(id, 7)}`;
const crewCode = (id: number) => `C${pad(id, 6)}`;

const services = await createTestServices({ startWorkers: false });
const at = new Date().toISOString();
const writer = new BulkEventWriter(services.db, { ...TEST_META, userName: 'BENCH', commandId: 'bench' });
const master = (kind: MasterDataKind, id: number, fields: Record<string, unknown>) =>
  writer.stream(
    masterDataStream(kind).id(id),
    kind,
    decideAll(masterDataDecider, [{ type: 'CreateMasterRecord', data: { kind, id, fields, at } }]),
  );

/** A crew as Add Crew registers him: ~55% signed on since 2024, ~6% inactive (standby ones). */
function crewCommands(crewId: number): CrewCommand[] {
  const rankId = 1 + Math.floor(rand() * RANKS.length);
  const onboard = rand() < 0.55;
  const profile = {
    applicantNo: applicantNo(crewId),
    // An applicant has no crew code until he is hired.
    ...(onboard || rand() < 0.8 ? { crewCode: crewCode(crewId) } : {}),
    ...(rand() < 0.8 ? { ipn: `IPN${pad((crewId * 7919) % 1_000_000, 6)}` } : {}),
    lastName: pick(LAST_NAMES),
    firstName: pick(FIRST_NAMES),
    middleName: pick(MIDDLE_NAMES),
    ...(rand() < 0.05 ? { suffix: 'JR.' as const } : {}),
    birthdate: day(Date.UTC(1962, 0, 1), 38 * 365),
    rankId,
    status: !onboard && rand() < 0.06 / 0.45 ? 0 : 1,
    principalId: crewId % 4 === 0 ? null : 1 + (crewId % 3),
  } as const;
  const commands: CrewCommand[] = [{ type: 'RegisterCrew', data: { crewId, profile, at } }];
  if (onboard) {
    const vesselId = 1 + Math.floor(rand() * VESSELS);
    const embarkDate = day(Date.UTC(2024, 0, 1), 900);
    commands.push({ type: 'SignOnCrew', data: { crewId, vesselId, rankId, embarkDate, at } });
  }
  return commands;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement listCrews runs for this input: plan nodes and times. */
async function explain(input: CrewListInput): Promise<string[]> {
  const ran: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: services.env.DATABASE_URL });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: (e) => void ran.push(e.query) });
  await listCrews(db, crewListInput.parse(input));
  await db.destroy();
  const out: string[] = [];
  for (const q of ran) {
    const plan = await services.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers, costs off) ${q.sql}`, [...q.parameters]),
    );
    out.push(/^select count\(\*\)/.test(q.sql) ? 'count statement:' : 'data statement:');
    // The plan nodes (the top one, each '->' and CTE), the top node's buffers, the execution time.
    for (const [i, { 'QUERY PLAN': text }] of plan.rows.entries()) {
      if (i > 1 && !/->|^\s*CTE |^Execution/.test(text)) continue;
      if (i === 1 && !text.includes('Buffers')) continue;
      const timing = /\s+\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/;
      out.push('  ' + text.replace(timing, '  ($1 ms, $2 rows x$3)').slice(0, 114));
    }
  }
  return out;
}

try {
  console.log(`Building ${CREWS.toLocaleString()} crews (real deciders, bulk writer, replay)...`);
  let t0 = performance.now();
  for (const [i, f] of FLEETS.entries()) await master('fleet', i + 1, f);
  for (const [i, r] of RANKS.entries()) await master('rank', i + 1, { ...r, sortOrder: i + 1 });
  for (let v = 1; v <= VESSELS; v++) {
    const name = `${VESSEL_NAMES[(v - 1) % VESSEL_NAMES.length]!} ${Math.ceil(v / VESSEL_NAMES.length)}`;
    const fleetId = 1 + (v % FLEETS.length);
    const { vesselTypeId } = FLEETS[fleetId - 1]!;
    await master('vessel', v, { name, code: `V${pad(v, 3)}`, fleetId, vesselTypeId });
  }
  for (let c = 1; c <= CREWS; c++) {
    await writer.stream(crewStream.id(c), crewStream.type, decideAll(crewDecider, crewCommands(c)));
  }
  await writer.flush();
  const written = (performance.now() - t0) / 1000;
  t0 = performance.now();
  for (const p of allProjections.filter((x) => x.name === 'master-data' || x.name === 'crews')) {
    await rebuildProjection(services.store, p, 5000);
  }
  // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`.execute(services.db);
  const replayed = (performance.now() - t0) / 1000;
  const counts = await sql<{ n: string; active: string; onboard: string }>`
    select count(*) as n, count(*) filter (where status = 1) as active, count(onboard_vessel_id) as onboard
    from crews`.execute(services.db);
  const { n, active, onboard } = counts.rows[0]!;
  console.log(
    `  ${writer.count.toLocaleString()} events written in ${written.toFixed(1)} s, crews and master data` +
      ` replayed in ${replayed.toFixed(1)} s: ${n} crews, ${active} active, ${onboard} onboard, ${VESSELS} vessels\n`,
  );

  const officer = await makeUser(services, {
    departmentId: DEPT.bulk,
    positionIds: [POS.crewingOfficer],
    fleetId: 2,
    vesselTypeId: 2,
  });
  const caller = await callerFor(services, officer.id);
  // Each run varies its input: 3 letters of a real last name, a crew code or applicant no. prefix, a rank.
  const prefixes = [...new Set(LAST_NAMES.map((x) => x.slice(0, 3)))];
  const lastPrefix = (i: number) => prefixes[i % prefixes.length]!;
  const someId = (i: number) => 1 + ((i * 7919) % CREWS);
  const code = (i: number) =>
    i % 2 === 0
      ? { column: 'crew_code', prefix: crewCode(someId(i)).slice(0, 5) }
      : { column: 'applicant_no', prefix: applicantNo(someId(i)).slice(0, 6) };
  const rankOf = (i: number) => 1 + (i % RANKS.length);
  /** The baseline: a plain indexed SELECT of 50 rows from crews. */
  const plain = (where: RawBuilder<unknown>, offset = 0) =>
    sql`select id, last_name from crews where ${where} order by id limit 50 offset ${offset}`.execute(services.db);
  const like = (column: string, prefix: string) => sql`lower(${sql.ref(column)}) like ${prefix.toLowerCase() + '%'}`;
  type Case = { label: string; input: (i: number) => CrewListInput; baseline: (i: number) => Promise<unknown> };
  const cases: Case[] = [
    { label: '(a) default first page', input: () => ({}), baseline: () => plain(sql`true`) },
    { label: '(b) page 200', input: () => ({ page: 200 }), baseline: () => plain(sql`true`, 9950) },
    {
      label: '(c) last-name prefix',
      input: (i) => ({ search: lastPrefix(i) }),
      baseline: (i) => plain(like('last_name', lastPrefix(i))),
    },
    {
      label: '(d) crew code / applicant prefix',
      input: (i) => ({ search: code(i).prefix }),
      baseline: (i) => plain(like(code(i).column, code(i).prefix)),
    },
    {
      label: '(e) rank + onboard',
      input: (i) => ({ rankId: rankOf(i), onboard: 'ONBOARD' }),
      baseline: (i) => plain(sql`rank_id = ${rankOf(i)} and onboard_vessel_id is not null`),
    },
  ];
  console.log(`crew.list as a crewing officer (tRPC caller), ${RUNS} runs each, beside a plain SELECT of 50 rows`);
  for (const c of cases) {
    for (let i = 0; i < 20; i++) await caller.crew.list(c.input(i));
    const base: number[] = [];
    const list: number[] = [];
    let matches = 0;
    for (let i = 0; i < RUNS; i++) {
      base.push(await timed(() => c.baseline(i)));
      list.push(
        await timed(async () => {
          const r = await caller.crew.list(c.input(i));
          if (r.items.length === 0) throw new Error(`${c.label}: no rows for ${JSON.stringify(c.input(i))}`);
          matches += r.total;
        }),
      );
    }
    const ratio = (p: number) => `${(pct(list, p) / pct(base, p)).toFixed(1)}x`;
    console.log(`${c.label}, ${Math.round(matches / RUNS).toLocaleString()} matches on average`);
    console.log('   ' + line('baseline: plain SELECT, 50 rows', base));
    console.log('   ' + line('crew.list', list) + `   ratio p50 ${ratio(50)} p95 ${ratio(95)}`);
  }
  const explained: Array<[string, CrewListInput]> = [
    ['(a) default first page', {}],
    ['(c) last-name prefix', { search: 'MAN' }],
  ];
  for (const [label, input] of explained) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of crew.list ${label} ${JSON.stringify(input)}`);
    for (const l of await explain(input)) console.log('  ' + l);
  }
} finally {
  await services.dispose();
}
