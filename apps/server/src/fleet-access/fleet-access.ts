import { sql, type Kysely } from 'kysely';
import { ForbiddenError, NotFoundError, rolesOf, visibleVesselTypes, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

/*
 * The fleet rule of 001 §2.1 (packages/domain crew-change/visibility.ts) applied to what a
 * request names: a fleet, a vessel (its fleet), crew changes (their fleet). Board reads, every
 * crew change edit and the socket joins of fleet and vessel topics go through these; so do the
 * other areas that show the board's crews (crew, documents, debriefing, planning, dashboard,
 * audit): a pattern they share, living once.
 */

/** What a procedure's input names on the board. */
export interface BoardTargets {
  fleetId?: number | undefined;
  vesselId?: number | undefined;
  crewChangeId?: number | undefined;
  crewChangeIds?: readonly number[] | undefined;
}

const typesOf = (actor: Actor) => visibleVesselTypes(rolesOf(actor));

/** The fleets a user sees, or null for every fleet. */
export async function visibleFleetIds(db: Kysely<DB>, actor: Actor): Promise<number[] | null> {
  const types = typesOf(actor);
  if (types === 'all') return null;
  const rows = await db
    .selectFrom('fleets')
    .select('id')
    .where('vessel_type_id', 'in', [...types])
    .execute();
  return rows.map((r) => r.id);
}

/** The overdue and no-batch lists of "all fleets" keep the fleets the user sees. */
export async function fleetFilter(db: Kysely<DB>, actor: Actor): Promise<{ fleetIds?: number[] }> {
  const fleetIds = await visibleFleetIds(db, actor);
  return fleetIds === null ? {} : { fleetIds };
}

/**
 * The fleets a list covers (001 §2.1): the one asked for, if the user sees it (else FORBIDDEN),
 * else every fleet the user sees (null: all). Whatever filter the client sends, a fleet-bound user
 * reads his fleets only (issue 25: debriefings, expiring documents).
 */
export async function fleetScope(db: Kysely<DB>, actor: Actor, fleetId: number | undefined): Promise<number[] | null> {
  if (fleetId !== undefined) {
    await assertVisible(db, actor, { fleetId });
    return [fleetId];
  }
  return visibleFleetIds(db, actor);
}

/**
 * Each crew's fleet for visibility: that of the vessel he is on, or for a standby crew of the
 * vessel he last served on (crew sea service); null for a crew who never served (a new hire).
 */
export function crewFleets(db: Kysely<DB>) {
  return db
    .selectFrom('crews as fc')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('crew_sea_service')
          .select(['crew_id', sql<number>`(array_agg(vessel_id order by embark_date desc))[1]`.as('last_vessel_id')])
          .groupBy('crew_id')
          .as('last'),
      (j) => j.onRef('last.crew_id', '=', 'fc.id'),
    )
    .leftJoin('vessels as fv', (j) => j.on(sql<boolean>`fv.id = coalesce(fc.onboard_vessel_id, last.last_vessel_id)`))
    .select(['fc.id as crew_id', 'fv.fleet_id']);
}

/** Whether a user sees a fleet; an unknown fleet only by those who see every fleet. */
export async function fleetVisible(db: Kysely<DB>, actor: Actor, fleetId: number): Promise<boolean> {
  const types = typesOf(actor);
  if (types === 'all') return true;
  const fleet = await db.selectFrom('fleets').select('vessel_type_id').where('id', '=', fleetId).executeTakeFirst();
  return fleet !== undefined && types.includes(fleet.vessel_type_id);
}

/** Whether a user sees a vessel's fleet. */
export async function vesselVisible(db: Kysely<DB>, actor: Actor, vesselId: number): Promise<boolean> {
  const types = typesOf(actor);
  if (types === 'all') return true;
  const fleet = await db
    .selectFrom('vessels as v')
    .innerJoin('fleets as f', 'f.id', 'v.fleet_id')
    .select('f.vessel_type_id')
    .where('v.id', '=', vesselId)
    .executeTakeFirst();
  return fleet !== undefined && types.includes(fleet.vessel_type_id);
}

/** Whether a user sees every one of these crew changes' fleets (a missing one is not seen). */
export async function crewChangesVisible(
  db: Kysely<DB>,
  actor: Actor,
  crewChangeIds: readonly number[],
): Promise<boolean> {
  const types = typesOf(actor);
  if (types === 'all' || crewChangeIds.length === 0) return true;
  const wanted = [...new Set(crewChangeIds)];
  const rows = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('fleets as f', (j) => j.on('f.id', '=', sql<number>`coalesce(b.fleet_id, v.fleet_id)`))
    .select(['b.id', 'f.vessel_type_id'])
    .where('b.id', 'in', wanted)
    .execute();
  return rows.length === wanted.length && rows.every((r) => types.includes(r.vessel_type_id));
}

/**
 * Refuses a request naming what the user may not see (001 §2.1): a fleet or a vessel is
 * FORBIDDEN; a crew change is NOT_FOUND, as one that does not exist, so ids do not leak.
 */
export async function assertVisible(db: Kysely<DB>, actor: Actor, t: BoardTargets): Promise<void> {
  if (typesOf(actor) === 'all') return;
  if (t.fleetId !== undefined && !(await fleetVisible(db, actor, t.fleetId)))
    throw new ForbiddenError('This fleet is not yours to see');
  if (t.vesselId !== undefined && !(await vesselVisible(db, actor, t.vesselId)))
    throw new ForbiddenError('This vessel is not yours to see');
  const ids = [...(t.crewChangeId !== undefined ? [t.crewChangeId] : []), ...(t.crewChangeIds ?? [])];
  if (!(await crewChangesVisible(db, actor, ids))) throw new NotFoundError('Crew change not found');
}
