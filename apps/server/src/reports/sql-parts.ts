import { sql } from 'kysely';

/** The pieces every report definition shares: how a crew and a rank read, and the # column. */

/** 'LAST, FIRST MIDDLE SUFFIX' of the crews row `c`. */
export const crewName = sql<string>`c.last_name || ', ' || c.first_name || coalesce(' ' || nullif(c.middle_name, ''), '') || coalesce(' ' || nullif(c.suffix, ''), '')`;
/** The rank row `r` as the lists show it: its alias (MSTR, C/E), else its name. */
export const rankCode = sql<string>`coalesce(nullif(r.alias, ''), r.name)`;
/** The row number column, first in every table. */
export const no = { key: 'no', label: '#', type: 'number' as const, width: 5, align: 'right' as const };
/** Rows with their number, for the # column. */
export const numbered = <T extends Record<string, unknown>>(rows: T[]) => rows.map((r, i) => ({ no: i + 1, ...r }));
/** `{prefix}_{today}.{format}` (002 §9). */
export const dated = (prefix: string) => (_f: unknown, today: string, format: string) => `${prefix}_${today}.${format}`;
/** `{prefix}_from_{from}_to_{to}.{format}` (002 §9). */
export const ranged = (prefix: string) => (f: { dateFrom?: string; dateTo?: string }, _today: string, format: string) =>
  `${prefix}_from_${f.dateFrom}_to_${f.dateTo}.${format}`;
