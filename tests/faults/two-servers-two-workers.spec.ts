import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { createTestDatabase } from '@crewing/events/testing/test-db';
import { loadEnv } from '@crewing/server/env';
import { createServices } from '@crewing/server/system';
import type { Services } from '@crewing/server/platform/services';
import { QUEUE_NAME } from '@crewing/server/platform/jobs/queue';
import { TEST_REDIS_URL } from '@crewing/server/testing/test-services';
import { makeUser } from '@crewing/server/testing/actors';
import { until, watchProcessErrors } from '../support/process-errors.js';
import { received, signedIn, signedInHttp } from '../support/live-client.js';
import { expectReportsOnceEach } from '../support/report-runs.js';
import { spawnServer } from '@crewing/server/testing/server-process';

/**
 * Issue 32, past one machine: the same build as two server processes (`npm run serve`) and two
 * worker processes (`npm run worker`) on one PostgreSQL and one Redis, as `docker compose up
 * --scale server=2 --scale worker=2` runs it. An edit on one server reaches a socket client of the
 * other (socket.io's Redis adapter); report jobs spread over both workers; a server or a worker
 * killed with SIGKILL loses nothing that was acknowledged.
 */
/** tsx compiles the whole server in each process: minutes on a loaded machine. */
const START_MS = 300_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const prefix = `crewing-fault-scale-${Math.random().toString(36).slice(2, 8)}`;
const watch = watchProcessErrors();
const sockets: Socket[] = [];
const children = new Set<ChildProcess>();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let queue: Queue;

/** What every process of the installation shares: the database, Redis and queue prefix. */
const shared = () => ({
  DATABASE_URL: database.url,
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: prefix,
  SEED_ON_EMPTY: '0',
  SCHEDULE_JOBS: '0',
});

