import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrationProvider } from '@crewing/migrations';
import type { DB } from './schema.js';
import { createPgliteDialect, PGLITE_PARSERS } from './pglite-dialect.js';

// Calendar dates stay 'YYYY-MM-DD' strings: never shifted by the server's time zone.
pg.types.setTypeParser(1082, (v) => v);

export interface Database {
  db: Kysely<DB>;
  kind: 'postgres' | 'pglite';
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function createDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle client dropped by the server (restart, failover, a dropped test database) must not
    // crash the process; the pool replaces it on the next checkout.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      async listen(channel, onNotify) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        client.on('notification', (m) => onNotify(m.payload ?? ''));
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return async () => {
          await client.end();
        };
      },
      close: () => db.destroy(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create({ dataDir: options.dataDir, parsers: PGLITE_PARSERS });
  const db = new Kysely<DB>({ dialect: createPgliteDialect(lite) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unsub = await lite.listen(channel, onNotify);
      return async () => {
        await unsub();
      };
    },
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
