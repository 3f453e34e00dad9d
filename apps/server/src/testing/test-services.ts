import pg from 'pg';
import { loadEnv, type Env } from '../env.js';
import { createServices, type ServiceOptions, type Services } from '../services.js';

/** Tests use the real PostgreSQL and Redis on 127.0.0.1; each file works in a database it creates. */
// eslint-disable-next-line no-restricted-properties
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// eslint-disable-next-line no-restricted-properties
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crewing_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      // Closed pools finish hanging up a moment after end() resolves; wait for that so the
      // forced drop does not cut a connection mid-goodbye (an unhandled 57P01 in the test).
      for (let i = 0; i < 100; i++) {
        const r = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((res) => setTimeout(res, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServices extends Services {
  dispose(): Promise<void>;
}

export async function createTestServices(
  options: ServiceOptions & { env?: Partial<Record<keyof Env, string>>; redis?: boolean } = {},
): Promise<TestServices> {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: '0',
    ...(options.redis ? { REDIS_URL: TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const services = await createServices(env, {
    startRunner: false,
    queuePrefix: `crewing-test-${Math.random().toString(36).slice(2, 10)}`,
    ...options,
  });
  return Object.assign(services, {
    async dispose() {
      await services.close();
      await database.drop();
    },
  });
}
