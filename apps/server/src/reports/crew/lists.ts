import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.js';
import { daysAshore, monthsOnBoard } from '@crewing/domain';
import { column, crewName, dated, fleetAndVessel, no, numbered, onboardCrews, rankCode } from '../sql-parts.js';
import { countedCrew } from '../../crew/standing-sql.js';

/** Crew Report (002 §9 crew-report_{date}.pdf): every active crew, onboard or standby, by rank. */
export const crewReport: ReportDefinition = {
  key: 'crew-report',
  landscape: true,
  columns: [
    no,
    column.crewCode,
    column.name(32),
    column.rank(10),
    column.status,
    column.vessel(24),
    column.embarkDate,
    { key: 'contact', label: 'Contact No.', width: 16 },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select c.crew_code as "crewCode", ${crewName} as name, ${rankCode} as rank,
             case when c.onboard_vessel_id is null then 'STANDBY' else 'ONBOARD' end as status,
             v.name as vessel, c.embark_date::text as "embarkDate", c.contact_number as contact
      from crews c join ranks r on r.id = coalesce(c.onboard_rank_id, c.rank_id)
      left join vessels v on v.id = c.onboard_vessel_id
      where ${countedCrew}
        and ${f.vesselId ? sql`c.onboard_vessel_id = ${f.vesselId}` : sql`true`}
        and ${f.rankId ? sql`coalesce(c.onboard_rank_id, c.rank_id) = ${f.rankId}` : sql`true`}
      order by r.sort_order, c.last_name, c.first_name`.execute(db);
    const onboard = rows.rows.filter((r) => r.status === 'ONBOARD').length;
    return {
      rows: numbered(rows.rows),
      totals: [`Total: ${rows.rows.length} crew (${onboard} onboard, ${rows.rows.length - onboard} standby)`],
    };
  },
  fileName: dated('crew-report'),
};

/** Crew Master List (crew-master-list_{date}.pdf): every crew on file with his identifiers. */
export const crewMasterList: ReportDefinition = {
  key: 'crew-master-list',
  landscape: true,
  columns: [
    no,
    { key: 'applicantNo', label: 'Applicant No.', width: 14 },
    column.crewCode,
    { key: 'ipn', label: 'IPN', width: 12 },
    column.name(32),
    column.rank(10),
    { key: 'birthdate', label: 'Birthdate', type: 'date', width: 13 },
    column.status,
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select c.applicant_no as "applicantNo", c.crew_code as "crewCode", c.ipn, ${crewName} as name, ${rankCode} as rank,
             c.birthdate::text as birthdate, case when c.status = 1 then 'ACTIVE' else 'INACTIVE' end as status
      from crews c join ranks r on r.id = c.rank_id
      where ${f.rankId ? sql`c.rank_id = ${f.rankId}` : sql`true`}
      order by c.last_name, c.first_name`.execute(db);
    return { rows: numbered(rows.rows), totals: [`Total: ${rows.rows.length} crew`] };
  },
  fileName: dated('crew-master-list'),
};

/** Onboard List (onboard-report_{date}.pdf): crews on board now, by vessel and rank, with months on board (crew/lifecycle.ts day count). */
export const onboardList: ReportDefinition = {
  key: 'onboard-list',
  columns: [
    no,
    column.vessel(24),
    column.rank(10),
    column.crewCode,
    column.name(32),
    column.embarkDate,
    column.count('months', 'Months Onboard'),
  ],
  async query(db, f, ctx) {
    const rows = await sql<{
      vessel: string;
      rank: string;
      crewCode: string | null;
      name: string;
      embarkDate: string | null;
    }>`
      select v.name as vessel, ${rankCode} as rank, c.crew_code as "crewCode", ${crewName} as name, c.embark_date::text as "embarkDate"
      from ${onboardCrews}
      where ${countedCrew} and ${fleetAndVessel(f)}
      order by v.name, r.sort_order, c.last_name`.execute(db);
    const vessels = new Set(rows.rows.map((r) => r.vessel)).size;
    const out = rows.rows.map((r) => ({ ...r, months: r.embarkDate ? monthsOnBoard(r.embarkDate, ctx.today) : null }));
    return { rows: numbered(out), totals: [`Total onboard: ${rows.rows.length} crew on ${vessels} vessel(s)`] };
  },
  fileName: dated('onboard-report'),
};

/**
 * Standby List (standby-report_{date}.pdf): active crews ashore, sorted by arrival date, oldest
 * first (002 §4): his last vessel, the day he became standby (his Manila arrival, else his
 * sign-off) and the days ashore since (crew/lifecycle.ts). Crews who never served with us follow.
 */
export const standbyList: ReportDefinition = {
  key: 'standby-list',
  columns: [
    no,
    column.crewCode,
    column.name(32),
    column.rank(10),
    { key: 'lastVessel', label: 'Last Vessel', width: 24 },
    { key: 'arrivalDate', label: 'Arrival Date', type: 'date', width: 13 },
    column.count('days', 'Days Ashore'),
    { key: 'availabilityDate', label: 'Availability', type: 'date', width: 13 },
  ],
  async query(db, f, ctx) {
    const rows = await sql<{
      crewCode: string | null;
      name: string;
      rank: string;
      lastVessel: string | null;
      arrivalDate: string | null;
      availabilityDate: string | null;
    }>`
      select c.crew_code as "crewCode", ${crewName} as name, ${rankCode} as rank, v.name as "lastVessel",
             c.standby_since::text as "arrivalDate", c.availability_date::text as "availabilityDate"
      from crews c join ranks r on r.id = c.rank_id
      left join vessels v on v.id = c.last_vessel_id
      where ${countedCrew} and c.onboard_vessel_id is null and ${f.rankId ? sql`c.rank_id = ${f.rankId}` : sql`true`}
        and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`}
      order by c.standby_since asc nulls last, c.last_name, c.first_name`.execute(db);
    const out = rows.rows.map((r) => ({ ...r, days: daysAshore(r.arrivalDate, ctx.today) }));
    return { rows: numbered(out), totals: [`Total standby: ${rows.rows.length} crew`] };
  },
  fileName: dated('standby-report'),
};
