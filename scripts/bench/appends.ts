/**
 * Appends per second through the command handler (issue 17 goal 1), beside two baselines taken in
 * the same run: pgbench's single-row INSERT of an event-shaped row (the machine's limit) and plain
 * INSERT transactions from node. The command is a real app command with the app's real inline
 * projections: a crew change board edit (UpdateEmbarkingDetails, remarks) through
 * services.commands, rotating over the 1,000 crew changes of the bench fleet so concurrent
 * writers almost never touch the same stream.
 *
 *   node --import tsx scripts/bench/appends.ts [seconds] [writers,...] [--notify] [--cache] [--combine]
 *     [--drop=index,...] [--disable=trigger,...]   (a lever: the store as is and without these, alternating)
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { crewChangeDecider, crewChangeStream } from '@crewing/domain';
import { CommandHandler, type EventRow } from '@crewing/events';
import { createTestServices, type TestServices } from '../../apps/server/src/testing/test-services.js';
import { TEST_META } from '../../apps/server/src/testing/actors.js';
import { commandHandlerOptions } from '../../apps/server/src/platform/services.js';
import { benchActor, writeFleetDataset } from './fleet-dataset.js';
import { pct } from './stats.js';

export interface AppendRun {
  writers: number;
  commands: number;
  events: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /**
   * CPU milliseconds per command: this node process and the database's backends. Much steadier
   * than throughput while other work shares the 2 cores; throughput ~ cores / (node + pg).
   */
  nodeCpuMs?: number;
  pgCpuMs?: number;
  /** The write combiner (s45): commands sent alone, groups sent and the commands in them. */
  combiner?: { alone: number; groups: number; grouped: number; waited: number };
}
export interface AppendFigures {
  pgbench: { clients: number; tps: number };
  plainInsert: { writers: number; perSecond: number };
  runs: AppendRun[];
  command: string;
  /** notifyCheck: 8 writers with and without the events_notify trigger, in alternating slices of one run. */
  notify?: { on: AppendRun; off: AppendRun };
  /** cacheCheck: 8 writers with the handler's kept streams and with a handler per command (reads every stream), alternating. */
  cache?: { kept: AppendRun; read: AppendRun };
  /**
   * lever: 8 writers as the store is and with the lever's DDL applied (indexes of the events table dropped, a
   * trigger disabled), alternating: what the lever could gain at most, in the same run.
   */
  lever?: { name: string; as: AppendRun; without: AppendRun };
  /**
   * combineCheck: the handler with the write combiner (as services build it) and one without (COMMAND_GROUP_MAX=0),
   * in alternating slices, each on its own half of the streams, at 8 writers and at 1 (a lone command's latency).
   */
  combine?: { on: AppendRun; off: AppendRun; onAlone: AppendRun; offAlone: AppendRun };
}

/** A lever measured by taking something away: `drop` indexes (restored from their definitions), `disable` triggers. */
export interface Lever {
  drop?: string[];
  disable?: string[];
  /** `create or replace function` statements (a variant of append_events); the functions' own definitions come back. */
  replace?: string;
}

