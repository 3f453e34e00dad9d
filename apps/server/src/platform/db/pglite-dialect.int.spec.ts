import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { createDatabase, type Database } from './create-db.js';

// s46: the embedded database speaks the wire protocol as node-postgres does (one message a statement, node-postgres's
// parameter encoding and type parsers). The same statements through PostgreSQL (pg) and PGlite answer the same values,
// counts and errors, so code tested on one behaves the same on the other (the first start runs on PGlite).
let postgres: Database;
let lite: Database;

beforeAll(async () => {
  postgres = await createDatabase({ databaseUrl: TEST_PG_ADMIN_URL, dataDir: '' });
  lite = await createDatabase({ dataDir: 'memory://' });
}, 120_000);
afterAll(async () => {
  await postgres?.close();
  await lite?.close();
});

const both = async <T>(run: (d: Database) => Promise<T>) => [await run(postgres), await run(lite)] as const;

describe('the embedded database answers as PostgreSQL does through pg', () => {
  it('parameters and results of every kind the server stores', async () => {
    const when = new Date('2026-11-28T03:04:05.678Z');
    const [a, b] = await both(
      async (d) =>
        (
          await sql<Record<string, unknown>>`select ${1}::int as int4, ${'9007199254740993'}::bigint as int8,
          ${'12.50'}::numeric as num, ${'2026-02-28'}::date as day, ${when}::timestamptz as at,
          ${true}::boolean as yes, ${null}::text as nothing, ${'ÑOÑO, José'}::text as name,
          ${JSON.stringify({ a: [1, 'x'], b: null })}::jsonb as doc, ${[3, 1, 2]}::int[] as ints,
          ${['a', 'b,c', null]}::text[] as texts, ${Buffer.from([0, 1, 255])}::bytea as bytes,
          gen_random_uuid() is not null as uuid_ok, 1.5::float8 as f, interval '1 day' as span`.execute(d.db)
        ).rows,
    );
    expect(b).toEqual(a);
    expect(a[0]).toMatchObject({ int4: 1, int8: '9007199254740993', num: '12.50', day: '2026-02-28', at: when });
    expect(a[0]!.doc).toEqual({ a: [1, 'x'], b: null });
    expect(a[0]!.ints).toEqual([3, 1, 2]);
  });

  it('counts what a statement changed, and a refused statement leaves the connection usable', async () => {
    const [a, b] = await both(async (d) =>
      d.db.transaction().execute(async (trx) => {
        await sql`create temporary table t (id int primary key, v text) on commit drop`.execute(trx);
        const inserted = await sql`insert into t values (1, 'a'), (2, 'b'), (3, 'c')`.execute(trx);
        const updated = await sql`update t set v = 'z' where id > 1`.execute(trx);
        const selected = await sql<{ id: number }>`select id from t order by id`.execute(trx);
        return { inserted: inserted.numAffectedRows, updated: updated.numAffectedRows, rows: selected.rows };
      }),
    );
    expect(b).toEqual(a);
    expect(a).toEqual({ inserted: 3n, updated: 2n, rows: [{ id: 1 }, { id: 2 }, { id: 3 }] });

    const [e1, e2] = await both(async (d) => {
      const err = await sql`select 1 / ${0}::int as x`.execute(d.db).catch((e: { code?: string }) => e);
      const after = await sql<{ n: number }>`select ${2}::int as n`.execute(d.db);
      return { code: (err as { code?: string }).code, after: after.rows[0]!.n };
    });
    expect(e2).toEqual(e1);
    expect(e1).toEqual({ code: '22012', after: 2 });
  });
});
