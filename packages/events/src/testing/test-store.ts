import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { migrationProvider } from '@crewing/migrations';
import { EventStore, type AnyDb } from '../store.js';
import { CommandHandler } from '../command-handler.js';
import type { Projection } from '../projection.js';
import type { UpcasterRegistry } from '../upcasters.js';
import { createTestDatabase } from './test-db.js';

/** A test's async projection: folds the events of one type into its one table. */
export const asyncProjection = (
  name: string,
  eventType: string,
  table: string,
  apply: Projection['apply'],
): Projection => ({ name, mode: 'async', eventTypes: [eventType], tables: [table], apply });

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

/**
 * One test store for a spec file, with a command handler on it: made before the file's tests and
 * dropped after them. Its fields are there once the file's tests run.
 */
export function storeForFile() {
  const t = {} as Awaited<ReturnType<typeof createTestStore>> & { handler: CommandHandler };
  beforeAll(async () => {
    const made = await createTestStore();
    Object.assign(t, made, { handler: new CommandHandler(made.store) });
  });
  afterAll(() => t.dispose());
  return t;
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
