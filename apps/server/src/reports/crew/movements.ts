import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.js';
import { periodLine } from '../definition.js';
import { column, crewName, inPeriod, no, numbered, ranged, rankCode, seaService } from '../sql-parts.js';

/**
 * Monthly Report (the legacy names it without columns): every embarkation and disembarkation of
 * the period, by date, per fleet when chosen, with the totals of each.
 */
export const monthlyReport: ReportDefinition = {
  key: 'monthly-report',
  landscape: true,
  columns: [
    no,
    { key: 'date', label: 'Date', type: 'date', width: 13 },
    { key: 'movement', label: 'Movement', width: 12 },
    column.vessel(24),
    column.rank(10),
    column.crewCode,
    column.name(32),
    { key: 'reason', label: 'Reason', width: 24 },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select * from (
        select s.embark_date::text as date, 'EMBARKED' as movement, v.name as vessel, ${rankCode} as rank, c.crew_code as "crewCode", ${crewName} as name, null as reason
        from ${seaService}
        where s.embark_date ${inPeriod(f)} and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`}
        union all
        select s.disembark_date::text, 'DISEMBARKED', v.name, ${rankCode}, c.crew_code, ${crewName}, cr.name
        from ${seaService}
        left join contract_reasons cr on cr.id = s.contract_reason_id
        where s.disembark_date ${inPeriod(f)} and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`}
      ) m order by date, movement desc, vessel, name`.execute(db);
    const embarked = rows.rows.filter((r) => r.movement === 'EMBARKED').length;
    return {
      rows: numbered(rows.rows),
      subtitle: [periodLine(f)],
      totals: [`Embarked: ${embarked}`, `Disembarked: ${rows.rows.length - embarked}`],
    };
  },
  fileName: ranged('monthly-report'),
};

/** Crew Embarkation List (embarkation-report_from_{date}_to_{date}.pdf): sign-ons of the period. */
export const crewEmbarkationList: ReportDefinition = {
  key: 'crew-embarkation-list',
  columns: [no, column.embarkDate, column.vessel(24), column.rank(10), column.crewCode, column.name(32)],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select s.embark_date::text as "embarkDate", v.name as vessel, ${rankCode} as rank, c.crew_code as "crewCode", ${crewName} as name
      from ${seaService}
      where s.embark_date ${inPeriod(f)}
      order by s.embark_date, v.name, r.sort_order`.execute(db);
    return { rows: numbered(rows.rows), subtitle: [periodLine(f)], totals: [`Total embarked: ${rows.rows.length}`] };
  },
  fileName: (f) => `embarkation-report_from_${f.dateFrom}_to_${f.dateTo}.pdf`,
};

/**
 * Crew Retention Report per rank (crew-retention-report_{rank}_from_{date}_to_{date}.pdf): crews of
 * the rank who came home in the period, and whether they signed on with us again since.
 */
export const crewRetention: ReportDefinition = {
  key: 'crew-retention',
  columns: [
    no,
    column.name(32),
    column.vessel(24),
    { key: 'disembarkDate', label: 'Disembarked', type: 'date', width: 13 },
    { key: 'reason', label: 'Reason', width: 22 },
    { key: 'nextVessel', label: 'Re-embarked On', width: 24 },
    { key: 'nextDate', label: 'Re-embark Date', type: 'date', width: 13 },
    { key: 'retained', label: 'Retained', width: 9, align: 'center' },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select ${crewName} as name, v.name as vessel, s.disembark_date::text as "disembarkDate", cr.name as reason,
             nv.name as "nextVessel", nx.embark_date::text as "nextDate", case when nx.crew_id is null then 'NO' else 'YES' end as retained
      from crew_sea_service s join crews c on c.id = s.crew_id join vessels v on v.id = s.vessel_id
      left join contract_reasons cr on cr.id = s.contract_reason_id
      left join lateral (select n.crew_id, n.vessel_id, n.embark_date from crew_sea_service n where n.crew_id = s.crew_id and n.embark_date > s.disembark_date
                         order by n.embark_date limit 1) nx on true
      left join vessels nv on nv.id = nx.vessel_id
      where s.rank_id = ${f.rankId!} and s.disembark_date ${inPeriod(f)}
      order by s.disembark_date, c.last_name`.execute(db);
    const rank = await db.selectFrom('ranks').select(['name', 'alias']).where('id', '=', f.rankId!).executeTakeFirst();
    const kept = rows.rows.filter((r) => r.retained === 'YES').length;
    const rate = rows.rows.length ? Math.round((kept / rows.rows.length) * 1000) / 10 : 0;
    return {
      rows: numbered(rows.rows),
      subtitle: [periodLine(f), `Rank: ${rank?.name ?? ''}`],
      totals: [`Disembarked: ${rows.rows.length}`, `Re-embarked: ${kept}`, `Retention: ${rate}%`],
      fileName: `crew-retention-report_${(rank?.name ?? String(f.rankId)).replace(/[^A-Za-z0-9]/g, '_')}_from_${f.dateFrom}_to_${f.dateTo}.pdf`,
    };
  },
  // 002 §9: the rank's special characters become an underscore (the query names the file).
  fileName: (f) => `crew-retention-report_${f.rankId}_from_${f.dateFrom}_to_${f.dateTo}.pdf`,
};

/** Deployment 1989 Report (deployment_1989_report_from_{date}_to_{date}.xlsx): deployments with vessel, flag and principal. */
export const deployment1989: ReportDefinition = {
  key: 'deployment-1989',
  columns: [
    no,
    column.deployed,
    ...column.names(18, 16),
    { key: 'birthdate', label: 'Birthdate', type: 'date', width: 13 },
    { key: 'sex', label: 'Sex', width: 6 },
    { key: 'rank', label: 'Position', width: 20 },
    column.vessel(24),
    { key: 'flag', label: 'Flag', width: 14 },
    { key: 'vesselType', label: 'Vessel Type', width: 14 },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | null>>`
      select s.embark_date::text as "embarkDate", c.last_name as "lastName", c.first_name as "firstName", c.middle_name as "middleName",
             c.birthdate::text as birthdate, case c.male when 1 then 'M' when 0 then 'F' else '' end as sex, r.name as rank,
             v.name as vessel, coalesce(fl.name, v.flag) as flag, case v.vessel_type_id when 1 then 'PASSENGER' when 2 then 'BULK' else '' end as "vesselType"
      from ${seaService}
      left join key_items fl on fl.kind = 'flag' and fl.id = nullif(v.details->>'flagId', '')::int
      where s.embark_date ${inPeriod(f)}
      order by s.embark_date, c.last_name`.execute(db);
    return { rows: numbered(rows.rows), subtitle: [periodLine(f)], totals: [`Total deployed: ${rows.rows.length}`] };
  },
  fileName: (f) => `deployment_1989_report_from_${f.dateFrom}_to_${f.dateTo}.xlsx`,
};
