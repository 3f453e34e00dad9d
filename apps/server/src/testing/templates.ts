import pg from 'pg';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';

/**
 * The run's template databases (tests/support/global-setup.ts names the run in CREWING_SEED_TEMPLATE):
 * built once by the first file that asks, under an advisory lock across vitest's worker processes,
 * then copied by every file (`create database ... template`, a fraction of a second). Outside vitest
 * (no name) there is no template and each caller builds its own database.
 */
export function runTemplate(kind: 'seeded' | 'migrated'): string | undefined {
  // eslint-disable-next-line no-restricted-properties
  const run = process.env.CREWING_SEED_TEMPLATE;
  if (!run) return undefined;
  return kind === 'seeded' ? run : `${run}_migrated`;
}

/** Makes sure the template exists: `build` fills a fresh database (its URL given) and closes its connections. */
export async function ensureTemplate(
  template: string,
  build: (databaseUrl: string) => Promise<void>,
  source?: string,
): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    // One builder at a time: a session advisory lock on the name (ended with the session, even if the build threw).
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return;
    const building = `${template}_building`;
    // A builder that died half-way left its unfinished database behind.
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}${source ? ` template ${source}` : ''}`);
    await build(TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${building}`));
    // A copy needs the source without sessions: wait for the closed pool's connections to go.
    for (let i = 0; i < 250; i++) {
      const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [building]);
      if (r.rows[0].n === 0) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    // The rename is the "finished" mark: a template by the final name is always complete.
    await admin.query(`alter database ${building} rename to ${template}`);
  } finally {
    await admin.end();
  }
}

/** Drops the run's templates (global teardown). */
export async function dropRunTemplates(run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    for (const name of [run, `${run}_migrated`])
      for (const db of [name, `${name}_building`]) await admin.query(`drop database if exists ${db} with (force)`);
  } finally {
    await admin.end();
  }
}
