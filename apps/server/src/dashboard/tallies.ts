import { sql, type Kysely } from 'kysely';
import type { CompanyGroup, VaccineStatus } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { DashboardCrewTalliesTable } from './tables.js';

/** The crews a figure counts alike. */
interface Tally {
  n: number;
}

/** The dashboards' counts of the crews in some fleets, one list a figure (dashboard/queries.ts sums them). */
export interface CrewTallies {
  /** The crew count table by fleet (null: new hires who never served): onboard or standby, company group, vaccine. */
  crews: Array<
    Tally & { fleetId: number | null; onboard: boolean; group: CompanyGroup | null; vaccine: VaccineStatus }
  >;
  /** The rank level summary: onboard or standby by rank. */
  ranks: Array<Tally & { rankId: number; onboard: boolean }>;
  /** The monthly rank availability: standby crews by rank and the month of `months` they are available in. */
  available: Array<Tally & { rankId: number; month: string }>;
  /** The onboard summary: crews onboard a vessel. */
  vessels: Array<Tally & { vesselId: number }>;
}

/**
 * The tallies of the crews in these fleets (every crew when null), summed in the statement over what a figure
 * does not show (the fleet, but for the crew count table the top-management dashboard shows per fleet): about
 * fleets + ranks x months + vessels rows (dashboard/counts.ts keeps them). A standby crew is available in the
 * first of `months` when his month has passed or is unset, and in none of them after the last.
 */
export async function crewTallies(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  months: readonly string[],
): Promise<CrewTallies> {
  const out: CrewTallies = { crews: [], ranks: [], available: [], vessels: [] };
  if (fleetIds?.length === 0) return out;
  const [first, last] = [months[0]!, months[months.length - 1]!];
  const { rows } = await sql<Omit<DashboardCrewTalliesTable, 'k' | 'avail_month'> & { month: string | null }>`
    select facet, case when facet = 'crews' then fleet_id end as fleet_id, rank_id, vessel_id, onboard, grp, vaccine,
      case when facet = 'available' then greatest(coalesce(avail_month, ${first}), ${first}) end as month,
      sum(n)::int as n
    from dashboard_crew_tallies
    where (facet <> 'available' or avail_month is null or avail_month <= ${last})
      ${fleetIds ? sql`and fleet_id = any(${sql.val([...fleetIds])}::int[])` : sql``}
    group by 1, 2, 3, 4, 5, 6, 7, 8`.execute(db);
  for (const r of rows) {
    switch (r.facet) {
      case 'crews':
        out.crews.push({
          n: r.n,
          fleetId: r.fleet_id,
          onboard: r.onboard!,
          group: r.grp as CompanyGroup | null,
          vaccine: r.vaccine as VaccineStatus,
        });
        break;
      case 'rank':
        out.ranks.push({ n: r.n, rankId: r.rank_id!, onboard: r.onboard! });
        break;
      case 'available':
        out.available.push({ n: r.n, rankId: r.rank_id!, month: r.month! });
        break;
      case 'vessel':
        out.vessels.push({ n: r.n, vesselId: r.vessel_id! });
        break;
      default: {
        const never: never = r.facet;
        throw new Error(`Unknown dashboard tally ${String(never)}`);
      }
    }
  }
  return out;
}
