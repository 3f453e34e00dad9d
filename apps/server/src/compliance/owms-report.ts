import { formatDate } from '@crewing/domain';
import type { ReportDefinition } from '../reports/definition.js';
import { periodLine } from '../reports/definition.js';
import { column, no, numbered, ranged } from '../reports/sql-parts.js';
import { owmsDueList, type OwmsRow } from './owms.js';

/**
 * Issue 31 §2: the OWMS welfare report (DMW MC 12 s.2018, MC 9 s.2019) in the circular's layout:
 * one line per report owed in the period (first report, quarterly update, critical incident) with
 * the crew, his vessel and principal, the deployment date, the report, its due date, the date filed
 * and the OWMS reference, and a remark (overdue, filed late, the incident).
 */
export const owmsReport: ReportDefinition = {
  key: 'owms',
  landscape: true,
  columns: [
    no,
    { key: 'crew', label: 'Crew', width: 28 },
    column.vessel(20),
    { key: 'principal', label: 'Principal', width: 24 },
    { key: 'deployed', label: 'Deployment Date', type: 'date', width: 15 },
    { key: 'report', label: 'Report Type', width: 30 },
    { key: 'due', label: 'Due', type: 'date', width: 13 },
    { key: 'filedOn', label: 'Filed', type: 'date', width: 13 },
    { key: 'reference', label: 'Reference', width: 20 },
    { key: 'remarks', label: 'Remarks', width: 26 },
  ],
  async query(db, f, { today }) {
    const rows = (await owmsDueList(db, today, null))
      .filter((r) => r.due >= (f.dateFrom ?? '') && r.due <= (f.dateTo ?? today))
      .filter((r) => !f.fleetId || r.fleetId === f.fleetId)
      .sort((a, b) => a.due.localeCompare(b.due) || a.crewName.localeCompare(b.crewName));
    const overdue = rows.filter((r) => r.overdue).length;
    return {
      rows: numbered(
        rows.map((r) => ({
          crew: r.crewCode ? `${r.crewName} (${r.crewCode})` : r.crewName,
          vessel: r.vesselName,
          principal: r.principalName,
          deployed: r.embarkDate,
          report: r.label,
          due: r.due,
          filedOn: r.filed?.filedOn ?? null,
          reference: r.filed?.reference ?? null,
          remarks: remarkOf(r),
        })),
      ),
      subtitle: [periodLine(f), 'DMW MC 12 s.2018 and MC 9 s.2019 (OWMS welfare monitoring)'],
      totals: [`Reports due: ${rows.length}`, `Filed: ${rows.filter((r) => r.filed).length}`, `Overdue: ${overdue}`],
    };
  },
  fileName: ranged('owms_report'),
};

function remarkOf(r: OwmsRow): string {
  if (r.filed) return r.filed.filedOn > r.due ? `Filed late (due ${formatDate(r.due)})` : 'Filed on time';
  return r.overdue ? 'OVERDUE' : 'Open';
}
