import { sql } from 'kysely';
import type { ReportFilters } from '@crewing/domain/reports/index';
import type { ReportColumn } from './definition.js';

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

/** The fleet and vessel filters on the vessels row `v`; `true` for a filter not chosen. */
export const fleetAndVessel = (f: ReportFilters) =>
  sql`${f.fleetId ? sql`v.fleet_id = ${f.fleetId}` : sql`true`} and ${f.vesselId ? sql`v.id = ${f.vesselId}` : sql`true`}`;
/** `between` the period's first and last day, after a date column. */
export const inPeriod = (f: ReportFilters) => sql`between ${f.dateFrom!}::date and ${f.dateTo!}::date`;
/** The sea service rows `s` with their crew `c`, vessel `v` and rank `r`. */
export const seaService = sql`crew_sea_service s join crews c on c.id = s.crew_id join vessels v on v.id = s.vessel_id join ranks r on r.id = s.rank_id`;
/** Crews on board `c`, their vessel `v` and the rank `r` they serve in. */
export const onboardCrews = sql`crews c join vessels v on v.id = c.onboard_vessel_id join ranks r on r.id = coalesce(c.onboard_rank_id, c.rank_id)`;

/** The columns most lists share, each at the width its list gives it (the xlsx keeps the legacy's widths). */
export const column = {
  name: (width: number, label = 'Name'): ReportColumn => ({ key: 'name', label, width }),
  rank: (width: number): ReportColumn => ({ key: 'rank', label: 'Rank', width }),
  vessel: (width: number): ReportColumn => ({ key: 'vessel', label: 'Vessel', width }),
  crewCode: { key: 'crewCode', label: 'Crew Code', width: 12 } satisfies ReportColumn,
  status: { key: 'status', label: 'Status', width: 10 } satisfies ReportColumn,
  embarkDate: { key: 'embarkDate', label: 'Embark Date', type: 'date', width: 13 } satisfies ReportColumn,
  /** The embark date as the deployment lists for the POEA name it. */
  deployed: { key: 'embarkDate', label: 'Date of Deployment', type: 'date', width: 16 } satisfies ReportColumn,
  /** The name in three columns, family name first (the POEA's lists). */
  names: (width: number, middle: number): ReportColumn[] => [
    { key: 'lastName', label: 'Family Name', width },
    { key: 'firstName', label: 'First Name', width },
    { key: 'middleName', label: 'Middle Name', width: middle },
  ],
  count: (key: string, label: string): ReportColumn => ({ key, label, type: 'number', width: 10, align: 'right' }),
};
