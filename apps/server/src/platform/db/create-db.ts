import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrationProvider } from '@crewing/migrations';
import type { DB } from './schema.js';
import { createPgliteDialect } from './pglite-dialect.js';
import { listenWithReconnect } from './listen-connection.js';

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
  /** How long a new connection may take before the request fails (PostgreSQL down or unreachable). */
  connectTimeoutMs?: number;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 20,
      // While PostgreSQL is away a request fails within this time (503) instead of hanging.
      connectionTimeoutMillis: connectTimeoutMs,
      // Notices a server that vanished without a reset (host down, network cut).
      keepAlive: true,
    });
    // An idle client dropped by the server (restart, failover, a dropped test database) must not
    // crash the process; the pool replaces it on the next checkout.
    pool.on('error', (err) => options.onIdleError?.(err));
    // A checked-out client whose connection breaks (inside a transaction, between two queries)
    // emits 'error' while the pool listens no more: its queries fail, the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      // Reconnects and LISTENs again after a restart; the runner polls meanwhile.
      listen: (channel, onNotify) =>
        listenWithReconnect({
          connectionString: databaseUrl,
          channel,
          onNotify,
          connectTimeoutMs,
          onLost: options.onIdleError,
        }),
      close: () => db.destroy(),
    };
  }
  // 'memory://' keeps the database in memory (a test's throwaway first start); a folder otherwise.
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // Its answers are parsed by the driver with node-postgres's parsers (pglite-dialect.ts), not by PGlite's.
  const lite = await PGlite.create({ dataDir: options.dataDir });
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
