import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { principalCrewIds, principalVesselIds } from '../fleet-access/principal-access.js';

/** The seeded demo principal user (README "Demo users") and the principal he acts for. */
export async function demoPrincipal(db: Kysely<DB>): Promise<{ userId: number; principalId: number }> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'principal_id'])
    .where('username', '=', 'principal')
    .executeTakeFirstOrThrow();
  return { userId: u.id, principalId: u.principal_id! };
}

/** A principal other than this one (the lowest id): whose user shows that one principal's rule holds another. */
export async function otherPrincipal(db: Kysely<DB>, principalId: number): Promise<number> {
  const p = await db
    .selectFrom('key_items')
    .select('id')
    .where('kind', '=', 'principal')
    .where('id', '!=', principalId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return p.id;
}

/**
 * The first open crew change of one of a principal's vessels whose off-signer is onboard it (issue 30 specs);
 * with `fleetVesselTypeId`, on a vessel of a fleet of that type (2: the bulk fleets the crewing officer sees).
 */
export async function openCrewChangeOf(db: Kysely<DB>, principalId: number, fleetVesselTypeId?: number) {
  let q = db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('crews as c', 'c.id', 'b.off_signer_crew_id')
    .select(['b.id', 'b.vessel_id', 'v.fleet_id', 'v.name as vessel', 'b.rank_id', 'c.id as crew_id'])
    .where(sql<boolean>`(v.details->>'principalId')::int = ${principalId}`)
    .where('c.onboard_vessel_id', '=', sql<number>`b.vessel_id`)
    .where('b.rank_cancelled', '=', false)
    .where('b.arrive_manila', 'is', null);
  if (fleetVesselTypeId !== undefined) {
    q = q.where(
      'v.fleet_id',
      'in',
      db.selectFrom('fleets').select('id').where('vessel_type_id', '=', fleetVesselTypeId),
    );
  }
  return q.orderBy('b.id').executeTakeFirstOrThrow();
}

/** A crew onboard a vessel whom this principal does not see (`principalCrewIds`): his reads of him are not found. */
export async function crewHiddenFrom(db: Kysely<DB>, principalId: number): Promise<number> {
  const c = await db
    .selectFrom('crews')
    .select('id')
    .where('onboard_vessel_id', 'is not', null)
    .where('id', 'not in', principalCrewIds(db, principalId))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return c.id;
}

/** A vessel that is not this principal's (`principalVesselIds`). */
export async function vesselNotOf(db: Kysely<DB>, principalId: number): Promise<number> {
  const v = await db
    .selectFrom('vessels')
    .select('id')
    .where('id', 'not in', principalVesselIds(db, principalId))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return v.id;
}
