import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '@crewing/events';
import { dueDate } from '@crewing/domain';
import type { TestServices } from '../testing/test-services.js';
import { callerFor, handleCrew } from '../testing/actors.js';
import { scaleMasterServices } from '../testing/scale-master.js';
import { seedScale } from '../seed/scale.js';
import { planContext } from '../planning/scope.js';
import { fleetPlanRows } from '../planning/plans.js';
import { dashboardDueProjection, dueRowsOf } from './due.js';

/**
 * Issue 32 §3: the dashboard's crew change summary reads the counts of `dashboard_due` (dashboard/due.ts:
 * `dashboard_due_tallies`) instead of building the vessel plan of every fleet per request; the counts are
 * those of every crew onboard as the read models give him. Its figures are the ones the plan rows gave
 * (`fleetPlanRows`, which the monthly plan still reads): after years of crew changes sent through the
 * handlers (sign-ons, sign-offs, planned crew changes with relievers), after a contract's duration is
 * changed on the plan, after a sign-off, and after a replay.
 */
let services: TestServices;
let adminId: number;

beforeAll(async () => ({ services, adminId } = await scaleMasterServices()), 900_000);
afterAll(() => services?.dispose());

/** The summary as the dashboard worked it out before issue 32: from the vessel plan rows of every fleet. */
async function fromPlanRows(fleetIds: readonly number[] | null) {
  const ctx = planContext(services);
  const plan = await fleetPlanRows(services.db, fleetIds, ctx);
  const [thisMonth, nextMonth] = [ctx.today.slice(0, 7), nextMonthOf(ctx.today)];
  const overdueByVessel: Record<number, number> = {};
  for (const r of plan) if (r.overdue) overdueByVessel[r.vesselId] = (overdueByVessel[r.vesselId] ?? 0) + 1;
  return {
    summary: {
      overdue: plan.filter((r) => r.overdue).length,
      dueThisMonth: plan.filter((r) => !r.overdue && r.dueDate?.startsWith(thisMonth)).length,
      dueNextMonth: plan.filter((r) => !r.overdue && r.dueDate?.startsWith(nextMonth)).length,
      planned: plan.filter((r) => r.reliever !== null && r.crew !== null).length,
      withoutReliever: plan.filter((r) => r.status === 'NO RELIEVER').length,
    },
    overdueByVessel,
    plan,
  };
}

function nextMonthOf(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The summary as the dashboard shows it now, and the overdue contracts per vessel of its onboard table. */
async function asShown(fleetId?: number) {
  const summary = await (await callerFor(services, adminId)).dashboard.summary(fleetId ? { fleetId } : {});
  const overdueByVessel: Record<number, number> = {};
  for (const v of summary.onboardSummary) if (v.overdue > 0) overdueByVessel[v.vesselId] = v.overdue;
  return { summary: summary.crewChangeSummary, overdueByVessel };
}

/**
 * The counts the summary reads (`dashboard_due_tallies`) are those of every crew onboard as the read models
 * give his row now (`dueRowsOf`, not the projection's rows): by vessel, reliever planned, and his due date
 * when known without the default length, else his embark date; by month and by day.
 */
async function expectTalliesOfEveryCrewOnboard() {
  const crews = await services.db.selectFrom('crews').select('id').execute();
  const counted: Record<string, number> = {};
  for (const r of await dueRowsOf(
    services.db,
    crews.map((c) => c.id),
  )) {
    const known = r.contract_end !== null || r.months !== null;
    const at = r.contract_end ?? (r.months !== null ? dueDate(r.embark_date, r.months) : r.embark_date);
    for (const [grain, a] of [
      ['day', at],
      ['month', at.slice(0, 7)],
    ]) {
      const k = [grain, known ? 'due' : 'embark', a, r.vessel_id, r.has_reliever].join(' ');
      counted[k] = (counted[k] ?? 0) + 1;
    }
  }
  const kept: Record<string, number> = {};
  for (const t of await services.db.selectFrom('dashboard_due_tallies').selectAll().execute())
    kept[[t.grain, t.basis, t.at, t.vessel_id, t.has_reliever].join(' ')] = t.n;
  expect(kept).toEqual(counted);
}

async function expectSameFigures() {
  await services.runner.catchUp(600_000);
  await expectTalliesOfEveryCrewOnboard();
  const before = await fromPlanRows(null);
  expect(before.plan.length).toBeGreaterThan(0);
  const shown = await asShown();
  expect(shown.summary).toEqual(before.summary);
  expect(shown.overdueByVessel).toEqual(before.overdueByVessel);
  // One fleet's dashboard: the crews onboard its vessels.
  const fleet = await services.db
    .selectFrom('vessels as v')
    .innerJoin('crews as c', 'c.onboard_vessel_id', 'v.id')
    .select('v.fleet_id')
    .where('v.fleet_id', 'is not', null)
    .orderBy('v.fleet_id')
    .executeTakeFirstOrThrow();
  const scoped = await fromPlanRows([fleet.fleet_id!]);
  expect((await asShown(fleet.fleet_id!)).summary).toEqual(scoped.summary);
  return before;
}

describe('the crew change summary from dashboard_due', () => {
  it('shows the figures of the vessel plan rows: after years of crew changes, a duration set, a sign-off, a replay', async () => {
    await seedScale(services, { crews: 30, bulk: false });
    const first = await expectSameFigures();
    expect(first.summary.planned).toBeGreaterThan(0);

    // The plan's contract duration of a crew not yet overdue: his due date moves (3 months: overdue or nearer).
    const ops = await callerFor(services, adminId);
    const running = first.plan.find((r) => !r.overdue && r.crew && r.months !== 3)!;
    await ops.planning.setContractDuration({ crewId: running.crew!.crewId, months: 3 });
    const shortened = await expectSameFigures();
    expect(shortened.plan.find((r) => r.crew?.crewId === running.crew!.crewId)!.dueDate).not.toBe(running.dueDate);

    // A crew due off without a reliever signs off: the dashboard counts him no more, live.
    const leaving = shortened.plan.find((r) => r.status === 'NO RELIEVER' || r.overdue)!;
    const reason = await services.db
      .selectFrom('contract_reasons')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ctx = planContext(services);
    await handleCrew(services, leaving.crew!.crewId, {
      type: 'SignOffCrew',
      data: {
        crewId: leaving.crew!.crewId,
        disembarkDate: ctx.today,
        contractReasonId: reason.id,
        at: services.clock().toISOString(),
      },
    });
    const after = await expectSameFigures();
    const key = leaving.overdue ? 'overdue' : 'withoutReliever';
    expect(after.summary[key]).toBe(shortened.summary[key] - 1);

    // A replay of the projection alone lands on the same rows and counts.
    const rows = () => services.db.selectFrom('dashboard_due').selectAll().orderBy('crew_id').execute();
    const tallies = () =>
      services.db
        .selectFrom('dashboard_due_tallies')
        .selectAll()
        .orderBy('grain')
        .orderBy('basis')
        .orderBy('at')
        .orderBy('vessel_id')
        .orderBy('has_reliever')
        .execute();
    const [live, liveTallies] = [await rows(), await tallies()];
    await rebuildProjection(services.store, dashboardDueProjection);
    expect(await rows()).toEqual(live);
    expect(await tallies()).toEqual(liveTallies);
    await expectSameFigures();
  }, 900_000);
});
