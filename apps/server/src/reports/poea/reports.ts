import type { ReportDefinition } from '../definition.js';
import { periodLine } from '../definition.js';
import { poeaRows, poeaSignatory } from './query.js';
import { column, no, numbered } from '../sql-parts.js';

const columns: ReportDefinition['columns'] = [
  no,
  { key: 'oecNumber', label: 'OEC Number', width: 18 },
  ...column.names(20, 18),
  { key: 'rankCode', label: 'Position', width: 12 },
  column.deployed,
  { key: 'embarkPort', label: 'Location / Place of Departure', width: 26 },
];

/** POEA Philippine Exit (001 §2.7): deployments in the period, the signatory under the table; `poea_report.pdf` (002 §9). */
export const poeaPhReport: ReportDefinition = {
  key: 'poea-ph',
  columns,
  landscape: true,
  async query(db, f) {
    const rows = await poeaRows(db, f);
    const signatory = await poeaSignatory(db, f.signatoryId);
    return {
      rows: numbered(rows),
      subtitle: [periodLine(f)],
      totals: [`Total deployed: ${rows.length}`],
      signatures: [{ label: 'Certified correct:', name: signatory.name || ' ', title: signatory.title }],
    };
  },
  fileName: () => 'poea_report.pdf',
};

/**
 * POEA International Exit (001 §2.8, a placeholder in the legacy made real): deployments whose
 * embark port is outside the Philippines, optionally one port.
 */
export const poeaIntlReport: ReportDefinition = {
  key: 'poea-intl',
  columns,
  landscape: true,
  async query(db, f) {
    const rows = await poeaRows(db, f, { outside: true });
    const signatory = await poeaSignatory(db, f.signatoryId);
    const port = f.portId
      ? (await db.selectFrom('ports').select('name').where('id', '=', f.portId).executeTakeFirst())?.name
      : null;
    return {
      rows: numbered(rows),
      subtitle: [periodLine(f), `Port: ${port ?? 'ALL PORTS OUTSIDE THE PHILIPPINES'}`],
      totals: [`Total deployed: ${rows.length}`],
      signatures: [{ label: 'Certified correct:', name: signatory.name || ' ', title: signatory.title }],
    };
  },
  fileName: (f) => `poea_international_report_from_${f.dateFrom}_to_${f.dateTo}.pdf`,
};
