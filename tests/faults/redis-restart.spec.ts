import { beforeAll, describe, expect, it } from 'vitest';
import { topics } from '@crewing/domain';
import { createServices } from '@crewing/server/system';
import type { Services } from '@crewing/server/platform/services';
import type { App } from '@crewing/server/app';
import { startApp } from '@crewing/server/testing/http';
import { makeUser } from '@crewing/server/testing/actors';
import { until } from '../support/process-errors.js';
import { registerCrew, useFaultRig } from '../support/fault-rig.js';
import { expectReportsOnceEach } from '../support/report-runs.js';
import { health, received, signedIn, signedInHttp } from '../support/live-client.js';

/** How long Redis stays away: long enough for the queued socket.io publishes to give up. */
const OUTAGE_MS = 3000;
/** Report jobs queued just before the outage. */
const QUEUED_BEFORE = 6;

/** Two server processes on one database, carrying pushes to each other through Redis. */
let a: Services;
let b: Services;
let appA: App;
let appB: App;
let urlA: string;
let urlB: string;
const rig = useFaultRig('redis', async () => {
  await appB?.close();
  await b?.close();
  await appA?.close();
  await a?.close();
});
const { watch, proxy, sockets } = rig;

beforeAll(async () => {
  const queuePrefix = `crewing-fault-redis-${Date.now().toString(36)}`;
  // A job whose fetch was answered in Redis as the link was cut waits for its lock to lapse (below): 8 s here,
  // not the default 30, still past the 3 s outage, so a lock renewed every 4 s outlives it.
  const env = { ...rig.env, JOB_LOCK_SECONDS: 8 };
  a = await createServices(env, { startRunner: true, startWorkers: true, queuePrefix });
  b = await createServices(env, { startRunner: false, startWorkers: false, migrate: false, queuePrefix });
  ({ app: appA, url: urlA } = await startApp(a));
  ({ app: appB, url: urlB } = await startApp(b));
});

let nextCrew = 990_100;
describe('Redis restarts under two running servers', () => {
  it('refuses jobs fast while it is away, keeps edits working, and resumes cross-process pushes and jobs', async () => {
    const admin = await makeUser(a, { userTypeId: 1 });
    const onA = await signedIn(urlA, admin, sockets);
    const onB = await signedIn(urlB, admin, sockets);
    expect(await onB.socket.emitWithAck('subscribe', topics.dashboard())).toEqual({ ok: true });
    expect(await health(urlA)).toEqual({
      status: 200,
      body: { ok: true, database: 'up', redis: 'up', databaseKind: 'postgres', jobs: 'bullmq' },
    });

    await proxy.cut();
    let started = Date.now();
    expect(await health(urlA)).toMatchObject({ status: 503, body: { ok: false, database: 'up', redis: 'down' } });
    const refused = await onA.http.mutation('reports.staffList', {});
    expect(Date.now() - started).toBeLessThan(3000);
    expect(refused.status).toBe(503);
    expect(refused.error?.message).toBe('SERVICE UNAVAILABLE');
    // Edits need PostgreSQL only: they go on, and this process's own clients still get their push.
    const localPush = received(onA.socket, `user:${admin.id}`);
    const edited = await onA.http.mutation('users.update', { userId: admin.id, changes: { middleName: 'DURING' } });
    expect(edited.error).toBeUndefined();
    expect(await localPush.promise).toEqual({ topic: `user:${admin.id}` });
    // The outage itself: every client retries; the publish queued for other processes gives up.
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    expect((await health(urlA)).body).toMatchObject({ redis: 'down' });

    await proxy.restore();
    started = Date.now();
    await until(
      async () => (await health(urlA)).status === 200 && (await health(urlB)).status === 200,
      10_000,
      '/health to answer 200',
    );

    // A change folded by A's running runner reaches a client of B through Redis again. The
    // subscriber re-subscribes on its own a moment after reconnecting: edit until one arrives.
    const crossPush = received(onB.socket, topics.dashboard());
    await until(
      async () => {
        await registerCrew(a, nextCrew++, 'RESTARTED');
        return until(() => crossPush.done(), 1000, 'a push').catch(() => false);
      },
      10_000,
      'a push from A to reach B',
    );
    await a.runner.catchUp();
    expect(
      (await b.db.selectFrom('crews').select('last_name').where('id', '=', 990_100).executeTakeFirst())?.last_name,
    ).toBe('RESTARTED');

    // Jobs are queued, picked up by the reconnected worker and reported complete.
    const queued = await onA.http.mutation('reports.staffList', {});
    expect(queued.error).toBeUndefined();
    const { jobId } = queued.data as { jobId: string };
    await a.jobs.waitFor(jobId, 30_000);
    expect(((await onB.http.query('reports.status', { jobId })).data as { state: string }).state).toBe('completed');
    expect(Date.now() - started).toBeLessThan(20_000);

    expect(watch.errors).toEqual([]);
  });
  it('jobs queued before it went away complete after it, each once with one file, and the requester is pushed the completion', async () => {
    const requesters = await Promise.all(Array.from({ length: QUEUED_BEFORE }, () => makeUser(a, { userTypeId: 1 })));
    const clients = await Promise.all(requesters.map((u) => signedInHttp(urlA, u)));
    // One requester watches from the other server process: the completion reaches it through Redis.
    const watcher = await signedIn(urlB, requesters[0]!, sockets);
    // Queued together (one staff list each: not one request joining another), then Redis goes.
    const jobIds = await Promise.all(
      clients.map(async (http) => {
        const r = await http.mutation('reports.staffList', {});
        expect(r.error).toBeUndefined();
        return (r.data as { jobId: string }).jobId;
      }),
    );
    const completedPush = received(watcher.socket, `user:${requesters[0]!.id}`, (c) => {
      const p = c.payload as { kind?: string; id?: string; state?: string } | undefined;
      return p?.id === jobIds[0] && p?.state === 'completed';
    }).promise;
    await proxy.cut();
    // A worker takes two at a time and a staff list is a Chromium render: most are still queued.
    const runsAtCut = await a.db.selectFrom('job_runs').select(['id', 'state']).where('id', 'in', jobIds).execute();
    expect(runsAtCut.filter((r) => r.state !== 'completed').length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await proxy.restore();
    await until(async () => (await health(urlA)).status === 200, 10_000, '/health to answer 200');

    const restored = Date.now();
    // Once each: one report file per requester, the one its run names.
    await expectReportsOnceEach(
      a,
      jobIds,
      requesters.map((u) => u.id),
      120_000,
    );
    await completedPush;
    // The figure to watch. In 3 of 6 runs one job started 40-45 s after the restore, and still ran
    // once: it was 'active' in Redis from the restore (three active for a concurrency of two) with
    // no handler started, until its lock (30 s then, 8 s now) lapsed and the stalled check requeued it: a fetch
    // that ran in Redis as the link was cut and whose reply the worker never had.
    const started = await a.db.selectFrom('job_runs').select('started_at').where('id', 'in', jobIds).execute();
    console.log(
      `fault 4: ${QUEUED_BEFORE} jobs queued before the outage, the last started ${Math.max(...started.map((r) => r.started_at!.getTime())) - restored} ms after the restore`,
    );
    expect(watch.errors).toEqual([]);
  }, 150_000); // a job may wait for BullMQ's lock (30 s) and stalled check after the restart
});
