import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * The standby crews of a rank in a test database (registered with a crew code, not onboard), lowest id
 * first, without `except` (an off-signer): the candidates a line-up offers, for the specs that propose them.
 */
export async function standbyOfRank(db: Kysely<DB>, rankId: number, except: number | null = null): Promise<number[]> {
  let q = db
    .selectFrom('crews')
    .select('id')
    .where('rank_id', '=', rankId)
    .where('crew_code', 'is not', null)
    .where('onboard_vessel_id', 'is', null);
  if (except !== null) q = q.where('id', '!=', except);
  return (await q.orderBy('id').execute()).map((c) => c.id);
}

/** The first crew onboard a vessel in a test database (lowest id): his vessel and its name, embark date, rank. */
export function firstOnboardCrew(db: Kysely<DB>) {
  return db
    .selectFrom('crews as c')
    .innerJoin('vessels as v', 'v.id', 'c.onboard_vessel_id')
    .select(['c.id', 'c.onboard_vessel_id', 'c.embark_date', 'c.rank_id', 'v.name as vessel_name'])
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}
