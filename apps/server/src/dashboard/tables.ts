/**
 * The dashboard's read models (issue 32, migrations 0055, 0061, 0063, 0075, 0076): the counted crews by what
 * the dashboards group them by and the count behind each figure, the crews onboard and their due dates'
 * counts, the contracts and the months' trends. Merged into the one `DB` type.
 */
export interface DashboardTables {
  dashboard_crews: DashboardCrewsTable;
  dashboard_crew_tallies: DashboardCrewTalliesTable;
  dashboard_due: DashboardDueTable;
  dashboard_due_tallies: DashboardDueTalliesTable;
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

/** Which figure a tally counts for (migration 0075): each keeps only the columns that figure shows, the others null. */
export type CrewTallyFacet = 'crews' | 'rank' | 'available' | 'vessel';

/** How many counted crews one figure counts alike: `k` joins the facet and its values. */
export interface DashboardCrewTalliesTable {
  k: string;
  facet: CrewTallyFacet;
  fleet_id: number | null;
  rank_id: number | null;
  vessel_id: number | null;
  onboard: boolean | null;
  grp: string | null;
  vaccine: string | null;
  avail_month: string | null;
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

/**
 * How many crews onboard (`dashboard_due`, migration 0076) share a vessel, a planned reliever or not, and a
 * due date (`basis` 'due': `at` is the date) or an embark date (`basis` 'embark': due the server's default
 * contract length after `at`), by month ('YYYY-MM') or by day ('YYYY-MM-DD').
 */
export interface DashboardDueTalliesTable {
  grain: 'month' | 'day';
  basis: 'due' | 'embark';
  at: string;
  vessel_id: number;
  has_reliever: boolean;
  n: number;
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
