import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.js';
import { periodLine } from '../definition.js';
import { column, fleetAndVessel, no, numbered, rankCode } from '../sql-parts.js';
import { countedCrew, standingVesselId } from '../../crew/standing-sql.js';

const person = (alias: string) => sql.raw(`${alias}.last_name || ', ' || ${alias}.first_name`);

/**
 * Crew Change Report per vessel or fleet and period (PDF and xlsx): each crew change whose
 * embarkation or disembarkation falls in the period, off-signer and primary reliever side by side.
 */
export const crewChangeReport: ReportDefinition = {
  key: 'crew-change-report',
  landscape: true,
  columns: [
    no,
    column.vessel(22),
    column.rank(9),
    { key: 'offSigner', label: 'Off-Signer', width: 28 },
    { key: 'disembarkDate', label: 'Disembark Date', type: 'date', width: 13 },
    { key: 'disembarkPort', label: 'Disembark Port', width: 16 },
    { key: 'reliever', label: 'Reliever', width: 28 },
    column.embarkDate,
    { key: 'embarkPort', label: 'Embark Port', width: 16 },
    { key: 'batch', label: 'Batch', type: 'number', width: 7, align: 'right' },
  ],
  async query(db, f) {
    const rows = await sql<Record<string, string | number | null>>`
      select v.name as vessel, ${rankCode} as rank, ${person('off')} as "offSigner",
             b.disembark_date as "disembarkDate", dp.name as "disembarkPort", ${person('rel')} as reliever,
             b.embark_date as "embarkDate", ep.name as "embarkPort", b.batch_number as batch
      from crew_change_board b join vessels v on v.id = b.vessel_id join ranks r on r.id = b.rank_id
      left join crews off on off.id = b.off_signer_crew_id
      left join lateral (select e from jsonb_array_elements(b.state->'embarkings') e
                         where e->'cancelled' is null or e->'cancelled' = 'null'::jsonb order by 1 desc limit 1) emb on true
      left join crews rel on rel.id = (emb.e->>'crewId')::int
      left join ports ep on ep.id = nullif(emb.e->'values'->>'embark_port_id', '')::int
      left join ports dp on dp.id = nullif(b.state->'disembarking'->'values'->>'disembark_port_id', '')::int
      where not b.rank_cancelled
        and (b.embark_date between ${f.dateFrom!} and ${f.dateTo!} or b.disembark_date between ${f.dateFrom!} and ${f.dateTo!})
        and ${fleetAndVessel(f)}
      order by v.name, r.sort_order, coalesce(b.embark_date, b.disembark_date)`.execute(db);
    const vessels = new Set(rows.rows.map((r) => r.vessel)).size;
    return {
      rows: numbered(rows.rows),
      subtitle: [periodLine(f)],
      totals: [`Total: ${rows.rows.length} crew change(s) on ${vessels} vessel(s)`],
    };
  },
  fileName: (f, _today, format) => `crew-change-report_from_${f.dateFrom}_to_${f.dateTo}.${format}`,
};

/** Rank Statistics (/v/rank-statistics): the dashboard's crews per rank, onboard and standby, per fleet when chosen (issue 24). */
export const rankStatistics: ReportDefinition = {
  key: 'rank-statistics',
  columns: [
    column.rank(28),
    { key: 'code', label: 'Code', width: 9 },
    column.count('onboard', 'Onboard'),
    column.count('standby', 'Standby'),
    column.count('total', 'Total'),
  ],
  async query(db, f) {
    const rows = await sql<{ rank: string; code: string; onboard: number; standby: number; total: number }>`
      select r.name as rank, r.alias as code,
             count(c.id) filter (where c.onboard_vessel_id is not null)::int as onboard,
             count(c.id) filter (where c.onboard_vessel_id is null)::int as standby,
             0 as total
      from ranks r left join (crews c left join vessels v on v.id = ${standingVesselId})
        on coalesce(c.onboard_rank_id, c.rank_id) = r.id and ${countedCrew} and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`}
      where r.active group by r.id order by r.sort_order`.execute(db);
    const out = rows.rows.map((r) => ({ ...r, total: r.onboard + r.standby }));
    const sum = (k: 'onboard' | 'standby') => out.reduce((n, r) => n + r[k], 0);
    return {
      rows: out,
      subtitle: [f.fleetId ? 'The chosen fleet: onboard its vessels, or standby after serving on them' : 'All fleets'],
      totals: [`Onboard: ${sum('onboard')}`, `Standby: ${sum('standby')}`, `Total: ${sum('onboard') + sum('standby')}`],
    };
  },
  fileName: (_f, today, format) => `rank-statistics_${today}.${format}`,
};
