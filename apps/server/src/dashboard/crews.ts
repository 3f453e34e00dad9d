import { sql, type Kysely } from 'kysely';
import { companyGroupOf, vaccineStatus, type DashboardCrew } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { countedCrew, standingVesselId } from '../crew/standing-sql.js';

export interface DashboardCrewRow extends DashboardCrew {
  crewId: number;
  name: string;
  rankId: number;
  vesselId: number | null;
  fleetId: number | null;
  availabilityDate: string | null;
  embarkDate: string | null;
  doses: number;
}

/**
 * The crews the dashboard counts (crew/lifecycle.ts isCountedCrew: active and hired), onboard or
 * standby (crews read model), with their covid doses and their company group: the vessel type of
 * the fleet of the vessel they are on, or for a standby crew of the last vessel they served on.
 * `crewIds` narrows them to a few (the dashboard counts' projection, dashboard/counts.ts).
 */
export async function dashboardCrews(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null = null,
  crewIds: readonly number[] | null = null,
): Promise<DashboardCrewRow[]> {
  if (crewIds?.length === 0) return [];
  const these = crewIds ? sql<boolean>`c.id = any(${sql.val([...crewIds])}::int[])` : sql<boolean>`true`;
  const rows = await db
    .selectFrom('crews as c')
    .leftJoin('vessels as v', (j) => j.on(sql<boolean>`v.id = ${standingVesselId}`))
    .leftJoin('fleets as f', 'f.id', 'v.fleet_id')
    .select([
      'c.id',
      ...crewNameColumns('c'),
      'c.rank_id',
      'c.onboard_rank_id',
      'c.onboard_vessel_id',
      'c.availability_date',
      'c.embark_date',
      'v.fleet_id',
      'f.vessel_type_id',
    ])
    .where(countedCrew)
    .where(these)
    .execute();
  let dosesQuery = db.selectFrom('covid_vaccines').select(['crew_id', 'brand']);
  if (crewIds) dosesQuery = dosesQuery.where(sql<boolean>`crew_id = any(${sql.val([...crewIds])}::int[])`);
  const doses = await dosesQuery.execute();
  const byCrew = new Map<number, Array<{ brand: string }>>();
  for (const d of doses) (byCrew.get(d.crew_id) ?? byCrew.set(d.crew_id, []).get(d.crew_id)!).push({ brand: d.brand });
  const all = rows.map((r) => {
    const own = byCrew.get(r.id) ?? [];
    return {
      crewId: r.id,
      name: crewName(r),
      rankId: r.onboard_rank_id ?? r.rank_id,
      vesselId: r.onboard_vessel_id,
      fleetId: r.fleet_id ?? null,
      availabilityDate: r.availability_date,
      embarkDate: r.embark_date,
      onboard: r.onboard_vessel_id !== null,
      group: companyGroupOf(r.vessel_type_id ?? null),
      vaccine: vaccineStatus(own),
      doses: own.length,
    };
  });
  // A fleet scope keeps the crews onboard its vessels and the standby crews who last served there.
  return fleetIds ? all.filter((c) => c.fleetId !== null && fleetIds.includes(c.fleetId)) : all;
}
