import { sql, type Kysely } from 'kysely';
import { ForbiddenError, type Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { found, notFound } from '../platform/db/found.js';

/*
 * The principal's boundary (issue 30, 002 §6): a principal user reads the vessels whose POEA
 * principal (000 §3, the vessel's `principalId`) is his, and the crews on or lined up for them.
 * Every principal procedure checks what its input names here before it reads anything; a vessel
 * of another principal is FORBIDDEN, a crew he may not see is NOT_FOUND (ids do not leak).
 */

/** The principal a user acts for; refuses anyone else (the permission already did; this narrows the type). */
export function principalOf(actor: Actor): number {
  if (actor.principalId === null) throw new ForbiddenError('Only a principal user reads this');
  return actor.principalId;
}

/** The principal's active vessels, as a subquery of ids. */
export function principalVesselIds(db: Kysely<DB>, principalId: number) {
  return db
    .selectFrom('vessels')
    .select('id')
    .where('deleted', '=', false)
    .where(sql<boolean>`(details->>'principalId')::int = ${principalId}`);
}

/** Whether a principal user's vessels include this one (his live rooms, issue 30 §2); false for anyone else. */
export async function principalVesselVisible(db: Kysely<DB>, actor: Actor, vesselId: number): Promise<boolean> {
  if (actor.principalId === null) return false;
  return found(principalVesselIds(db, actor.principalId).where('id', '=', vesselId));
}

export async function assertPrincipalVessel(db: Kysely<DB>, actor: Actor, vesselId: number): Promise<void> {
  const row = await principalVesselIds(db, principalOf(actor)).where('id', '=', vesselId).executeTakeFirst();
  if (!row) throw new ForbiddenError('This vessel is not yours to see');
}

/**
 * The crews a principal sees: onboard one of his vessels, or the off-signer or a reliever of a
 * crew change of his vessels still open (not cancelled, the off-signer not yet home), or proposed to him for one,
 * or marked by him as preferred or not wanted.
 */
export function principalCrewIds(db: Kysely<DB>, principalId: number) {
  const open = () =>
    db
      .selectFrom('crew_change_board as b')
      .where('b.vessel_id', 'in', principalVesselIds(db, principalId))
      .where('b.rank_cancelled', '=', false)
      .where('b.arrive_manila', 'is', null);
  return (
    db
      .selectFrom('crews')
      .select('id as crew_id')
      .where('onboard_vessel_id', 'in', principalVesselIds(db, principalId))
      .union(
        open()
          .select(sql<number>`b.off_signer_crew_id`.as('crew_id'))
          .where('b.off_signer_crew_id', 'is not', null),
      )
      .union(
        open()
          .innerJoin(sql<{ value: unknown }>`jsonb_array_elements(b.state->'relievers')`.as('r'), (j) => j.onTrue())
          .select(sql<number>`(r.value->>'crewId')::int`.as('crew_id')),
      )
      // Issue 30 §2: the candidates proposed to him.
      .union(
        open()
          .innerJoin(
            sql<{ value: unknown }>`jsonb_array_elements(coalesce(b.state->'proposals', '[]'::jsonb))`.as('p'),
            (j) => j.onTrue(),
          )
          .select(sql<number>`(p.value->>'crewId')::int`.as('crew_id')),
      )
      // Issue 30 §3: the crews he marked preferred or not wanted (seen when he marked them), so he keeps his lists.
      .union(db.selectFrom('principal_crew_marks').select('crew_id').where('principal_id', '=', principalId))
  );
}

export async function assertPrincipalCrew(db: Kysely<DB>, actor: Actor, crewId: number): Promise<void> {
  await db
    .selectFrom(principalCrewIds(db, principalOf(actor)).as('seen'))
    .select('crew_id')
    .where('crew_id', '=', crewId)
    .executeTakeFirstOrThrow(notFound('Crew not found'));
}
