import { sql } from 'kysely';
import { formatDate } from '@crewing/domain';
import { currentDocuments } from '../../documents/current.js';
import type { ReportDefinition } from '../definition.js';
import { column, no, rankCode } from '../sql-parts.js';

/**
 * Expired Crew Documents (expired_crew_documents_report_{date}.pdf): the current version of each
 * document, certificate, license, medical... of an active crew whose expiry date has passed (the
 * documents area's one current-version rule), onboard crews of the fleet when one is chosen.
 */
export const expiredCrewDocuments: ReportDefinition = {
  key: 'expired-crew-documents',
  landscape: true,
  columns: [
    no,
    column.name(30),
    column.rank(9),
    column.vessel(22),
    { key: 'document', label: 'Document', width: 40 },
    { key: 'number', label: 'Document No.', width: 16 },
    { key: 'expiryDate', label: 'Expiry Date', type: 'date', width: 13 },
    column.count('days', 'Days Expired'),
  ],
  async query(db, f, ctx) {
    const crews = await sql<{ id: number; name: string; rank: string; vessel: string | null }>`
      select c.id, c.last_name || ', ' || c.first_name as name, ${rankCode} as rank, v.name as vessel
      from crews c join ranks r on r.id = coalesce(c.onboard_rank_id, c.rank_id) left join vessels v on v.id = c.onboard_vessel_id
      where c.status = 1 and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`}`.execute(db);
    const byId = new Map(crews.rows.map((c) => [c.id, c]));
    const docs = await currentDocuments(db, f.fleetId ? [...byId.keys()] : 'all');
    const day = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
    const rows = docs
      .filter((d) => d.expiryDate && d.expiryDate < ctx.today && byId.has(d.crewId))
      .map((d) => ({ crew: byId.get(d.crewId)!, d }))
      .sort((a, b) => a.crew.name.localeCompare(b.crew.name) || a.d.expiryDate!.localeCompare(b.d.expiryDate!))
      .map(({ crew, d }, i) => ({
        no: i + 1,
        name: crew.name,
        rank: crew.rank,
        vessel: crew.vessel,
        document: d.name,
        number: d.number,
        expiryDate: d.expiryDate,
        days: day(ctx.today) - day(d.expiryDate!),
      }));
    const people = new Set(rows.map((r) => r.name)).size;
    return {
      rows,
      subtitle: [`As of ${formatDate(ctx.today)}`],
      totals: [`Expired documents: ${rows.length} of ${people} crew`],
    };
  },
  fileName: (_f, today) => `expired_crew_documents_report_${today}.pdf`,
};
