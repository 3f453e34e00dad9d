import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** The vessels a life boat is on, by name (deleted or inactive vessels still listed). */
export async function lifeBoatVessels(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('key_items')
    .select('details')
    .where('kind', '=', 'life-boat')
    .where('id', '=', id)
    .executeTakeFirst();
  const ids = ((row?.details as { vesselIds?: number[] } | undefined)?.vesselIds ?? []).filter((v) =>
    Number.isInteger(v),
  );
  if (ids.length === 0) return [];
  return db
    .selectFrom('vessels')
    .select(['id', 'name', 'code', 'active'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}

/** One rank's salaries across the vessels (vessel records of the Salary Matrix family). */
export async function rankSalaries(db: Kysely<DB>, rankId: number) {
  const rows = await db
    .selectFrom('vessel_records')
    .innerJoin('vessels', 'vessels.id', 'vessel_records.vessel_id')
    .select([
      'vessel_records.id',
      'vessel_records.vessel_id as vesselId',
      'vessels.name as vesselName',
      'vessel_records.fields',
    ])
    .where('vessel_records.family', '=', 'vessel-rank-salary')
    .where(sql<boolean>`(vessel_records.fields->>'rankId')::int = ${rankId}`)
    .orderBy('vessels.name')
    .execute();
  return rows.map((r) => ({ id: r.id, vesselId: r.vesselId, vesselName: r.vesselName, fields: r.fields }));
}
