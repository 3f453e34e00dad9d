import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '@crewing/events';
import { countCrews, dueDate, isOverdue, monthsEndingWith, monthsFrom, retentionTrend, todayIn } from '@crewing/domain';
import type { TestServices } from '../testing/test-services.js';
import { callerFor, TEST_META } from '../testing/actors.js';
import { scaleMasterServices } from '../testing/scale-master.js';
import { firstOnboardCrew } from '../testing/candidates.js';
import { masterEntries } from '../master-data/commands.js';
import { seedScale } from '../seed/scale.js';
import { planContext } from '../planning/scope.js';
import { dashboardCrews } from './crews.js';
import { dashboardCountsProjection } from './counts.js';

/**
 * Issue 32 §3: the dashboards read counts kept by the `dashboard-counts` projection (a tally a figure,
 * `dashboard_crew_tallies`). Each tally is the number of counted crews it counts, and the figures are the
 * ones the dashboards worked out before from every counted crew (`dashboardCrews`, the query the lists
 * behind each number still read): after five years of crew changes sent through the handlers (the scale
 * seed's slice), after a vessel moves to another fleet, and after a replay.
 */
let services: TestServices;
let adminId: number;
const file = {
  get services() {
    return services;
  },
  as: () => callerFor(services, adminId),
};

/** The master data the scale seed points at, through the handlers. */
beforeAll(async () => ({ services, adminId } = await scaleMasterServices()), 900_000);
afterAll(() => services?.dispose());

/** The figures as the dashboards computed them from every crew (before issue 32's projection). */
async function fromEveryCrew(fleetIds: readonly number[] | null) {
  const { db } = file.services;
  const ctx = planContext(file.services);
  const crews = await dashboardCrews(db, fleetIds);
  const ranks = [...new Set(crews.map((c) => c.rankId))].sort((a, b) => a - b);
  const months = monthsFrom(ctx.today.slice(0, 7), 6);
  const rankLevel = ranks.map((rankId) => {
    const of = crews.filter((c) => c.rankId === rankId);
    const onboard = of.filter((c) => c.onboard).length;
    return { rankId, onboard, standby: of.length - onboard, total: of.length };
  });
  const availability = ranks
    .map((rankId) => {
      const counts = months.map(() => 0);
      for (const c of crews) {
        if (c.onboard || c.rankId !== rankId) continue;
        const m = c.availabilityDate && c.availabilityDate > ctx.today ? c.availabilityDate.slice(0, 7) : months[0]!;
        const i = months.indexOf(m);
        if (i >= 0) counts[i]! += 1;
      }
      return { rankId, counts };
    })
    .filter((r) => r.counts.some((n) => n > 0));
  const onboardByVessel: Record<number, number> = {};
  for (const c of crews) if (c.vesselId !== null) onboardByVessel[c.vesselId] = (onboardByVessel[c.vesselId] ?? 0) + 1;
  const fleets = await db.selectFrom('fleets').select('id').orderBy('id').execute();
  const perFleet = fleets.map((f) => ({ fleetId: f.id, ...countCrews(crews.filter((c) => c.fleetId === f.id)) }));
  const service = await db
    .selectFrom('crew_sea_service')
    .select(['crew_id', 'embark_date', 'disembark_date'])
    .execute();
  const trendMonths = monthsEndingWith(ctx.today.slice(0, 7), 12);
  const trend = retentionTrend(
    service.map((s) => ({ crewId: s.crew_id, embarkDate: s.embark_date })),
    trendMonths,
  ).map((t) => {
    const end = dueDate(`${t.month}-01`, 1);
    const monthEnd = end < ctx.today ? end : ctx.today;
    const overdue = service.filter(
      (s) =>
        s.embark_date < monthEnd &&
        isOverdue(dueDate(s.embark_date, ctx.defaultMonths), monthEnd) &&
        (s.disembark_date === null || s.disembark_date >= monthEnd),
    ).length;
    return { ...t, overdue };
  });
  return { counts: countCrews(crews), rankLevel, availability, onboardByVessel, perFleet, trend, crews: crews.length };
}

/** The same figures as the dashboards show them now, read from the projection's counts. */
async function asShown(fleetId?: number) {
  const admin = await file.as();
  const summary = await admin.dashboard.summary(fleetId === undefined ? {} : { fleetId });
  const top = await admin.dashboard.topManagement({});
  const byId = <T extends { rankId: number }>(xs: T[]) => [...xs].sort((a, b) => a.rankId - b.rankId);
  const onboardByVessel: Record<number, number> = {};
  for (const v of summary.onboardSummary) if (v.onboard > 0) onboardByVessel[v.vesselId] = v.onboard;
  return {
    counts: summary.counts,
    rankLevel: byId(summary.rankLevel).map(({ rankId, onboard, standby, total }) => ({
      rankId,
      onboard,
      standby,
      total,
    })),
    availability: byId(summary.availability).map(({ rankId, counts }) => ({ rankId, counts })),
    onboardByVessel,
    perFleet: [...top.perFleet]
      .sort((a, b) => a.fleetId - b.fleetId)
      .map((f) => ({ fleetId: f.fleetId, onboard: f.onboard, standby: f.standby, total: f.total })),
    trend: top.trend,
  };
}

