import { sql } from 'kysely';
import { EMBARK_DOCUMENTS, formatDate } from '@crewing/domain';
import { embarkDocuments } from '../../documents/queries.js';
import type { ReportDefinition } from '../definition.js';

/**
 * Crew Embarking Document Requirements (001 §2.5) as a file: the board's joiners still to embark
 * (fleet or vessel when chosen) against the 23 document columns, each cell the expiry date (ON FILE
 * without one), EXPIRED when past, MISSING when the crew's rank requires it and he has none.
 */
export const embarkRequirements: ReportDefinition = {
  key: 'embark-requirements',
  landscape: true,
  compact: true,
  columns: [
    { key: 'name', label: 'Crew', width: 26 },
    { key: 'rank', label: 'Rank', width: 8 },
    { key: 'vessel', label: 'Vessel', width: 18 },
    ...EMBARK_DOCUMENTS.map((d) => ({ key: d.code, label: d.label, width: 12 })),
  ],
  async query(db, f, ctx) {
    const joiners = await sql<{ crewId: number; vessel: string }>`
      select distinct on ((e->>'crewId')::int) (e->>'crewId')::int as "crewId", v.name as vessel
      from crew_change_board b join vessels v on v.id = b.vessel_id, jsonb_array_elements(b.state->'embarkings') e
      where not b.rank_cancelled and (e->'cancelled' is null or e->'cancelled' = 'null'::jsonb)
        and coalesce(e->'values'->>'embark_date', ${ctx.today}) >= ${ctx.today}
        and ${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`} and ${f.vesselId ? sql`v.id = ${f.vesselId}` : sql`true`}
      order by (e->>'crewId')::int`.execute(db);
    const vesselOf = new Map(joiners.rows.map((j) => [j.crewId, j.vessel]));
    const grid = await embarkDocuments(db, [...vesselOf.keys()], ctx.today);
    const rows = grid.crews
      .map((c) => ({
        name: c.name,
        rank: c.rank,
        vessel: vesselOf.get(c.crewId) ?? '',
        ...Object.fromEntries(
          EMBARK_DOCUMENTS.map((d) => {
            const doc = c.docs[d.code];
            const cell = !doc ? (c.required[d.code] !== undefined ? 'MISSING' : '') : doc.expired ? `EXPIRED ${formatDate(doc.expiryDate, 'DD/MM/YY')}` : doc.expiryDate ? formatDate(doc.expiryDate, 'DD MMM YY') : 'ON FILE';
            return [d.code, cell];
          }),
        ),
      }))
      .sort((a, b) => a.vessel.localeCompare(b.vessel) || a.name.localeCompare(b.name));
    const missing = rows.filter((r) => Object.values(r).some((v) => v === 'MISSING' || String(v).startsWith('EXPIRED'))).length;
    return { rows, subtitle: [`Joiners from ${formatDate(ctx.today)}`], totals: [`Joiners: ${rows.length}`, `With a missing or expired document: ${missing}`] };
  },
  fileName: (_f, today, format) => `embark-document-requirements_${today}.${format}`,
};
