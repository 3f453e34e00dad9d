import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { filedReports, owmsDue, owmsReportFamily, type OwmsDue } from '@crewing/domain/compliance/index';
import type { DB } from '../platform/db/schema.js';
import { holidaysBetween } from '../holidays/query.js';

export type OwmsRow = OwmsDue & { crewName: string; crewCode: string | null; vesselName: string };

/**
 * Issue 31 §2: what the OWMS is owed, for every deployment still on board or signed off within the
 * last year: first reports, quarterly updates and critical incidents (a sign-off reason of medical
 * or death), each with its due date counted with the Holidays list, and the report filed if any.
 * Oldest due first; filed ones after the open ones. `fleetIds`: the fleets the reader sees (null: all).
 */
export async function owmsDueList(db: Kysely<DB>, today: string, fleetIds: number[] | null): Promise<OwmsRow[]> {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 366 * 86_400_000).toISOString().slice(0, 10);
  const stints = await db
    .selectFrom('crew_sea_service as s')
    .innerJoin('crews as c', 'c.id', 's.crew_id')
    .leftJoin('vessels as v', 'v.id', 's.vessel_id')
    .leftJoin('contract_reasons as r', 'r.id', 's.contract_reason_id')
    .select(['s.crew_id', 's.stint_no', 's.embark_date', 's.disembark_date', 'c.crew_code'])
    .select(sql<string>`concat_ws(' ', c.first_name, c.last_name)`.as('crew_name'))
    .select(sql<string>`coalesce(v.name, '')`.as('vessel_name'))
    .select('r.name as reason')
    .where('s.voided', '=', false)
    // A fleet-bound user reads the deployments on his fleets' vessels only.
    .$if(fleetIds !== null, (q) => q.where('v.fleet_id', 'in', fleetIds!.length > 0 ? fleetIds! : [-1]))
    .where('s.stint_no', 'is not', null)
    .where((w) => w.or([w('s.disembark_date', 'is', null), w('s.disembark_date', '>=', since)]))
    .execute();
  if (stints.length === 0) return [];
  const filed = await db
    .selectFrom('crew_records')
    .select(['crew_id', 'id', 'fields'])
    .where('family', '=', owmsReportFamily.name)
    .where(
      'crew_id',
      'in',
      stints.map((s) => s.crew_id),
    )
    .execute();
  const byCrew = new Map<number, Record<number, Record<string, unknown>>>();
  for (const f of filed) byCrew.set(f.crew_id, { ...(byCrew.get(f.crew_id) ?? {}), [f.id]: f.fields });
  const first = stints.reduce((m, s) => (s.embark_date < m ? s.embark_date : m), today);
  const holidays = await holidaysBetween(db, first, `${Number(today.slice(0, 4)) + 1}-12-31`);
  const rows = stints.flatMap((s) =>
    owmsDue(
      {
        crewId: s.crew_id,
        stintNo: s.stint_no!,
        embarkDate: s.embark_date,
        disembarkDate: s.disembark_date,
        signOffReason: s.reason,
      },
      holidays,
      today,
      filedReports(byCrew.get(s.crew_id) ?? {}),
    ).map((d) => ({ ...d, crewName: s.crew_name, crewCode: s.crew_code, vesselName: s.vessel_name })),
  );
  return rows.sort((a, b) => Number(!!a.filed) - Number(!!b.filed) || a.due.localeCompare(b.due));
}
