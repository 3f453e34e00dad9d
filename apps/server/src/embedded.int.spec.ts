import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { masterDataDecider } from '@crewing/domain';
import { verifyChain } from '@crewing/events';
import { sql } from 'kysely';
import { MAX_PARAMETERS, rowChunks } from './platform/db/row-chunks.js';
import { loadEnv } from './env.js';
import { createServices } from './system.js';
import { type Services } from './platform/services.js';
import { startApp, HttpClient } from './testing/http.js';
import { makeUser, TEST_META } from './testing/actors.js';
import type { App } from './app.js';

const dir = mkdtempSync(path.join(tmpdir(), 'crewing-pglite-'));
let services: Services | undefined;
let app: App | undefined;

afterAll(async () => {
  await app?.close();
  await services?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded mode (no DATABASE_URL, no REDIS_URL)', () => {
  it('boots PGlite in a data folder, migrates, folds projections and answers requests', async () => {
    services = await createServices(loadEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_ON_EMPTY: '0' }), {
      startRunner: false,
    });
    expect(services.database.kind).toBe('pglite');
    expect(services.jobs.kind).toBe('in-process');
    let url: string;
    ({ app, url } = await startApp(services));
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toEqual({
      ok: true,
      database: 'up',
      redis: 'unused',
      databaseKind: 'pglite',
      jobs: 'in-process',
    });

    const u = await makeUser(services, { userTypeId: 1 });
    const c = new HttpClient(url);
    expect((await c.mutation('auth.login', { username: u.username, password: u.password })).error).toBeUndefined();
    await services.commands.handle(masterDataDecider, {
      streamId: 'fleet-1',
      command: {
        type: 'CreateMasterRecord',
        data: {
          kind: 'fleet',
          id: 1,
          fields: { name: 'EMBEDDED FLEET', vesselTypeId: 2 },
          at: new Date().toISOString(),
        },
      },
      commandId: crypto.randomUUID(),
      metadata: TEST_META,
    });
    await services.runner.catchUp();
    const keys = (await c.query('masterData.keys')).data as { fleets: Array<{ name: string }> };
    expect(keys.fleets.map((f) => f.name)).toEqual(['EMBEDDED FLEET']);
    // Issue 27: PGlite hashes the events' chain as PostgreSQL does (built-in sha256, no pgcrypto).
    expect(await verifyChain(services.db, [], 'UTC')).toMatchObject({ mismatch: null, events: expect.any(Number) });
  });

  it('refuses a statement past its 32,767 parameters instead of breaking its connection, and answers after it', async () => {
    // Stop 40's expiry job sent one with 40,944: PGlite then answered every later query with no rows.
    const rows = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => i);
    const values = sql.join(rows.map((i) => sql`(${i}::int)`));
    await expect(sql`select count(*) from (values ${values}) v`.execute(services!.db)).rejects.toThrow(
      `A statement with ${MAX_PARAMETERS + 1} parameters: the embedded database takes at most ${MAX_PARAMETERS}`,
    );
    const parts = rowChunks(rows.map((n) => ({ n })));
    expect(parts.length).toBe(2);
    let total = 0;
    for (const part of parts) {
      const r = await sql<{
        n: number;
      }>`select count(*)::int as n from (values ${sql.join(part.map((p) => sql`(${p.n}::int)`))}) v`.execute(
        services!.db,
      );
      total += r.rows[0]!.n;
    }
    expect(total).toBe(rows.length);
    const fleets = await services!.db.selectFrom('fleets').select('name').execute();
    expect(fleets.map((f) => f.name)).toEqual(['EMBEDDED FLEET']);
  });
});
