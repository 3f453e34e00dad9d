import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { principalCrewIds, principalVesselIds } from '../fleet-access/principal-access.js';
import { crewMarksOf } from './crew-marks.js';

/** The principal's vessels (issue 30 §1), with how many crews are onboard each. */
export async function principalVessels(db: Kysely<DB>, principalId: number) {
  const rows = await db
    .selectFrom('vessels as v')
    .innerJoin('fleets as f', 'f.id', 'v.fleet_id')
    .select(['v.id', 'v.name', 'v.code', 'f.name as fleet'])
    .select((eb) =>
      eb
        .selectFrom('crews as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.onboard_vessel_id', '=', 'v.id')
        .as('onboard'),
    )
    .where('v.id', 'in', principalVesselIds(db, principalId))
    .orderBy('v.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, fleet: r.fleet, onboard: Number(r.onboard ?? 0) }));
}

/** The crews on or lined up for the principal's vessels, by name (one vessel's when asked). */
export async function principalCrews(db: Kysely<DB>, principalId: number, vesselId?: number) {
  let q = db
    .selectFrom('crews as c')
    .leftJoin('ranks as r', 'r.id', 'c.rank_id')
    // Another principal's vessel is not named to him.
    .leftJoin('vessels as v', (j) =>
      j.onRef('v.id', '=', 'c.onboard_vessel_id').on('v.id', 'in', principalVesselIds(db, principalId)),
    )
    .select(['c.id', ...crewNameColumns('c'), 'c.crew_code', 'r.name as rank', 'v.name as vessel'])
    .where('c.id', 'in', db.selectFrom(principalCrewIds(db, principalId).as('seen')).select('crew_id'));
  if (vesselId !== undefined) q = q.where('c.onboard_vessel_id', '=', vesselId);
  const rows = await q.orderBy('c.last_name').orderBy('c.first_name').limit(1000).execute();
  const marks = await crewMarksOf(
    db,
    principalId,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    id: c.id,
    name: crewName(c),
    crewCode: c.crew_code,
    rank: c.rank ?? '',
    /** Null: lined up for one of his vessels, not onboard one. */
    vessel: c.vessel,
    /** Issue 30 §3: his mark on the crew (preferred or not wanted), or null. */
    mark: marks.get(c.id)?.mark ?? null,
  }));
}
