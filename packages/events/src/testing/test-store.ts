import pg from 'pg';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { migrationProvider } from '@crewing/migrations';
import { EventStore, type AnyDb } from '../store.js';
import type { Projection } from '../projection.js';
import type { UpcasterRegistry } from '../upcasters.js';
import { createTestDatabase } from './test-db.js';

/** A fresh, migrated database for one test file, dropped afterwards. */
export async function createTestStore(
  options: { inlineProjections?: Projection[]; upcasters?: UpcasterRegistry; poolSize?: number } = {},
) {
  const database = await createTestDatabase('crewing_evt');
  const url = database.url;
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
      await database.drop();
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
