import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * The id sequences by name (a migration creates `<name>_id_seq`). The platform's is here; each area
 * names its own beside its tables (tables.ts: `declare module '../shared/ids.js'`).
 */
export interface IdSequences {
  user: true;
}
export type IdSequence = keyof IdSequences;

/** Numeric ids, as the legacy's, taken before the command: the domain never makes ids. */
/** Any database handle will do (the services' `db`, a transaction): shared/ stands below the platform. */
export async function nextId(services: { db: QueryExecutorProvider }, sequence: IdSequence): Promise<number> {
  const r = await sql<{ id: string }>`select nextval(${sequence + '_id_seq'}) as id`.execute(services.db);
  return Number(r.rows[0]!.id);
}

/** Many ids of one sequence in one round trip (an import's records, a seed's), in ascending order. */
export async function nextIds(
  services: { db: QueryExecutorProvider },
  sequence: IdSequence,
  n: number,
): Promise<number[]> {
  if (n <= 0) return [];
  const r = await sql<{
    id: string;
  }>`select nextval(${sequence + '_id_seq'}) as id from generate_series(1, ${n})`.execute(services.db);
  return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
}
