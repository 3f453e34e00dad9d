import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { seed } from '../seed/seed.js';
import { createTestServices, TEST_LOG_LEVEL, type TestServices } from './test-services.js';
import { ensureTemplate, runTemplate } from './templates.js';

/**
 * The demo data set for a test file, without seeding it again in every file: the first file of a
 * `vitest run` seeds a template database (through the command handlers, as `seed` always does)
 * and every file then gets its own copy of it (`create database ... template`, a second or two
 * instead of a minute). `tests/support/global-setup.ts` names the template for the run and drops
 * it at the end; outside vitest (no name) each call seeds its own database as before.
 */
export async function createSeededTestServices(
  options: Omit<Parameters<typeof createTestServices>[0] & object, 'template'> = {},
): Promise<TestServices> {
  const template = runTemplate('seeded');
  if (!template) {
    const services = await createTestServices(options);
    await seed(services);
    return services;
  }
  await ensureTemplate(template, async (databaseUrl) => {
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: TEST_LOG_LEVEL, SEED_ON_EMPTY: '0' });
    const services = await createServices(env, {
      startRunner: false,
      startWorkers: false,
      queuePrefix: `crewing-tpl-${Date.now().toString(36)}`,
    });
    try {
      await seed(services);
    } finally {
      await services.close();
    }
  });
  return createTestServices({ ...options, template });
}
