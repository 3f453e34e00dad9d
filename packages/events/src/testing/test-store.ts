import pg from 'pg';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { migrationProvider } from '@crewing/migrations';
import { EventStore, type AnyDb } from '../store.js';
import type { Projection } from '../projection.js';
import type { UpcasterRegistry } from '../upcasters.js';

// eslint-disable-next-line no-restricted-properties
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database for one test file, dropped afterwards. */
export async function createTestStore(options: { inlineProjections?: Projection[]; upcasters?: UpcasterRegistry; poolSize?: number } = {}) {
  const name = `crewing_evt_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
  const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw error;
  const store = new EventStore(db, options);
  return {
    db,
    url,
    store,
    async dispose() {
      await db.destroy();
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

export const META = {
  userId: 1,
  userName: 'ANA TESTER',
  device: 'DESKTOP',
  browser: 'Vitest',
  os: 'Linux',
  ip: '127.0.0.1',
  correlationId: 'c',
  causationId: null,
};
