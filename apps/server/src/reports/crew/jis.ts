import { sql } from 'kysely';
import { JIS_KEYS } from '@crewing/domain';
import type { ReportDefinition } from '../definition.js';
import { column, crewName, no, rankCode } from '../sql-parts.js';

/**
 * JIS Holders (the legacy names it without columns): crews whose debriefing carries a job interview
 * summary (002 §3 JIS keys), latest debriefing each, with its ratings in the 002 §9 order.
 */
export const jisHolders: ReportDefinition = {
  key: 'jis-holders',
  landscape: true,
  columns: [
    no,
    column.name(28),
    column.rank(9),
    column.vessel(20),
    { key: 'arrived', label: 'Arrived', type: 'date', width: 13 },
    ...JIS_KEYS.map((j) => ({ key: j.key, label: j.name, width: 14 })),
  ],
  async query(db, f) {
    const rows = await sql<Record<string, unknown>>`
      select distinct on (d.crew_id) ${crewName} as name, ${rankCode} as rank, v.name as vessel,
             d.arrive_manila::text as arrived, d.form->'jis' as jis
      from debriefings d join crews c on c.id = d.crew_id join ranks r on r.id = d.rank_id join vessels v on v.id = d.vessel_id
      where d.form ? 'jis' and ${f.rankId ? sql`d.rank_id = ${f.rankId}` : sql`true`}
      order by d.crew_id, d.arrive_manila desc nulls last, d.id desc`.execute(db);
    const out = rows.rows
      .map((r) => {
        const jis = (r.jis ?? {}) as Record<string, { rating?: string | null } | undefined>;
        return {
          name: String(r.name),
          rank: String(r.rank),
          vessel: String(r.vessel),
          arrived: (r.arrived as string | null) ?? null,
          ...Object.fromEntries(JIS_KEYS.map((j) => [j.key, jis[j.key]?.rating ?? ''])),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r, i) => ({ no: i + 1, ...r }));
    return { rows: out, totals: [`JIS holders: ${out.length}`] };
  },
  fileName: (_f, today, format) => `jis-holders_${today}.${format}`,
};
