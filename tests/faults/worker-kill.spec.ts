import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { todayIn } from '@crewing/domain';
import { previousMonth } from '@crewing/domain/reports/index';
import type { TestServices } from '@crewing/server/testing/test-services';
import { TEST_REDIS_URL } from '@crewing/server/testing/test-services';
import { createSeededTestServices } from '@crewing/server/testing/seeded-services';
import { callerFor, makeUser } from '@crewing/server/testing/actors';
import { jobContextOf } from '@crewing/server/platform/services';
import { readRun } from '@crewing/server/platform/jobs/runs';
import { readFile } from '@crewing/server/platform/files/store';
import { until } from '../support/process-errors.js';

/**
 * Issue 17, fault 3: a worker process killed with SIGKILL in the middle of a real report (the POEA
 * Philippine Exit PDF). The job completes on another worker, and exactly one file is stored.
 *
 * "In the middle" without a test hook in the job: the test holds an ACCESS EXCLUSIVE lock on the
 * table the report reads, so the worker's query waits on it (seen in pg_stat_activity) while the
 * run is active; then the worker dies, the lock goes, and the job's lock in Redis lapses.
 */
const WORKER = fileURLToPath(new URL('../support/report-worker.ts', import.meta.url));
const prefix = `crewing-fault-worker-${Math.random().toString(36).slice(2, 8)}`;

let services: TestServices;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  services = await createSeededTestServices({ redis: true, startWorkers: false, queuePrefix: prefix });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await services?.dispose();
});

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, prefix, '1500'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: services.env.DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${out}`)));
  });
}

describe('kill -9 of a worker in the middle of a report', () => {
  it('the report completes on another worker, with one run and one file', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const caller = await callerFor(services, admin.id);
    const filesBefore = await services.db.selectFrom('files').select('id').where('kind', '=', 'report').execute();
    worker = await startWorker();
    const lock = new pg.Client({ connectionString: services.env.DATABASE_URL });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table crew_change_board in access exclusive mode');
      const today = todayIn(services.clock(), services.env.TIME_ZONE);
      const { jobId } = await caller.reports.poea.generate({
        report: 'poea-ph',
        filters: { ...previousMonth(today), signatoryId: 113 },
        format: 'pdf',
      });

      // The worker process took it and is inside the report's query, waiting on the lock.
      await until(
        async () => (await readRun(services.db, jobId))?.state === 'active',
        60_000,
        'the worker to take the report',
      );
      await until(
        async () => {
          // Not on the lock's connection: pg_stat_activity is read once per transaction.
          const r = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%crew_change_board%'`.execute(
            services.db,
          );
          return r.rows[0]!.n > 0;
        },
        30_000,
        "the worker's report query to wait on the lock",
      );
      worker.kill('SIGKILL');
      await new Promise((r) => worker!.once('exit', r));
      worker = undefined;
      await lock.query('rollback');

      // Another worker (this process's) finds the job stalled once the dead one's lock lapses.
      await services.jobs.startWorkers(jobContextOf(services), 1, { stalledMs: 1000 });
      const result = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string; fileName: string };
      expect(result.fileName).toBe('poea_report.pdf');
      expect(await readRun(services.db, jobId)).toMatchObject({
        state: 'completed',
        progress: 100,
        fileId: result.fileId,
      });
      const file = await readFile(services.db, result.fileId);
      expect(file?.content.subarray(0, 5).toString()).toBe('%PDF-');

      // One file: the dead worker stored nothing, the second stored exactly one. One run.
      const filesAfter = await services.db.selectFrom('files').select('id').where('kind', '=', 'report').execute();
      expect(filesAfter.length - filesBefore.length).toBe(1);
      const runs = await services.db
        .selectFrom('job_runs')
        .select(['id', 'state'])
        .where('name', '=', 'report-poea-ph')
        .execute();
      expect(runs).toEqual([{ id: jobId, state: 'completed' }]);
    } finally {
      await lock.end();
    }
  }, 120_000);
});
