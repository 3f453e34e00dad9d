/**
 * Resident memory of the real processes, as ops would see it with `ps`: a server (no in-process
 * workers, as in production with Redis) and a dedicated worker, spawned on the bench database,
 * at rest and while 8 HTTP clients send board edits; and `npm run replay` rebuilding every
 * projection of the 1,000,000-event store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HttpClient } from '../../apps/server/src/testing/http.js';
import type { Services } from '../../apps/server/src/platform/services.js';
import { BENCH_ADMIN, BENCH_FLEET } from './fleet-dataset.js';
import { pct } from './stats.js';
import { spawnServer } from '../../apps/server/src/testing/server-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resident set size of a process in MiB (Linux /proc), 0 once it is gone. */
export function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped: peak and median. */
export function sampleRss(pid: number, everyMs = 100): { stop(): { peak: number; median: number } } {
  const xs: number[] = [];
  const t = setInterval(() => {
    const v = rssMiB(pid);
    if (v > 0) xs.push(v);
  }, everyMs);
  return {
    stop() {
      clearInterval(t);
      const v = rssMiB(pid);
      if (v > 0) xs.push(v);
      return { peak: Math.max(0, ...xs), median: xs.length ? pct(xs, 50) : 0 };
    },
  };
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(t);
}

export interface MemoryFigures {
  serverAtRest: number;
  workerAtRest: number;
  serverUnderLoad: { peak: number; median: number };
  workerUnderLoad: { peak: number; median: number };
  /** The HTTP load the processes were under: board edits per second, 8 clients, and their latency. */
  load: { clients: number; seconds: number; perSecond: number; p50: number; p95: number; p99: number };
  replay: { peak: number; median: number; seconds: number };
}

export async function benchMemory(services: Services, opts: { loadSeconds?: number } = {}): Promise<MemoryFigures> {
  const databaseUrl = services.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the memory bench needs a PostgreSQL DATABASE_URL');
  const loadSeconds = opts.loadSeconds ?? 15;
  const common = { DATABASE_URL: databaseUrl, REDIS_URL: REDIS_URL, SEED_ON_EMPTY: '0', SCHEDULE_JOBS: '0' };
  const inherited = process.env as Record<string, string>;
  const started = await spawnServer({ ...inherited, LOG_LEVEL: 'warn', ...common, RUN_WORKERS: '0' }, 150_000);
  const { child: server, url } = started;
  const worker = start('apps/server/src/cli/worker.ts', common);
  try {
    // Warm up as a user's first minutes would: sign in, open the board, a few edits.
    const ids = (
      await services.db
        .selectFrom('crew_change_board')
        .select('id')
        .where('fleet_id', '=', BENCH_FLEET + 1)
        .orderBy('id')
        .limit(400)
        .execute()
    ).map((r) => r.id);
    // One sign-in shared by the 8 clients: parallel sign-ins of one user from one IP would meet
    // the password-guessing limit (attempts count before the password is checked).
    const first = new HttpClient(url);
    const signIn = await first.mutation('auth.login', BENCH_ADMIN);
    if (signIn.error) throw new Error(`bench sign-in: ${signIn.error.message}`);
    const clients = Array.from({ length: 8 }, () => Object.assign(new HttpClient(url), { cookie: first.cookie }));
    await clients[0]!.query('crewChange.board', { fleetId: BENCH_FLEET });
    let n = 0;
    const edit = async (http: HttpClient, id: number) => {
      const r = await http.mutation('crewChange.updateEmbarking', {
        crewChangeId: id,
        changes: { remarks: `MEM ${n++}` },
      });
      if (r.error) throw new Error(`bench edit: ${r.error.message}`);
    };
    for (let i = 0; i < 40; i++) await edit(clients[i % 8]!, ids[i % ids.length]!);
    await new Promise((r) => setTimeout(r, 3000));
    const serverAtRest = rssMiB(server.pid!);
    const workerAtRest = rssMiB(worker.pid!);

    // Under load: 8 clients, each editing its own rows (rarely colliding), for loadSeconds.
    const serverSamples = sampleRss(server.pid!);
    const workerSamples = sampleRss(worker.pid!);
    const latencies: number[] = [];
    const until = performance.now() + loadSeconds * 1000;
    const t0 = performance.now();
    await Promise.all(
      clients.map(async (http, c) => {
        for (let k = 0; performance.now() < until; k++) {
          const s = performance.now();
          await edit(http, ids[(c * 50 + (k % 50)) % ids.length]!);
          latencies.push(performance.now() - s);
        }
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;
    const serverUnderLoad = serverSamples.stop();
    const workerUnderLoad = workerSamples.stop();
    await stop(server);
    await stop(worker);

    // npm run replay of every projection, as ops would run it after a projection change.
    const replayStarted = performance.now();
    const replay = start('apps/server/src/cli/replay.ts', { DATABASE_URL: databaseUrl });
    const replaySamples = sampleRss(replay.pid!);
    const code = await new Promise<number | null>((r) => replay.once('exit', (c) => r(c)));
    if (code !== 0) throw new Error(`npm run replay exited with ${code}`);
    const replayRss = replaySamples.stop();
    return {
      serverAtRest,
      workerAtRest,
      serverUnderLoad,
      workerUnderLoad,
      load: {
        clients: 8,
        seconds: elapsed,
        perSecond: latencies.length / elapsed,
        p50: pct(latencies, 50),
        p95: pct(latencies, 95),
        p99: pct(latencies, 99),
      },
      replay: { ...replayRss, seconds: (performance.now() - replayStarted) / 1000 },
    };
  } finally {
    await stop(server);
    await stop(worker);
  }
}