/** Each figure's tally (`dashboard_crew_tallies`) is the number of counted crews it counts, counted from every crew. */
async function expectTalliesOfEveryCrew() {
  const key = (...values: unknown[]) => values.map((x) => (x === null || x === undefined ? '-' : String(x))).join(' ');
  const counted: Record<string, number> = {};
  const add = (k: string) => (counted[k] = (counted[k] ?? 0) + 1);
  for (const c of await dashboardCrews(file.services.db, null)) {
    add(key('crews', c.fleetId, c.onboard, c.group, c.vaccine));
    add(key('rank', c.fleetId, c.rankId, c.onboard));
    if (c.onboard) add(key('vessel', c.fleetId, c.vesselId));
    else add(key('available', c.fleetId, c.rankId, c.availabilityDate?.slice(0, 7)));
  }
  const kept: Record<string, number> = {};
  for (const t of await file.services.db.selectFrom('dashboard_crew_tallies').selectAll().execute()) {
    const values = {
      crews: [t.onboard, t.grp, t.vaccine],
      rank: [t.rank_id, t.onboard],
      vessel: [t.vessel_id],
      available: [t.rank_id, t.avail_month],
    }[t.facet];
    kept[key(t.facet, t.fleet_id, ...values)] = t.n;
  }
  expect(kept).toEqual(counted);
}

async function expectSameFigures() {
  await file.services.runner.catchUp(600_000);
  await expectTalliesOfEveryCrew();
  const every = await fromEveryCrew(null);
  expect(every.crews).toBeGreaterThan(0);
  const shown = await asShown();
  expect(shown.counts).toEqual(every.counts);
  expect(shown.rankLevel).toEqual(every.rankLevel);
  expect(shown.availability).toEqual(every.availability);
  expect(shown.onboardByVessel).toEqual(every.onboardByVessel);
  expect(shown.perFleet).toEqual(
    every.perFleet.map((f) => ({
      fleetId: f.fleetId,
      onboard: f.onboard.count,
      standby: f.standby.count,
      total: f.total.count,
    })),
  );
  expect(shown.trend).toEqual(every.trend);
  // One fleet's dashboard: the crews onboard its vessels and the standby crews who last served there.
  const fleet = every.perFleet.find((f) => f.total.count > 0)!;
  const scoped = await fromEveryCrew([fleet.fleetId]);
  const shownScoped = await asShown(fleet.fleetId);
  expect(shownScoped.counts).toEqual(scoped.counts);
  expect(shownScoped.rankLevel).toEqual(scoped.rankLevel);
  expect(shownScoped.availability).toEqual(scoped.availability);
  return every;
}

describe('the dashboards from the counts projection', () => {
  it('show the figures worked out from every crew: after years of crew changes, a vessel moved, a replay', async () => {
    // Five years of contracts for 40 more crews, every command through the handlers (sign-ons, sign-offs, arrivals).
    await seedScale(services, { crews: 30, bulk: false });
    const before = await expectSameFigures();

    // A vessel with crews onboard moves to another fleet: every crew's fleet is worked out again.
    const onboard = await firstOnboardCrew(services.db);
    const vesselId = onboard.onboard_vessel_id!;
    const vessel = await services.db
      .selectFrom('vessels')
      .select('fleet_id')
      .where('id', '=', vesselId)
      .executeTakeFirstOrThrow();
    const other = await services.db
      .selectFrom('fleets')
      .select('id')
      .where('id', '!=', vessel.fleet_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await masterEntries('vessel').handle(
      services,
      vesselId,
      {
        type: 'UpdateMasterRecord',
        data: { kind: 'vessel', id: vesselId, changes: { fleetId: other.id }, at: services.clock().toISOString() },
      },
      { metadata: TEST_META },
    );
    const moved = await expectSameFigures();
    expect(moved.perFleet).not.toEqual(before.perFleet);

    // A replay of the projection alone lands on the same tallies.
    const tallies = () => services.db.selectFrom('dashboard_crew_tallies').selectAll().orderBy('k').execute();
    const live = await tallies();
    await rebuildProjection(services.store, dashboardCountsProjection);
    expect(await tallies()).toEqual(live);
    await expectSameFigures();
    expect(todayIn(services.clock(), services.env.TIME_ZONE)).toBe(planContext(services).today);
  }, 900_000);
});
