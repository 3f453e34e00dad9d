/**
 * The dashboard's read models (issue 32, migration 0055): the counted crews by what the dashboards
 * group them by, and the number of crews per group. Merged into the one `DB` type.
 */
export interface DashboardTables {
  dashboard_crews: DashboardCrewsTable;
  dashboard_counts: DashboardCountsTable;
  dashboard_due: DashboardDueTable;
  dashboard_trend_contracts: DashboardTrendContractsTable;
  dashboard_trends: DashboardTrendsTable;
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

/**
 * One crew onboard as the crew change summary counts him (migration 0061, dashboard/due.ts): what his
 * due date is made of and whether his relief is planned; the ids of the open crew changes naming him
 * as off-signer, so a crew change's event finds the crews it may have concerned.
 */
export interface DashboardDueTable {
  crew_id: number;
  vessel_id: number;
  embark_date: string;
  months: number | null;
  contract_end: string | null;
  crew_change_ids: number[];
  has_reliever: boolean;
}

/** One contract as the top-management trends count it (migration 0063, dashboard/trends.ts). */
export interface DashboardTrendContractsTable {
  crew_id: number;
  embark_date: string;
  disembark_date: string | null;
  /** He had signed on with us before this contract's embark date. */
  returner: boolean;
}

/** How many contracts share an embark date, a disembark month (its first day; 'infinity' while onboard) and returning. */
export interface DashboardTrendsTable {
  embark_date: string;
  off_month: string;
  returner: boolean;
  n: number;
}