/** Applies a lever's DDL to the events table; the returned function restores what it took. */
async function applyLever(db: TestServices['db'], lever: Lever): Promise<() => Promise<void>> {
  const defs = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where tablename = 'events' and indexname = any(${lever.drop ?? []}::text[])`.execute(db);
  if (defs.rows.length !== (lever.drop ?? []).length) throw new Error(`lever: no such index in ${lever.drop}`);
  for (const name of lever.drop ?? []) await sql.raw(`drop index ${name}`).execute(db);
  for (const name of lever.disable ?? []) await sql.raw(`alter table events disable trigger ${name}`).execute(db);
  const names = [...(lever.replace ?? '').matchAll(/create or replace function (\w+)/gi)].map((m) => m[1]!);
  const own = await sql<{ def: string }>`select pg_get_functiondef(p.oid) as def from pg_proc p
      where p.proname = any(${names}::text[])`.execute(db);
  if (lever.replace) await sql.raw(lever.replace).execute(db);
  return async () => {
    for (const { def } of own.rows) await sql.raw(def).execute(db);
    for (const { indexdef } of defs.rows) await sql.raw(indexdef).execute(db);
    for (const name of lever.disable ?? []) await sql.raw(`alter table events enable trigger ${name}`).execute(db);
    await sql`analyze events`.execute(db);
  };
}

const run = promisify(execFile);
const PG = { host: '127.0.0.1', port: '5432', user: 'postgres' };
/** The connection options psql and pgbench both take. */
const PG_ARGS = ['-h', PG.host, '-p', PG.port, '-U', PG.user];
const PGBENCH_CLIENTS = 8;
const PLAIN_WRITERS = 8;
const COMMAND =
  'crew change board edit: UpdateEmbarkingDetails { remarks } via crewChangeDecider through services.commands (all inline projections), over 1,000 crew changes';

/** The events table's shape (migration 0001) without its triggers: what one row costs the database. */
const EVENTS_LIKE = (name: string) => `
  create table ${name} (
    global_position bigint generated always as identity primary key,
    stream_id text not null, stream_type text not null, stream_version integer not null,
    event_id uuid not null, event_type text not null, schema_version integer not null default 1,
    data jsonb not null, metadata jsonb not null,
    recorded_at timestamptz not null default now(),
    transaction_id xid8 not null default pg_current_xact_id(),
    unique (stream_id, stream_version), unique (event_id));
  create index on ${name} (transaction_id, global_position);
  create index on ${name} (event_type, transaction_id, global_position);`;

const DATA = JSON.stringify({
  changes: { remarks: 'BENCH 1' },
  previous: { remarks: 'READY 1' },
  byId: 1,
  byName: 'BENCH ADMIN',
  at: '2026-11-24T00:00:00.000Z',
});
const META = JSON.stringify({
  ...TEST_META,
  userId: 1,
  commandId: '00000000-0000-0000-0000-000000000000',
  requestHash: 'f'.repeat(64),
});

async function psql(database: string, command: string): Promise<void> {
  await run('psql', [...PG_ARGS, '-d', database, '-v', 'ON_ERROR_STOP=1', '-qc', command]);
}

/** pgbench: one event-shaped row per transaction, in a throwaway database. */
async function pgbench(seconds: number): Promise<{ clients: number; tps: number }> {
  const database = `bench_pgbench_${process.pid}_${Date.now()}`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-appends-'));
  await psql('postgres', `create database ${database}`);
  try {
    await psql(database, EVENTS_LIKE('events_like'));
    const script = join(dir, 'insert.sql');
    const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
    await writeFile(
      script,
      `insert into events_like (stream_id, stream_type, stream_version, event_id, event_type, data, metadata) ` +
        `values ('crew-change-' || gen_random_uuid(), 'crew-change', 1, gen_random_uuid(), 'EmbarkingDetailsUpdated', ${q(DATA)}, ${q(META)});\n`,
    );
    const { stdout } = await run('/usr/bin/pgbench', [
      ...PG_ARGS,
      '-n',
      '-c',
      String(PGBENCH_CLIENTS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      database,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { clients: PGBENCH_CLIENTS, tps: Number(tps[1]) };
  } finally {
    await psql('postgres', `drop database if exists ${database} with (force)`);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Folds the dataset into the inline read models (all an append touches: the board row, audit log,
 * field history) with the store's own projection path, independent of the replay machinery. Only the bulk
 * writer's events: the admin user was created through the handler, its projections already ran.
 */
async function foldInline(services: TestServices): Promise<void> {
  const rows =
    await sql<EventRow>`select *, transaction_id::text as transaction_id from events where metadata->>'commandId' = 'bench' order by global_position`.execute(
      services.db,
    );
  const events = rows.rows.map((r) => services.store.toStoredEvent(r));
  for (let i = 0; i < events.length; i += 5000) {
    await services.db.transaction().execute((trx) => services.store.project(trx, events.slice(i, i + 5000)));
  }
  await sql`analyze`.execute(services.db);
}

const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks (CLK_TCK 100)

/** CPU ms so far of each backend connected to this database. */
async function backendCpu(services: TestServices): Promise<Map<number, number>> {
  const { rows } = await sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database()`.execute(services.db);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      out.set(pid, (Number(stat[11]) + Number(stat[12])) * TICK_MS);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Runs `writers` loops of `fn` until the deadline; returns each call's latency in ms. */
async function loop(
  writers: number,
  seconds: number,
  fn: (n: number) => Promise<unknown>,
): Promise<{ latencies: number[]; elapsed: number }> {
  const latencies: number[] = [];
  let n = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await fn(n++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - start) / 1000 };
}

