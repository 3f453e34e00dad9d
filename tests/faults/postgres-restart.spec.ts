import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { topics, userStream } from '@crewing/domain';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { createServices } from '@crewing/server/system';
import type { Services } from '@crewing/server/platform/services';
import type { App } from '@crewing/server/app';
import { startApp } from '@crewing/server/testing/http';
import { makeUser } from '@crewing/server/testing/actors';
import { until } from '../support/process-errors.js';
import { registerCrew, useFaultRig } from '../support/fault-rig.js';
import { health, received, signedIn, signedInHttp } from '../support/live-client.js';

/** How long PostgreSQL stays away: long enough for pool, LISTEN and runner to fail and retry. */
const OUTAGE_MS = 3000;
/** Saving clients across the outage, and how long a request may take before it counts as a hang. */
const LOAD_CLIENTS = 4;
const REQUEST_BOUND_MS = 10_000;

let services: Services;
let app: App;
let url: string;
let unlisten: (() => Promise<void>) | undefined;
const rig = useFaultRig('postgres', async () => {
  await unlisten?.();
  await app?.close();
  await services?.close();
});
const { watch, proxy, sockets } = rig;

beforeAll(async () => {
  services = await createServices(rig.env, {
    startRunner: true,
    startWorkers: true,
    queuePrefix: `crewing-fault-pg-${Date.now().toString(36)}`,
  });
  ({ app, url } = await startApp(services));
});

/**
 * What a restart looks like from the app: the server ends every session with 57P01
 * admin_shutdown, then refuses connections until it is back; anything left is reset.
 */
async function stopPostgres(): Promise<void> {
  const refused = proxy.refuseNew();
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    const sessions = `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`;
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName()],
    );
    await until(async () => (await admin.query(sessions, [dbName()])).rows[0].n === 0, 5000, 'the sessions to end');
  } finally {
    await admin.end();
  }
  await refused;
  await proxy.cut();
}

function dbName(): string {
  return new URL(rig.database.url).pathname.slice(1);
}

