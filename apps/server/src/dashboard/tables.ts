/**
 * The dashboard's read models (issue 32, migration 0055): the counted crews by what the dashboards
 * group them by, and the number of crews per group. Merged into the one `DB` type.
 */
export interface DashboardTables {
  dashboard_crews: DashboardCrewsTable;
  dashboard_counts: DashboardCountsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends DashboardTables {}
}

/** What the dashboards group a counted crew by: fleet, rank, vessel onboard (null: standby), company group, vaccine, availability month; `k` joins them. */
export interface DashboardGroup {
  k: string;
  fleet_id: number | null;
  rank_id: number;
  vessel_id: number | null;
  grp: string | null;
  vaccine: string;
  avail_month: string | null;
}

/** One counted crew (crew/standing-sql.ts countedCrew) and the group he is counted in. */
export interface DashboardCrewsTable extends DashboardGroup {
  crew_id: number;
}

/** How many counted crews share one group. */
export interface DashboardCountsTable extends DashboardGroup {
  n: number;
}
