import { sql } from 'kysely';
import { formatDate } from '@crewing/domain';
import { currentDocuments } from '../../documents/current.js';
import type { ReportDefinition } from '../definition.js';
import { column, fleetAndVessel, no, rankCode } from '../sql-parts.js';

/** The documents a joiner cannot leave without (document master ids of the legacy). */
const KEY_DOCUMENTS = [
  { key: 'passport', ids: [47, 269] },
  { key: 'seamansBook', ids: [2] },
  { key: 'sid', ids: [3] },
  { key: 'usVisa', ids: [4] },
] as const;

/**
 * Pre-Joining Checklist (the legacy names it without columns): every reliever on the board still to
 * embark (today onwards), with the expiry of the documents he travels on; a document missing or
 * expiring before his embark date is listed under Issues.
 */
export const prejoiningChecklist: ReportDefinition = {
  key: 'prejoining-checklist',
  landscape: true,
  columns: [
    no,
    column.vessel(22),
    column.rank(9),
    column.name(28, 'Reliever'),
    column.embarkDate,
    { key: 'passport', label: 'Passport', type: 'date', width: 13 },
    { key: 'seamansBook', label: "Seaman's Book", type: 'date', width: 13 },
    { key: 'sid', label: 'MARINA SID', type: 'date', width: 13 },
    { key: 'usVisa', label: 'US Visa', type: 'date', width: 13 },
    { key: 'issues', label: 'Issues', width: 34 },
  ],
  async query(db, f, ctx) {
    const joiners = await sql<{ crewId: number; vessel: string; rank: string; name: string; embarkDate: string }>`
      select (e->>'crewId')::int as "crewId", v.name as vessel, ${rankCode} as rank,
             c.last_name || ', ' || c.first_name as name, e->'values'->>'embark_date' as "embarkDate"
      from crew_change_board b join vessels v on v.id = b.vessel_id join ranks r on r.id = b.rank_id,
           jsonb_array_elements(b.state->'embarkings') e join crews c on c.id = (e->>'crewId')::int
      where not b.rank_cancelled and (e->'cancelled' is null or e->'cancelled' = 'null'::jsonb)
        and e->'values'->>'embark_date' >= ${ctx.today}
        and ${fleetAndVessel(f)}
      order by e->'values'->>'embark_date', v.name, r.sort_order`.execute(db);
    const docs = await currentDocuments(db, [...new Set(joiners.rows.map((j) => j.crewId))], ['crew-document']);
    const rows = joiners.rows.map((j, i) => {
      const own = docs.filter((d) => d.crewId === j.crewId);
      const issues: string[] = [];
      const cells: Record<string, string | null> = {};
      for (const k of KEY_DOCUMENTS) {
        const d = own
          .filter((x) => (k.ids as readonly number[]).includes(x.documentId))
          .sort((a, b) => (b.expiryDate ?? '').localeCompare(a.expiryDate ?? ''))[0];
        cells[k.key] = d?.expiryDate ?? null;
        const label = prejoiningChecklist.columns.find((c) => c.key === k.key)!.label;
        if (!d) issues.push(`NO ${label.toUpperCase()}`);
        else if (d.expiryDate && d.expiryDate < j.embarkDate)
          issues.push(`${label.toUpperCase()} EXPIRES ${formatDate(d.expiryDate)}`);
      }
      return {
        no: i + 1,
        vessel: j.vessel,
        rank: j.rank,
        name: j.name,
        embarkDate: j.embarkDate,
        ...cells,
        issues: issues.join('; ') || 'OK',
      };
    });
    const ready = rows.filter((r) => r.issues === 'OK').length;
    return {
      rows,
      subtitle: [`Joiners from ${formatDate(ctx.today)}`],
      totals: [`Joiners: ${rows.length}`, `Ready: ${ready}`, `With issues: ${rows.length - ready}`],
    };
  },
  fileName: (_f, today, format) => `pre-joining-checklist_${today}.${format}`,
};
