import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@crewing/events/testing/test-db';
import { loadEnv } from '../../env.js';
import { buildServices, jobContextOf, type Services } from '../services.js';
import { TEST_REDIS_URL } from '../../testing/test-services.js';
import { readRun } from './runs.js';
import { brokenJob, flakyJob, slowFileJob } from './testing/pipeline-jobs.js';
import { PdfRenderer } from './pdf.js';

// The pipeline itself (issue 12): retries with backoff, a failure's reason, a killed worker's job
// taken up by another process, a dead Chromium relaunched. Real Redis, PostgreSQL and Chromium.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let child: ChildProcess | null = null;
const prefix = `crewing-pipeline-${Math.random().toString(36).slice(2, 8)}`;
const envVars = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: db.url,
  REDIS_URL: TEST_REDIS_URL,
  LOG_LEVEL: 'silent',
  SEED_ON_EMPTY: '0',
});

beforeAll(async () => {
  db = await createTestDatabase('crewing_test');
  services = await buildServices(
    loadEnv(envVars()),
    { projections: [], jobs: [flakyJob(2), brokenJob, slowFileJob] },
    { startRunner: false, startWorkers: false, queuePrefix: prefix },
  );
}, 60_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await services.close();
  await db.drop();
});

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`not reached: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('job pipeline', () => {
  it('a killed worker loses nothing: its job is taken up by another worker process and completes', async () => {
    const id = await services.jobs.enqueue('pipeline-slow-file', { requestedBy: 7, tag: 'killed' });
    const script = fileURLToPath(new URL('./testing/hanging-worker.ts', import.meta.url));
    child = spawn(process.execPath, ['--import', 'tsx', script, prefix], {
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, ...envVars() },
      stdio: 'ignore',
    });
    // The other process took it (its run is active at 30%), then it dies without a word.
    await until(
      () => readRun(services.db, id),
      (r) => r?.state === 'active' && r.progress === 30,
      60_000,
    );
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    // This process's worker finds the job stalled once the dead one's lock lapses, and runs it.
    await services.jobs.startWorkers(jobContextOf(services), 1, { stalledMs: 1000 });
    const result = (await services.jobs.waitFor(id, 60_000)) as { done: string; pid: number };
    expect(result).toMatchObject({ done: 'killed', pid: process.pid });
    expect(await readRun(services.db, id)).toMatchObject({ state: 'completed', progress: 100 });
  }, 120_000);

  it('retries a throwing job with backoff and completes it on the third attempt', async () => {
    const id = await services.jobs.enqueue('pipeline-flaky', { requestedBy: 7, tag: 'flaky' });
    expect(await services.jobs.waitFor(id, 30_000)).toEqual({ done: 'flaky' });
    expect(await readRun(services.db, id)).toMatchObject({ state: 'completed', attempts: 3, error: null });
  }, 60_000);

  it('after the last attempt a job is failed with its reason for the user', async () => {
    const id = await services.jobs.enqueue('pipeline-broken', { requestedBy: 7, tag: 'broken' });
    await expect(services.jobs.waitFor(id, 30_000)).rejects.toThrow('The vessel list is empty');
    expect(await readRun(services.db, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      error: 'The vessel list is empty',
    });
    expect((await services.jobs.status(id))?.state).toBe('failed');
  }, 60_000);

  it('a bad payload is refused before the queue and opens no run', async () => {
    await expect(services.jobs.enqueue('pipeline-broken', { requestedBy: 7 })).rejects.toThrow();
    const runs = await services.db.selectFrom('job_runs').select('id').where('name', '=', 'pipeline-broken').execute();
    expect(runs).toHaveLength(1);
  });
});

describe('Chromium kept open', () => {
  it('renders every job in the same browser and launches a new one when it dies', async () => {
    const pdf = new PdfRenderer(loadEnv(envVars()).CHROMIUM_PATH);
    try {
      const html = '<html><body><h1>Report</h1></body></html>';
      expect((await pdf.render(html)).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await pdf.render(html, { landscape: true })).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.launches).toBe(1);
      // The browser dies: its processes (children of this test process) are killed.
      const browsers = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => /chrom/i.test(l))
        .map((l) => Number(l.trim().split(/\s+/)[0]));
      expect(browsers.length).toBeGreaterThan(0);
      for (const pid of browsers) process.kill(pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      expect((await pdf.render(html)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.launches).toBe(2);
    } finally {
      await pdf.close();
    }
  }, 60_000);
});
