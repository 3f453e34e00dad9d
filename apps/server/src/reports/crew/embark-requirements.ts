import { sql } from 'kysely';
import { EMBARK_DOCUMENTS, formatDate } from '@crewing/domain';
import { embarkDocuments } from '../../documents/queries.js';
import type { ReportDefinition } from '../definition.js';
import { column, crewName, fleetAndVessel } from '../sql-parts.js';

/**
 * Crew Embarking Document Requirements (001 §2.5) as a file: the board's joiners still to embark
 * (fleet or vessel when chosen) against the 23 document columns, each cell the expiry date (ON FILE
 * without one), EXPIRED when past, MISSING when the crew's rank requires it and he has none. Dates
 * DD MMM YYYY and names LAST, FIRST MIDDLE as in every other report (002 §9).
 */
export const embarkRequirements: ReportDefinition = {
  key: 'embark-requirements',
  landscape: true,
  compact: true,
  columns: [
    column.name(26, 'Crew'),
    column.rank(8),
    column.vessel(18),
    ...EMBARK_DOCUMENTS.map((d) => ({ key: d.code, label: d.label, width: 12 })),
  ],
  async query(db, f, ctx) {
    const joiners = await sql<{ crewId: number; vessel: string; name: string }>`
      select distinct on ((e->>'crewId')::int) (e->>'crewId')::int as "crewId", v.name as vessel, ${crewName} as name
      from crew_change_board b join vessels v on v.id = b.vessel_id, jsonb_array_elements(b.state->'embarkings') e
      join crews c on c.id = (e->>'crewId')::int
      where not b.rank_cancelled and (e->'cancelled' is null or e->'cancelled' = 'null'::jsonb)
        and coalesce(e->'values'->>'embark_date', ${ctx.today}) >= ${ctx.today}
        and ${fleetAndVessel(f)}
      order by (e->>'crewId')::int`.execute(db);
    const vesselOf = new Map(joiners.rows.map((j) => [j.crewId, j.vessel]));
    const nameOf = new Map(joiners.rows.map((j) => [j.crewId, j.name]));
    const grid = await embarkDocuments(db, [...vesselOf.keys()], ctx.today);
    const rows = grid.crews
      .map((c) => ({
        name: nameOf.get(c.crewId) ?? c.name,
        rank: c.rank,
        vessel: vesselOf.get(c.crewId) ?? '',
        ...Object.fromEntries(
          EMBARK_DOCUMENTS.map((d) => {
            const doc = c.docs[d.code];
            const cell = !doc
              ? c.required[d.code] !== undefined
                ? 'MISSING'
                : ''
              : doc.expired
                ? `EXPIRED ${formatDate(doc.expiryDate)}`
                : doc.expiryDate
                  ? formatDate(doc.expiryDate)
                  : (doc.number ?? 'ON FILE');
            return [d.code, cell];
          }),
        ),
      }))
      .sort((a, b) => a.vessel.localeCompare(b.vessel) || a.name.localeCompare(b.name));
    const missing = rows.filter((r) =>
      Object.values(r).some((v) => v === 'MISSING' || String(v).startsWith('EXPIRED')),
    ).length;
    return {
      rows,
      subtitle: [`Joiners from ${formatDate(ctx.today)}`],
      totals: [`Joiners: ${rows.length}`, `With a missing or expired document: ${missing}`],
    };
  },
  fileName: (_f, today, format) => `embark-document-requirements_${today}.${format}`,
};