describe('PostgreSQL restarts under a running server', () => {
  it('fails fast while it is away, says so on /health, and resumes edits, pushes, projections and jobs', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const { http, socket } = await signedIn(url, admin, sockets);
    expect(await socket.emitWithAck('subscribe', 'master-data')).toEqual({ ok: true });
    const probes: string[] = [];
    unlisten = await services.database.listen('fault_probe', (payload) => probes.push(payload));
    expect(await health(url)).toEqual({
      status: 200,
      body: { ok: true, database: 'up', redis: 'up', databaseKind: 'postgres', jobs: 'bullmq' },
    });

    // A transaction open across the restart: its connection breaks while checked out of the pool.
    let resume!: () => void;
    const paused = new Promise<void>((r) => (resume = r));
    let inside = false;
    const openTransaction = services.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      inside = true;
      await paused;
      await sql`select 1`.execute(trx);
    });
    await until(() => inside, 5000, 'the transaction to start');

    await stopPostgres();
    let started = Date.now();
    resume();
    await expect(openTransaction).rejects.toThrow();
    expect(await health(url)).toMatchObject({ status: 503, body: { ok: false, database: 'down', redis: 'up' } });
    const refused = await http.mutation('users.update', { userId: admin.id, changes: { middleName: 'DURING' } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(refused.status).toBe(503);
    expect(refused.error?.message).toBe('SERVICE UNAVAILABLE');
    expect(refused.error?.data.code).toBe('SERVICE_UNAVAILABLE');
    // The outage itself: pool, LISTEN connection and runner fail and retry meanwhile.
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    expect((await health(url)).body).toMatchObject({ database: 'down' });

    await proxy.restore();
    started = Date.now();
    await until(async () => (await health(url)).status === 200, 10_000, '/health to answer 200');

    // The LISTEN connection is back: a notification reaches it again.
    const admin2 = new pg.Client({ connectionString: rig.database.url });
    await admin2.connect();
    try {
      await until(
        async () => {
          await admin2.query(`select pg_notify('fault_probe', 'back')`);
          return probes.includes('back');
        },
        10_000,
        'the LISTEN connection to listen again',
      );
    } finally {
      await admin2.end();
    }

    // An edit succeeds; its inline projection is read back and its push reaches the socket.
    const userPush = received(socket, `user:${admin.id}`).promise;
    const edited = await http.mutation('users.update', { userId: admin.id, changes: { middleName: 'AFTER' } });
    expect(edited.error).toBeUndefined();
    expect(await userPush).toEqual({ topic: `user:${admin.id}` });
    expect(((await http.query('users.get', { id: admin.id })).data as { middleName: string | null }).middleName).toBe(
      'AFTER',
    );

    // The running runner (not a catch-up call) folds an async projection (the crews list) again and pushes it.
    const crewId = 990_001;
    expect(await socket.emitWithAck('subscribe', topics.crew(crewId))).toEqual({ ok: true });
    const crewPush = received(socket, topics.crew(crewId)).promise;
    await registerCrew(services, crewId, 'AFTERRESTART');
    const crew = () => services.db.selectFrom('crews').select('last_name').where('id', '=', crewId).executeTakeFirst();
    await until(
      async () => (await crew())?.last_name === 'AFTERRESTART',
      10_000,
      'the running runner to fold the crew',
    );
    expect(await crewPush).toEqual({ topic: topics.crew(crewId) });
    await services.runner.catchUp(); // and every other async projection is caught up too

    // A queued job runs against the database again.
    const queued = await http.mutation('reports.staffList', {});
    expect(queued.error).toBeUndefined();
    const { jobId } = queued.data as { jobId: string };
    await services.jobs.waitFor(jobId, 30_000);
    expect(((await http.query('reports.status', { jobId })).data as { state: string }).state).toBe('completed');
    expect(Date.now() - started).toBeLessThan(20_000);

    expect(watch.errors).toEqual([]);
  });
  it('under load: every request answers (the catalogue error while it is away, never a hang), and every acknowledged edit is in the events table exactly once', async () => {
    const admin = await makeUser(services, { userTypeId: 1 });
    const http = await signedInHttp(url, admin);
    const targets = await Promise.all(Array.from({ length: LOAD_CLIENTS }, () => makeUser(services)));
    type Outcome = 'ok' | 'unavailable' | 'hang' | `other: ${string}`;
    const sent: Array<{ client: number; commandId: string; value: string; phase: string; outcome: Outcome }> = [];
    let phase: 'before' | 'outage' | 'after' = 'before';
    let stop = false;

    // A browser's save: bounded by a timeout, so a hang is an outcome rather than a stuck test.
    async function save(userId: number, commandId: string, value: string): Promise<Outcome> {
      try {
        const res = await fetch(`${url}/trpc/users.update`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: http.cookie },
          body: JSON.stringify({ commandId, userId, changes: { middleName: value } }),
          signal: AbortSignal.timeout(REQUEST_BOUND_MS),
        });
        const body = (await res.json()) as { error?: { message: string } };
        if (res.status === 200) return 'ok';
        if (res.status === 503 && body.error?.message === 'SERVICE UNAVAILABLE') return 'unavailable';
        return `other: ${res.status} ${body.error?.message}`;
      } catch (e) {
        return (e as Error).name === 'TimeoutError' ? 'hang' : `other: ${String(e)}`;
      }
    }
    // Each client saves one value after another; one not acknowledged is sent again with the same
    // command id (what the web client does) until it is.
    const loops = targets.map(async (target, client) => {
      for (let k = 0; !stop; k++) {
        const commandId = crypto.randomUUID();
        const value = `L${client} K${k}`;
        for (;;) {
          const at = phase;
          const outcome = await save(target.id, commandId, value);
          sent.push({ client, commandId, value, phase: at, outcome });
          if (outcome === 'ok' || outcome === 'hang' || outcome.startsWith('other')) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    });
    const acked = (p: string) => sent.filter((x) => x.outcome === 'ok' && x.phase === p).length;

    await until(() => acked('before') >= 2 * LOAD_CLIENTS, 20_000, 'edits before the outage');
    await stopPostgres();
    phase = 'outage';
    await until(
      () => sent.filter((x) => x.phase === 'outage' && x.outcome !== 'ok').length >= 2 * LOAD_CLIENTS,
      20_000,
      'requests during the outage to answer',
    );
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await proxy.restore();
    phase = 'after';
    await until(() => acked('after') >= 2 * LOAD_CLIENTS, 30_000, 'edits after the restart');
    stop = true;
    await Promise.all(loops);

    // Every request answered: acknowledged, or the catalogue's 503 while PostgreSQL was away.
    expect(sent.filter((x) => x.outcome === 'hang' || x.outcome.startsWith('other'))).toEqual([]);
    expect(sent.filter((x) => x.phase === 'outage' && x.outcome === 'unavailable').length).toBeGreaterThan(0);

    // Exactly once: every command (each was sent until acknowledged) wrote in one transaction, and
    // the events of these users' streams all belong to acknowledged commands.
    const commands = [...new Set(sent.map((x) => x.commandId))];
    expect(commands.every((id) => sent.some((x) => x.commandId === id && x.outcome === 'ok'))).toBe(true);
    const written = await sql<{ command_id: string; transactions: number }>`
      select metadata->>'commandId' as command_id, count(distinct transaction_id)::int as transactions
        from events where metadata->>'commandId' = any(${commands}::text[]) group by 1`.execute(services.db);
    expect(written.rows.length).toBe(commands.length);
    expect(written.rows.filter((r) => r.transactions !== 1)).toEqual([]);
    const streams = await sql<{ n: number }>`
      select count(distinct metadata->>'commandId')::int as n from events
       where stream_id = any(${targets.map((t) => userStream.id(t.id))}::text[]) and metadata->>'commandId' <> all(${commands}::text[])
         and event_type = 'UserDetailsUpdated'`.execute(services.db);
    expect(streams.rows[0]!.n).toBe(0);
    // Each user reads its client's last acknowledged value.
    for (const [client, target] of targets.entries()) {
      const last = sent.filter((x) => x.client === client && x.outcome === 'ok').at(-1)!;
      const row = await services.db
        .selectFrom('users')
        .select('middle_name')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row.middle_name).toBe(last.value);
    }
    console.log(
      `fault 5 load: ${commands.length} commands, ${sent.length} requests, ${sent.filter((x) => x.outcome === 'unavailable').length} answered 503 during the outage`,
    );
    expect(watch.errors).toEqual([]);
  });
});
