import type { Kysely } from 'kysely';
import { countCrews, inDashboardList, monthsFrom, type CompanyGroup, type DashboardList } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { dashboardCrews, type DashboardCrewRow } from './crews.js';
import { crewTallies, type CrewTallies } from './tallies.js';
import { rankTable } from '../planning/facts.js';
import type { PlanContext } from '../planning/plans.js';
import { crewChangeSummary as dueSummary } from './due.js';
import { trendMonths } from './trends.js';

/** The six months of the monthly rank availability, this one first. */
const dashboardMonths = (ctx: PlanContext) => monthsFrom(ctx.today.slice(0, 7), 6);

/**
 * The dashboard (002 §7 Dashboard): crew counts, rank level summary, monthly availability, crew change
 * summary. Each figure is read as its counts (issue 32: `dashboard_crew_tallies` kept by dashboard/counts.ts,
 * `dashboard_due_tallies` by dashboard/due.ts), rows bounded by the fleets, ranks, vessels and months, so the
 * read does not grow with the agency.
 */
export async function dashboard(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  ctx: PlanContext,
  tallied?: Promise<CrewTallies>,
) {
  const months = dashboardMonths(ctx);
  const [tallies, ranks, plan] = await Promise.all([
    tallied ?? crewTallies(db, fleetIds, months),
    rankTable(db),
    dueSummary(db, fleetIds, ctx),
  ]);
  const counts = countCrews(tallies.crews);
  const rankSort = (id: number) => ranks.get(id)?.sort ?? 9999;
  const byRank = new Map<number, { onboard: number; total: number }>();
  for (const r of tallies.ranks) {
    const of = byRank.get(r.rankId) ?? { onboard: 0, total: 0 };
    byRank.set(r.rankId, of);
    of.total += r.n;
    if (r.onboard) of.onboard += r.n;
  }
  const rankLevel = [...byRank]
    .sort(([a], [b]) => rankSort(a) - rankSort(b) || a - b)
    .map(([rankId, { onboard, total }]) => ({
      rankId,
      rankName: ranks.get(rankId)?.rankName ?? `#${rankId}`,
      onboard,
      standby: total - onboard,
      total,
    }));
  // Monthly rank availability: standby crews by the month they are available (now, when the date has passed or is
  // unset; a date later than today is in this month or a later one): the tallies' months (tallies.ts).
  const availableBy = new Map<number, number[]>();
  for (const a of tallies.available) {
    const i = months.indexOf(a.month);
    if (i < 0) continue;
    const counts = availableBy.get(a.rankId) ?? months.map(() => 0);
    availableBy.set(a.rankId, counts);
    counts[i]! += a.n;
  }
  const availability = rankLevel.flatMap((r) => {
    const counts = availableBy.get(r.rankId);
    return counts?.some((n) => n > 0) ? [{ rankId: r.rankId, rankName: r.rankName, counts }] : [];
  });
  // Issue 24's overdue, as the vessel plan and the monthly plan count it; issue 32: from `dashboard_due` (due.ts),
  // with the active vessels of these fleets, by name.
  const crewChangeSummary = plan.summary;
  const onboardBy = new Map<number, number>();
  for (const v of tallies.vessels) onboardBy.set(v.vesselId, (onboardBy.get(v.vesselId) ?? 0) + v.n);
  const onboardSummary = plan.vessels.map((v) => ({
    vesselId: v.vesselId,
    vesselName: v.vesselName,
    fleetId: v.fleetId,
    onboard: onboardBy.get(v.vesselId) ?? 0,
    overdue: v.overdue,
  }));
  const standbySummary = rankLevel
    .filter((r) => r.standby > 0)
    .map((r) => ({ rankId: r.rankId, rankName: r.rankName, standby: r.standby }));
  return {
    today: ctx.today,
    counts,
    rankLevel,
    months,
    availability,
    crewChangeSummary,
    onboardSummary,
    standbySummary,
  };
}

export interface CrewListFilter {
  list: DashboardList;
  scope: 'onboard' | 'standby' | 'total';
  group?: CompanyGroup | undefined;
  rankId?: number | undefined;
  vesselId?: number | undefined;
}

/** The list behind one dashboard number: the same crews the count counted. */
export async function dashboardCrewList(db: Kysely<DB>, fleetIds: readonly number[] | null, f: CrewListFilter) {
  const [crews, ranks, vessels] = await Promise.all([
    dashboardCrews(db, fleetIds),
    rankTable(db),
    db.selectFrom('vessels').select(['id', 'name']).execute(),
  ]);
  const vesselName = new Map(vessels.map((v) => [v.id, v.name]));
  const keep = (c: DashboardCrewRow) =>
    inDashboardList(c, f.list, f.scope, f.group) &&
    (f.rankId === undefined || c.rankId === f.rankId) &&
    (f.vesselId === undefined || c.vesselId === f.vesselId);
  return crews
    .filter(keep)
    .map((c) => ({
      crewId: c.crewId,
      name: c.name,
      rankName: ranks.get(c.rankId)?.rankName ?? '',
      rankSort: ranks.get(c.rankId)?.sort ?? 9999,
      vesselName: c.vesselId !== null ? (vesselName.get(c.vesselId) ?? '') : null,
      status: c.onboard ? 'ONBOARD' : 'STANDBY',
      group: c.group,
      vaccine: c.vaccine,
      doses: c.doses,
      availabilityDate: c.availabilityDate,
    }))
    .sort((a, b) => a.rankSort - b.rankSort || a.name.localeCompare(b.name));
}

/**
 * Top management (company level): the dashboard for every fleet, each fleet's counts, and two
 * trends over the last 12 months from the sea service: retention (sign-ons of crews who had served
 * with us before, over all sign-ons) and overdue (contracts past their due date at month end).
 * Issue 32: the counts are the projection's tallies, the trends the months' counts (dashboard/trends.ts),
 * neither the crews nor the contracts.
 */
export async function topManagement(db: Kysely<DB>, ctx: PlanContext) {
  // The tallies are read once for the company dashboard and the per-fleet counts.
  const tallied = crewTallies(db, null, dashboardMonths(ctx));
  const [base, fleets, tallies, trend] = await Promise.all([
    dashboard(db, null, ctx, tallied),
    db.selectFrom('fleets').select(['id', 'name']).orderBy('name').execute(),
    tallied,
    trendMonths(db, ctx),
  ]);
  const perFleet = fleets.map((f) => {
    const c = countCrews(tallies.crews.filter((x) => x.fleetId === f.id));
    return {
      fleetId: f.id,
      fleetName: f.name,
      onboard: c.onboard.count,
      standby: c.standby.count,
      total: c.total.count,
    };
  });
  return { ...base, perFleet, trend };
}