/** One process of the installation, on the shared database, Redis and queue prefix. */
function spawnProcess(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...shared(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

/** A server process as `npm run serve` starts it, without in-process workers (dedicated ones run). */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const server = await spawnServer(
    { ...shared(), NODE_ENV: 'production', RUN_WORKERS: '0', LOG_LEVEL: 'error' },
    START_MS,
  );
  children.add(server.child);
  server.child.once('exit', () => children.delete(server.child));
  return server;
}

/** A worker process as `npm run worker` starts it. */
async function startWorker(): Promise<ChildProcess> {
  const { child, output } = spawnProcess('apps/server/src/cli/worker.ts', {
    LOG_LEVEL: 'info',
    // A dead worker's job is taken up again after this (30 s by default): the kill below waits for it.
    JOB_LOCK_SECONDS: '5',
  });
  await until(
    () => {
      if (child.exitCode !== null) throw new Error(`worker exited ${child.exitCode}: ${output()}`);
      return output().includes('worker ready');
    },
    START_MS,
    'a worker process to be ready',
  ).catch((e: Error) => {
    throw new Error(`${e.message}; it wrote: ${output().slice(-2000)}`);
  });
  return child;
}

let servers: Array<{ child: ChildProcess; url: string }> = [];
let workers: ChildProcess[] = [];
const workerName = (c: ChildProcess) => `:${c.pid}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: '0',
  });
  // This process only migrates, makes the users and reads: it runs no projection and no job.
  services = await createServices(env, { startRunner: false, startWorkers: false, queuePrefix: prefix });
  queue = new Queue(QUEUE_NAME, { connection: { url: TEST_REDIS_URL }, prefix });
  [servers, workers] = await Promise.all([
    Promise.all([startServer(), startServer()]),
    Promise.all([startWorker(), startWorker()]),
  ]);
}, START_MS + 120_000);
afterAll(async () => {
  watch.stop();
  for (const s of sockets) s.disconnect();
  for (const c of children) c.kill('SIGKILL');
  await queue?.close();
  await services?.close();
  await database?.drop();
});

/** Staff lists requested at once, one requester each (a request never joins another's), spread over the servers. */
async function requestReports(n: number): Promise<{ ids: string[]; users: number[] }> {
  const users = await Promise.all(Array.from({ length: n }, () => makeUser(services, { userTypeId: 1 })));
  const ids = await Promise.all(
    users.map(async (u, i) => {
      const http = await signedInHttp(servers[i % servers.length]!.url, u);
      const r = await http.mutation('reports.staffList', {});
      expect(r.error).toBeUndefined();
      return (r.data as { jobId: string }).jobId;
    }),
  );
  return { ids, users: users.map((u) => u.id) };
}
const processedBy = async (id: string) => (await queue.getJob(id))?.processedBy ?? '';

describe('two server processes and two workers on one database and one Redis', () => {
  it('an edit through one server reaches a socket client of the other', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const admin = await makeUser(services, { userTypeId: 1 });
    const onA = await signedIn(a.url, admin, sockets);
    const onB = await signedIn(b.url, admin, sockets);
    const push = received(onB.socket, `user:${admin.id}`);
    const edited = await onA.http.mutation('users.update', { userId: admin.id, changes: { middleName: 'ACROSS' } });
    expect(edited.error).toBeUndefined();
    expect(await push.promise).toEqual({ topic: `user:${admin.id}` });
    // And B reads what A wrote.
    const got = await onB.http.query('users.get', { id: admin.id });
    expect((got.data as { middleName: string }).middleName).toBe('ACROSS');
  });

  it('report jobs requested through both servers spread over both workers, each run once', async () => {
    const { ids } = await requestReports(6);
    for (const id of ids) await services.jobs.waitFor(id, 180_000);
    const by = await Promise.all(ids.map(processedBy));
    const pids = new Set(by.map((p) => workers.find((w) => p.endsWith(workerName(w)))?.pid));
    expect(pids).toEqual(new Set(workers.map((w) => w.pid)));
    const runs = await services.db.selectFrom('job_runs').select('state').where('id', 'in', ids).execute();
    expect(runs.map((r) => r.state)).toEqual(ids.map(() => 'completed'));
  }, 240_000);

  it('a server killed mid-edit loses no acknowledged edit, and the other keeps serving', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const writers = await Promise.all(Array.from({ length: 4 }, () => makeUser(services, { userTypeId: 1 })));
    const clients = await Promise.all(writers.map((u, i) => signedInHttp(i < 2 ? a.url : b.url, u)));
    const acknowledged: string[] = [];
    let killed = false;
    await Promise.all(
      clients.map(async (http, w) => {
        // A's writers stop at the kill; B's go on a few edits past it.
        for (let k = 0; !(killed && (w < 2 || k > 40)); k++) {
          const commandId = `scale-kill-${w}-${k}`;
          try {
            const changes = { middleName: `K${w}X${k}` };
            const r = await http.mutation('users.update', { userId: writers[w]!.id, changes, commandId });
            if (r.status === 200) acknowledged.push(commandId);
            else if (!killed || w >= 2) throw new Error(`edit refused: ${JSON.stringify(r.error)}`);
          } catch (e) {
            if (!killed || w >= 2) throw e;
          }
          if (!killed && acknowledged.length >= 20) {
            killed = true;
            a.child.kill('SIGKILL');
          }
        }
      }),
    );
    const written = await sql<{ id: string }>`
      select metadata->>'commandId' as id from events where metadata->>'commandId' like 'scale-kill-%'`.execute(
      services.db,
    );
    const inEvents = new Set(written.rows.map((r) => r.id));
    for (const v of acknowledged) expect(inEvents.has(v), `acknowledged ${v} is in the events`).toBe(true);
    // B folds what is left (each projection's lease is a transaction's advisory lock: it died with A).
    const last = await signedInHttp(b.url, writers[0]!);
    const edit = await last.mutation('users.update', { userId: writers[0]!.id, changes: { middleName: 'AFTER' } });
    expect(edit.error).toBeUndefined();
    const r = await last.query('users.get', { id: writers[0]!.id });
    expect((r.data as { middleName: string }).middleName).toBe('AFTER');
    servers = [b]; // the reports that follow go through the one left
  }, 240_000);

  it('a worker killed mid-report loses no job: the other worker runs it, one file each', async () => {
    const { ids, users } = await requestReports(4);
    const victim = workers[0]!;
    await until(
      async () => (await Promise.all(ids.map(processedBy))).some((p) => p.endsWith(workerName(victim))),
      120_000,
      'the first worker to take a report',
    );
    victim.kill('SIGKILL');
    // Its job's lock lapses (JOB_LOCK_SECONDS, 5 s here) and the survivor's stalled check takes it up again.
    // Once each: the dead worker stored nothing, one report file per requester, the one its run names.
    await expectReportsOnceEach(services, ids, users, 180_000);
    expect(watch.errors).toEqual([]);
  }, 300_000);
});
