import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-event-store.js';
import * as m0002 from './0002-auth-and-read-models.js';

/** Migrations are frozen once landed: add a new file, never edit one. */
export const migrations: Record<string, Migration> = {
  '0001-event-store': m0001,
  '0002-auth-and-read-models': m0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