export async function benchAppends(
  opts: {
    writers?: number[];
    seconds?: number;
    notifyCheck?: boolean;
    cacheCheck?: boolean;
    combineCheck?: boolean;
    lever?: { name: string } & Lever;
  } = {},
): Promise<AppendFigures> {
  const seconds = opts.seconds ?? 10;
  const writerCounts = opts.writers ?? [1, 8, 32];
  const services = await createTestServices({ startWorkers: false });
  try {
    const pg = await pgbench(seconds);

    // Plain INSERT transactions from node into the same shape (BEGIN, INSERT, COMMIT).
    await sql.raw(EVENTS_LIKE('bench_plain')).execute(services.db);
    const plain = await loop(PLAIN_WRITERS, seconds, (n) =>
      services.db.transaction().execute((trx) =>
        trx
          .insertInto('bench_plain' as never)
          .values({
            stream_id: `plain-${n}`,
            stream_type: 'crew-change',
            stream_version: 1,
            event_id: crypto.randomUUID(),
            event_type: 'EmbarkingDetailsUpdated',
            data: DATA,
            metadata: META,
          } as never)
          .execute(),
      ),
    );
    await sql`drop table bench_plain`.execute(services.db);

    const fleet = await writeFleetDataset(services, 0);
    await foldInline(services);
    const actor = benchActor(fleet.adminId);
    const metadata = { ...TEST_META, userId: fleet.adminId, userName: 'BENCH ADMIN' };
    const streams = Math.min(fleet.crewChanges, 1000);
    let seq = 0; // across runs, so a stream never gets the value it already holds
    // The cache A/B gives each variant its own half of the streams, so neither makes the other's copies stale.
    const edit = (handler: CommandHandler, half: 0 | 1 | null = null, n = seq++) =>
      handler.handle(crewChangeDecider, {
        // A shared counter: the writers in flight hold consecutive ids, never the same stream.
        streamId: crewChangeStream.id(1 + (half === null ? n % streams : half * (streams / 2) + (n % (streams / 2)))),
        command: {
          type: 'UpdateEmbarkingDetails',
          data: { changes: { remarks: `BENCH ${n}` }, actor, at: new Date().toISOString(), known: {} },
        },
        commandId: crypto.randomUUID(),
        metadata: { ...metadata, requestHash: n.toString(16).padStart(64, '0') },
      });
    await loop(4, 1, () => edit(services.commands)); // warm-up: JIT, pool, plan caches
    const slice = async (writers: number, secs: number, handler = services.commands, half: 0 | 1 | null = null) => {
      const pg0 = await backendCpu(services);
      const node0 = process.cpuUsage();
      const stats0 = { alone: 0, groups: 0, grouped: 0, waited: 0, ...handler.combiner?.stats };
      const { latencies, elapsed } = await loop(writers, secs, () => edit(handler, half));
      const node = process.cpuUsage(node0);
      const pg1 = await backendCpu(services);
      const pgMs = [...pg1].reduce((sum, [pid, ms]) => sum + ms - (pg0.get(pid) ?? 0), 0);
      const s1 = handler.combiner?.stats;
      const combiner = s1
        ? {
            alone: s1.alone - stats0.alone,
            groups: s1.groups - stats0.groups,
            grouped: s1.grouped - stats0.grouped,
            waited: s1.waited - stats0.waited,
          }
        : undefined;
      return { latencies, elapsed, nodeMs: (node.user + node.system) / 1000, pgMs, combiner };
    };
    type Slice = Awaited<ReturnType<typeof slice>>;
    const summary = (writers: number, parts: Slice[]): AppendRun => {
      const latencies = parts.flatMap((p) => p.latencies);
      const n = latencies.length;
      const sum = (f: (p: Slice) => number) => parts.reduce((a, p) => a + f(p), 0);
      return {
        writers,
        commands: n,
        events: n,
        perSecond: n / sum((p) => p.elapsed),
        p50: pct(latencies, 50),
        p95: pct(latencies, 95),
        p99: pct(latencies, 99),
        nodeCpuMs: sum((p) => p.nodeMs) / n,
        pgCpuMs: sum((p) => p.pgMs) / n,
        ...(parts.every((p) => p.combiner)
          ? {
              combiner: {
                alone: sum((p) => p.combiner!.alone),
                groups: sum((p) => p.combiner!.groups),
                grouped: sum((p) => p.combiner!.grouped),
                waited: sum((p) => p.combiner!.waited),
              },
            }
          : {}),
      };
    };
    const runs: AppendRun[] = [];
    for (const writers of writerCounts) runs.push(summary(writers, [await slice(writers, seconds)]));
    /** Two variants at 8 writers in alternating slices, so the machine's other load falls on both alike. */
    const ab = async (a: () => Promise<Slice>, b: () => Promise<Slice>, writers = 8) => {
      const as: Slice[] = [];
      const bs: Slice[] = [];
      // ABBAAB...: neither variant always goes first.
      for (let i = 0; i < 6; i++) {
        if (i % 2 === 0) {
          as.push(await a());
          bs.push(await b());
        } else {
          bs.push(await b());
          as.push(await a());
        }
      }
      return { a: summary(writers, as), b: summary(writers, bs) };
    };
    const part = Math.max(1, seconds / 6);
    let notify: AppendFigures['notify'];
    if (opts.notifyCheck) {
      const toggle = async (on: boolean) => {
        await sql.raw(`alter table events ${on ? 'enable' : 'disable'} trigger events_notify`).execute(services.db);
      };
      const r = await ab(
        async () => (await toggle(true), slice(8, part)),
        async () => (await toggle(false), slice(8, part)),
      );
      await toggle(true);
      notify = { on: r.a, off: r.b };
    }
    let cache: AppendFigures['cache'];
    if (opts.cacheCheck) {
      // A handler per command keeps nothing between commands: every command reads its stream.
      const fresh = {
        handle: (...args: Parameters<CommandHandler['handle']>) =>
          new CommandHandler(services.store, services.env.TIME_ZONE).handle(...args),
      };
      const r = await ab(
        () => slice(8, part, services.commands, 0),
        () => slice(8, part, fresh as unknown as CommandHandler, 1),
      );
      cache = { kept: r.a, read: r.b };
    }
    let combine: AppendFigures['combine'];
    if (opts.combineCheck) {
      const on = new CommandHandler(services.store, services.env.TIME_ZONE, commandHandlerOptions(services.env));
      const off = new CommandHandler(services.store, services.env.TIME_ZONE, { combine: 0 });
      const many = await ab(
        () => slice(8, part, on, 0),
        () => slice(8, part, off, 1),
      );
      const lone = await ab(
        () => slice(1, part, on, 0),
        () => slice(1, part, off, 1),
        1,
      );
      combine = { on: many.a, off: many.b, onAlone: lone.a, offAlone: lone.b };
    }
    let lever: AppendFigures['lever'];
    if (opts.lever) {
      const l = opts.lever;
      let restore: (() => Promise<void>) | null = null;
      const r = await ab(
        async () => {
          if (restore) await restore();
          restore = null;
          return slice(8, part);
        },
        async () => {
          restore ??= await applyLever(services.db, l);
          return slice(8, part);
        },
      );
      if (restore) await (restore as () => Promise<void>)();
      lever = { name: l.name, as: r.a, without: r.b };
    }
    return {
      pgbench: pg,
      plainInsert: { writers: PLAIN_WRITERS, perSecond: plain.latencies.length / plain.elapsed },
      runs,
      command: COMMAND,
      ...(notify ? { notify } : {}),
      ...(cache ? { cache } : {}),
      ...(lever ? { lever } : {}),
      ...(combine ? { combine } : {}),
    };
  } finally {
    await services.dispose();
  }
}

