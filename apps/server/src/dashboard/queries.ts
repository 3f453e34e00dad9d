import type { Kysely } from 'kysely';
import {
  countCrews,
  dueDate,
  inDashboardList,
  isOverdue,
  monthsEndingWith,
  monthsFrom,
  retentionTrend,
  type CompanyGroup,
  type DashboardList,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { dashboardCrews, type DashboardCrewRow } from './crews.js';
import { rankTable } from '../planning/facts.js';
import { fleetPlanRows, type PlanContext } from '../planning/plans.js';

/** The dashboard (002 §7 Dashboard): crew counts, rank level summary, monthly availability, crew change summary. */
export async function dashboard(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  ctx: PlanContext,
  counted?: Promise<DashboardCrewRow[]>,
) {
  const [crews, ranks, plan, vessels] = await Promise.all([
    counted ?? dashboardCrews(db, fleetIds),
    rankTable(db),
    fleetPlanRows(db, fleetIds, ctx),
    db.selectFrom('vessels').select(['id', 'name', 'fleet_id']).where('active', '=', true).orderBy('name').execute(),
  ]);
  const counts = countCrews(crews);
  const rankSort = (id: number) => ranks.get(id)?.sort ?? 9999;
  const rankLevel = [...new Set(crews.map((c) => c.rankId))]
    .sort((a, b) => rankSort(a) - rankSort(b))
    .map((rankId) => {
      const of = crews.filter((c) => c.rankId === rankId);
      const onboard = of.filter((c) => c.onboard).length;
      return {
        rankId,
        rankName: ranks.get(rankId)?.rankName ?? `#${rankId}`,
        onboard,
        standby: of.length - onboard,
        total: of.length,
      };
    });
  // Monthly rank availability: standby crews by the month they are available (now, when the date has passed or is unset).
  const months = monthsFrom(ctx.today.slice(0, 7), 6);
  const availability = rankLevel
    .map((r) => {
      const counts = months.map(() => 0);
      for (const c of crews) {
        if (c.onboard || c.rankId !== r.rankId) continue;
        const m = c.availabilityDate && c.availabilityDate > ctx.today ? c.availabilityDate.slice(0, 7) : months[0]!;
        const i = months.indexOf(m);
        if (i >= 0) counts[i]! += 1;
      }
      return { rankId: r.rankId, rankName: r.rankName, counts };
    })
    .filter((r) => r.counts.some((n) => n > 0));
  const thisMonth = months[0]!;
  const nextMonth = months[1]!;
  // Overdue as the vessel plan and the monthly plan count it (issue 24); an overdue contract is not "due this month" too.
  const crewChangeSummary = {
    overdue: plan.filter((r) => r.overdue).length,
    dueThisMonth: plan.filter((r) => !r.overdue && r.dueDate?.startsWith(thisMonth)).length,
    dueNextMonth: plan.filter((r) => !r.overdue && r.dueDate?.startsWith(nextMonth)).length,
    planned: plan.filter((r) => r.reliever !== null && r.crew !== null).length,
    withoutReliever: plan.filter((r) => r.status === 'NO RELIEVER').length,
  };
  const visible = fleetIds ? vessels.filter((v) => v.fleet_id !== null && fleetIds.includes(v.fleet_id)) : vessels;
  const tally = (keys: Array<number | null>) =>
    keys.reduce((m, k) => (k === null ? m : m.set(k, (m.get(k) ?? 0) + 1)), new Map<number, number>());
  const onboardBy = tally(crews.map((c) => c.vesselId));
  const overdueBy = tally(plan.filter((r) => r.overdue).map((r) => r.vesselId));
  const onboardSummary = visible.map((v) => ({
    vesselId: v.id,
    vesselName: v.name,
    fleetId: v.fleet_id,
    onboard: onboardBy.get(v.id) ?? 0,
    overdue: overdueBy.get(v.id) ?? 0,
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
 */
export async function topManagement(db: Kysely<DB>, ctx: PlanContext) {
  // The counted crews are read once for the company dashboard and the per-fleet counts.
  const counted = dashboardCrews(db, null);
  const [base, fleets, crews, service] = await Promise.all([
    dashboard(db, null, ctx, counted),
    db.selectFrom('fleets').select(['id', 'name']).orderBy('name').execute(),
    counted,
    db
      .selectFrom('crew_sea_service')
      .select(['crew_id', 'embark_date', 'disembark_date'])
      .orderBy('embark_date')
      .execute(),
  ]);
  const perFleet = fleets.map((f) => {
    const c = countCrews(crews.filter((x) => x.fleetId === f.id));
    return {
      fleetId: f.id,
      fleetName: f.name,
      onboard: c.onboard.count,
      standby: c.standby.count,
      total: c.total.count,
    };
  });
  const months = monthsEndingWith(ctx.today.slice(0, 7), 12);
  const retention = retentionTrend(
    service.map((s) => ({ crewId: s.crew_id, embarkDate: s.embark_date })),
    months,
  );
  const trend = retention.map((t) => {
    const end = dueDate(`${t.month}-01`, 1);
    const monthEnd = end < ctx.today ? end : ctx.today;
    // Contracts past their due date at the month's end (or today) and still onboard then.
    const overdue = service.filter(
      (s) =>
        s.embark_date < monthEnd &&
        isOverdue(dueDate(s.embark_date, ctx.defaultMonths), monthEnd) &&
        (s.disembark_date === null || s.disembark_date >= monthEnd),
    ).length;
    return { ...t, overdue };
  });
  return { ...base, perFleet, trend };
}
