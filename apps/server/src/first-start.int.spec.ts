import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';
import { startServer } from './start.js';
import { HttpClient } from './testing/http.js';
import { until } from './testing/until.js';
import { DEMO_PASSWORD } from './shared/demo.js';
import type { Services } from './platform/services.js';
import type { App } from './app.js';

/**
 * The README's first command on a fresh machine: `npm start` with no DATABASE_URL and no REDIS_URL seeds the
 * demo into PGlite, runs the daily jobs once and serves. Stop 40 broke it unseen: the expiry job's group commit
 * wrote one statement with 40,944 parameters, past PGlite's 32,767, and PGlite then answered every query with
 * no rows (an empty crew list and dashboard, every async projection failing). embedded.int.spec boots PGlite on
 * an empty database; this runs the whole first start, as main.ts does (startServer), and reads it as users do.
 * The database is PGlite in memory ('memory://'): the same engine and driver as the data folder, without its writes.
 */
let started: { services: Services; app: App; port: number } | undefined;

afterAll(async () => {
  await started?.app.close();
  await started?.services.close();
});

describe('first start on a fresh machine (npm start: PGlite, in-process jobs, demo seed)', () => {
  it('seeds, runs the daily jobs, folds every projection and shows the same crews on the list and the dashboard', async () => {
    const env = loadEnv({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', PORT: '0' });
    expect(env.SEED_ON_EMPTY).toBe('1');
    expect(env.SCHEDULE_JOBS).toBe('1');
    started = await startServer(env);
    const { services, port } = started;
    expect(services.database.kind).toBe('pglite');
    expect(services.jobs.kind).toBe('in-process');

    // The daily expiry job ran once at start: its alerts and their notifications are written.
    const alerts = await until(
      async () =>
        (await sql<{ n: number }>`select count(*)::int as n from expiry_alerts`.execute(services.db)).rows[0]?.n,
      120_000,
      'the expiry job’s alerts',
    );
    expect(alerts).toBeGreaterThan(0);
    await services.runner.catchUp(120_000);

    const admin = new HttpClient(`http://localhost:${port}`);
    expect((await admin.mutation('auth.login', { username: 'admin', password: DEMO_PASSWORD })).error).toBeUndefined();
    const active = (
      await sql<{ n: number }>`select count(*)::int as n from crews where status = 1`.execute(services.db)
    ).rows[0]!.n;
    expect(active).toBeGreaterThan(300);
    const list = (await admin.query('crew.list', { page: 1, rowCount: 10 })).data as {
      total: number;
      items: unknown[];
    };
    expect(list.total).toBe(active);
    expect(list.items).toHaveLength(10);
    const summary = (await admin.query('dashboard.summary', {})).data as {
      counts: { total: { count: number }; onboard: { count: number }; standby: { count: number } };
    };
    expect(summary.counts.total.count).toBe(active);
    expect(summary.counts.onboard.count + summary.counts.standby.count).toBe(active);

    // A DSS user reads the alerts of standby crews among his notifications.
    const dss = new HttpClient(`http://localhost:${port}`);
    expect((await dss.mutation('auth.login', { username: 'dss', password: DEMO_PASSWORD })).error).toBeUndefined();
    const unread = (await dss.query('notifications.unreadCount')).data as number;
    expect(unread).toBeGreaterThan(0);
  }, 1_800_000);
});