export function formatAppends(f: AppendFigures): string {
  const row = (r: AppendRun, label = String(r.writers).padStart(7)) =>
    `  ${label}  ${r.perSecond.toFixed(0).padStart(10)}  ${(r.perSecond / f.pgbench.tps).toFixed(2).padStart(9)}` +
    `  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}` +
    `  ${(r.nodeCpuMs ?? 0).toFixed(2).padStart(6)} + ${(r.pgCpuMs ?? 0).toFixed(2)}` +
    (r.combiner
      ? `  (${r.combiner.alone} alone, ${r.combiner.groups} groups of ${(r.combiner.grouped / Math.max(1, r.combiner.groups)).toFixed(1)})`
      : '');
  const lines = [
    `Appends (${f.command})`,
    `  baseline pgbench single-row INSERT, ${f.pgbench.clients} clients   ${f.pgbench.tps.toFixed(0).padStart(6)}/s`,
    `  baseline node plain INSERT transactions, ${f.plainInsert.writers} writers ${f.plainInsert.perSecond.toFixed(0).padStart(6)}/s`,
    `  writers  commands/s  x pgbench  p50 ms  p95 ms  p99 ms  cpu ms/command node + pg`,
    ...f.runs.map((r) => row(r)),
    ...(f.notify ? [row(f.notify.on, '8 notify'), row(f.notify.off, '8 no-ntf')] : []),
    ...(f.cache ? [row(f.cache.kept, '8 kept'), row(f.cache.read, '8 read')] : []),
    ...(f.combine
      ? [
          row(f.combine.on, '8 group'),
          row(f.combine.off, '8 alone'),
          row(f.combine.onAlone, '1 group'),
          row(f.combine.offAlone, '1 alone'),
        ]
      : []),
    ...(f.lever ? [`  lever: ${f.lever.name}`, row(f.lever.as, '8 as is'), row(f.lever.without, '8 lever')] : []),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = process.argv[2] ? Number(process.argv[2]) : undefined;
  const writers = process.argv[3] ? process.argv[3].split(',').map(Number) : undefined;
  const notifyCheck = process.argv.includes('--notify');
  const cacheCheck = process.argv.includes('--cache');
  const combineCheck = process.argv.includes('--combine');
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const drop = arg('drop')?.split(',');
  const disable = arg('disable')?.split(',');
  const replaceFile = arg('replace');
  const replace = replaceFile ? await readFile(replaceFile, 'utf8') : undefined;
  const lever =
    drop || disable || replace
      ? {
          name: [drop && `drop ${drop.join(', ')}`, disable && `disable ${disable.join(', ')}`]
            .filter(Boolean)
            .join('; '),
          ...(drop ? { drop } : {}),
          ...(disable ? { disable } : {}),
          ...(replace ? { replace, name: `replace from ${replaceFile}` } : {}),
        }
      : undefined;
  const figures = await benchAppends({
    ...(seconds ? { seconds } : {}),
    ...(writers ? { writers } : {}),
    notifyCheck,
    cacheCheck,
    combineCheck,
    ...(lever ? { lever } : {}),
  });
  console.log(formatAppends(figures));
}
