import pg from 'pg';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { seed } from '../seed/seed.js';
import { createTestServices, type TestServices } from './test-services.js';

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
  // eslint-disable-next-line no-restricted-properties
  const template = process.env.CREWING_SEED_TEMPLATE;
  if (!template) {
    const services = await createTestServices(options);
    await seed(services);
    return services;
  }
  await withTemplateLock(template, async (admin) => {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return;
    await buildTemplate(admin, template);
  });
  return createTestServices({ ...options, template });
}

/** One builder at a time across vitest's worker processes: a session advisory lock on the name. */
async function withTemplateLock(template: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    await work(admin);
  } finally {
    await admin.end(); // ends the session, which releases the lock even if the work threw
  }
}

async function buildTemplate(admin: pg.Client, template: string): Promise<void> {
  const building = `${template}_building`;
  // A builder that died half-way left its unfinished database behind.
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${building}`),
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: '0',
  });
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
  // A copy needs the source without sessions: wait for the closed pool's connections to go.
  for (let i = 0; i < 250; i++) {
    const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [building]);
    if (r.rows[0].n === 0) break;
    await new Promise((res) => setTimeout(res, 20));
  }
  // The rename is the "finished" mark: a template by the final name is always complete.
  await admin.query(`alter database ${building} rename to ${template}`);
}

/** Drops the run's template (global teardown). */
export async function dropSeedTemplate(template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`drop database if exists ${template}_building with (force)`);
  } finally {
    await admin.end();
  }
}
