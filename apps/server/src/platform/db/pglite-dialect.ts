import { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import { MAX_PARAMETERS } from './row-chunks.js';

/**
 * Embedded PostgreSQL for a machine with no database server. PGlite is one connection, so
 * the pool hands it to one borrower at a time: a Kysely transaction keeps it until it ends.
 */
export function createPgliteDialect(pg: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();
  const pool = {
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((r) => (release = r));
      await previous;
      return {
        async query(text: string, params: readonly unknown[]) {
          // Past the limit PGlite answers nothing or breaks its connection for every later query: refuse instead.
          if (params.length > MAX_PARAMETERS)
            throw new Error(
              `A statement with ${params.length} parameters: the embedded database takes at most ${MAX_PARAMETERS} (cut the rows with rowChunks)`,
            );
          const r = await pg.query(text, params as unknown[]);
          const command = text.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
          return { command, rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
        },
        release,
      };
    },
    async end() {
      await queue;
      await pg.close();
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return new PostgresDialect({ pool: pool as any });
}

/** Same type handling as node-postgres gives: int8/numeric/xid8 as text, dates as 'YYYY-MM-DD'. */
export const PGLITE_PARSERS = {
  20: (v: string) => v,
  1082: (v: string) => v,
  1700: (v: string) => v,
  5069: (v: string) => v,
};
