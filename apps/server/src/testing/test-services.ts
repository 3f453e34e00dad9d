import { createTestDatabase } from '@crewing/events/testing/test-db';
import { createDatabase, migrateToLatest } from '../platform/db/create-db.js';
import { ensureTemplate, runTemplate } from './templates.js';
import { loadEnv, type Env } from '../env.js';
import { createServices } from '../system.js';
import { type ServiceOptions, type Services } from '../platform/services.js';

/** Tests use the real PostgreSQL and Redis on 127.0.0.1; each file works in a database it creates. */
// eslint-disable-next-line no-restricted-properties
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** TEST_LOG_LEVEL=error shows a spec's server failures (a 500's cause) on the test's output; silent by default. */
// eslint-disable-next-line no-restricted-properties
export const TEST_LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';

export interface TestServices extends Services {
  dispose(): Promise<void>;
}

export async function createTestServices(
  options: ServiceOptions & { env?: Partial<Record<keyof Env, string>>; redis?: boolean; template?: string } = {},
): Promise<TestServices> {
  const { template, ...serviceOptions } = options;
  const database = await createTestDatabase('crewing_test', { template: template ?? (await migratedTemplate()) });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: TEST_LOG_LEVEL,
    SEED_ON_EMPTY: '0',
    ...(options.redis ? { REDIS_URL: TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const services = await createServices(env, {
    startRunner: false,
    queuePrefix: `crewing-test-${Math.random().toString(36).slice(2, 10)}`,
    ...serviceOptions,
  });
  return Object.assign(services, {
    async dispose() {
      await services.close();
      await database.drop();
    },
  });
}

let migrated: Promise<string | undefined> | undefined;
/**
 * The run's migrated empty database, which every test database without a template of its own copies:
 * a copy takes a fraction of a second, running the migrations took about 2 s a file.
 */
function migratedTemplate(): Promise<string | undefined> {
  migrated ??= (async () => {
    const name = runTemplate('migrated');
    if (!name) return undefined;
    await ensureTemplate(name, async (databaseUrl) => {
      const database = await createDatabase({ databaseUrl, dataDir: '' });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
    });
    return name;
  })();
  // A failed build is tried again by the next file (the lock and the name make that safe).
  return migrated.catch((e: unknown) => {
    migrated = undefined;
    throw e;
  });
}
