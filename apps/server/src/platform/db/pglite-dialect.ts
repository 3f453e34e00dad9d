import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { MAX_PARAMETERS } from './row-chunks.js';

/** node-postgres's own parameter encoding (dates, arrays, buffers, objects as JSON): the same text either way. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/** A backend message PGlite hands back: a row description, a data row or a command's completion are read here. */
interface Message {
  name: string;
  fields?: Array<{ name: string; dataTypeID: number }> | Array<string | null>;
  text?: string;
}

/**
 * One statement as node-postgres sends it over a socket: Parse, Bind, Describe, Execute and Sync in one message,
 * parameters encoded and results parsed by node-postgres's own code (`pg.types`, with the server's date rule), so
 * PGlite answers exactly what PostgreSQL answers through `pg`. PGlite's `query` sends the same steps one call at a
 * time, with a Describe first to type the parameters: s46 measured its JS side at as much CPU as the SQL itself
 * during the demo seed.
 */
async function runStatement(lite: PGlite, text: string, params: readonly unknown[]) {
  const message = Buffer.concat([
    serialize.parse({ text }),
    serialize.bind({ values: params.map((v) => prepareValue(v)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute(),
    serialize.sync(),
  ]);
  const { messages } = await lite.execProtocol(message);
  let parsers: Array<{ name: string; parse: (v: string) => unknown }> = [];
  const rows: Array<Record<string, unknown>> = [];
  let rowCount: number | null = null;
  for (const m of messages as Message[]) {
    if (m.name === 'rowDescription') {
      parsers = (m.fields as Array<{ name: string; dataTypeID: number }>).map((f) => ({
        name: f.name,
        parse: pg.types.getTypeParser(f.dataTypeID, 'text') as (v: string) => unknown,
      }));
    } else if (m.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (m.fields as Array<string | null>).forEach((v, i) => {
        const p = parsers[i]!;
        row[p.name] = v === null ? null : p.parse(v);
      });
      rows.push(row);
    } else if (m.name === 'commandComplete') {
      // 'INSERT 0 5', 'UPDATE 3', 'SELECT 10': the count is the last word.
      const last = Number(m.text?.split(' ').pop());
      rowCount = Number.isInteger(last) ? last : null;
    }
  }
  const command = text.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
  return { command, rowCount: rowCount ?? rows.length, rows };
}

/**
 * Embedded PostgreSQL for a machine with no database server. PGlite is one connection, so
 * the pool hands it to one borrower at a time: a Kysely transaction keeps it until it ends.
 */
export function createPgliteDialect(lite: PGlite): PostgresDialect {
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
          return runStatement(lite, text, params);
        },
        release,
      };
    },
    async end() {
      await queue;
      await lite.close();
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return new PostgresDialect({ pool: pool as any });
}
