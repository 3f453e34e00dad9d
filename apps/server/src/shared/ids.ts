import { sql, type QueryExecutorProvider } from 'kysely';

export type IdSequence =
  | 'user'
  | 'fleet'
  | 'vessel'
  | 'rank'
  | 'port'
  | 'inn'
  | 'laboratory'
  | 'contract_reason'
  | 'crew'
  | 'crew_change'
  | 'disembark_batch'
  | 'crew_record'
  | 'key_item'
  | 'vessel_record'
  | 'document'
  | 'debriefing_training'
  | 'staff_record';

/** Numeric ids, as the legacy's, taken before the command: the domain never makes ids. */
/** Any database handle will do (the services' `db`, a transaction): shared/ stands below the platform. */
export async function nextId(services: { db: QueryExecutorProvider }, sequence: IdSequence): Promise<number> {
  const r = await sql<{ id: string }>`select nextval(${sequence + '_id_seq'}) as id`.execute(services.db);
  return Number(r.rows[0]!.id);
}
