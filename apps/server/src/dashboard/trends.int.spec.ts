import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { dueDate, isOverdue, monthsEndingWith } from '@crewing/domain';
import { rebuildProjection } from '@crewing/events';
import type { TestServices } from '../testing/test-services.js';
import { callerFor, handleCrew } from '../testing/actors.js';
import { scaleMasterServices } from '../testing/scale-master.js';
import { seedScale } from '../seed/scale.js';
import { planContext } from '../planning/scope.js';
import type { PlanContext } from '../planning/plans.js';
import type { DB } from '../platform/db/schema.js';
import { dashboardTrendsProjection, trendMonths } from './trends.js';

/**
 * Issue 32 §3: the top-management dashboard's 12-month trends read `dashboard_trends` (dashboard/trends.ts)
 * instead of a year of contracts per request. Its figures are the ones the contracts gave (`fromContracts`,
 * the computation before issue 32): after five years of crew changes sent through the handlers, for other
 * days and contract lengths, after a sign-on and a sign-off earlier this month, and after a replay.
 */
let services: TestServices;
let adminId: number;

beforeAll(async () => ({ services, adminId } = await scaleMasterServices()), 900_000);
afterAll(() => services?.dispose());

/** The trends as topManagement worked them out before issue 32: from the sea service rows of the 12 months. */
async function fromContracts(db: Kysely<DB>, ctx: PlanContext) {
  const months = monthsEndingWith(ctx.today.slice(0, 7), 12);
  const ends = months.map((m) => {
    const end = dueDate(`${m}-01`, 1);
    return end < ctx.today ? end : ctx.today;
  });
  const [first, after] = [`${months[0]!}-01`, dueDate(`${months[months.length - 1]!}-01`, 1)];
  const signOns = await sql<{ month: string; sign_ons: number; returning: number }>`
      select to_char(s.embark_date, 'YYYY-MM') as month, count(*)::int as sign_ons,
             count(*) filter (where exists (select 1 from crew_sea_service p
               where p.crew_id = s.crew_id and p.embark_date < s.embark_date))::int as returning
      from crew_sea_service s where s.embark_date >= ${first} and s.embark_date < ${after}
      group by 1`.execute(db);
  const open = await db
    .selectFrom('crew_sea_service')
    .select(['embark_date', 'disembark_date'])
    .where('embark_date', '<', ends[ends.length - 1]!)
    .where((w) => w.or([w('disembark_date', 'is', null), w('disembark_date', '>=', ends[0]!)]))
    .execute();
  const byMonth = new Map(signOns.rows.map((r) => [r.month, r]));
  const contracts = open.map((s) => ({ ...s, due: dueDate(s.embark_date, ctx.defaultMonths) }));
  return months.map((month, i) => {
    const monthEnd = ends[i]!;
    const m = byMonth.get(month);
    const [signOnsOf, returning] = [m?.sign_ons ?? 0, m?.returning ?? 0];
    const overdue = contracts.filter(
      (s) =>
        s.embark_date < monthEnd &&
        isOverdue(s.due, monthEnd) &&
        (s.disembark_date === null || s.disembark_date >= monthEnd),
    ).length;
    const retention = signOnsOf === 0 ? 0 : Math.round((returning / signOnsOf) * 100);
    return { month, signOns: signOnsOf, returning, retention, overdue };
  });
}

/** Today's, and other days' (a month's first, its last, mid-month) with other contract lengths: the same figures. */
async function expectSameFigures() {
  await services.runner.catchUp(600_000);
  const ctx = planContext(services);
  const expected = await fromContracts(services.db, ctx);
  const shown = await (await callerFor(services, adminId)).dashboard.topManagement({});
  expect(shown.trend).toEqual(expected);
  for (const today of [ctx.today, `${ctx.today.slice(0, 7)}-01`, '2025-02-28', '2024-12-31', '2026-03-15'])
    for (const defaultMonths of [1, 6, 9, 12]) {
      const other = { today, defaultMonths };
      expect({ other, trend: await trendMonths(services.db, other) }).toEqual({
        other,
        trend: await fromContracts(services.db, other),
      });
    }
  return expected;
}

describe('the top-management trends from dashboard_trends', () => {
  it('show the figures of the contracts: after years of crew changes, a sign-on, a sign-off this month, a replay', async () => {
    await seedScale(services, { crews: 30, bulk: false });
    const first = await expectSameFigures();
    expect(first.some((m) => m.signOns > 0 && m.returning > 0)).toBe(true);
    expect(first.some((m) => m.overdue > 0)).toBe(true);

    const ctx = planContext(services);
    const reason = await services.db
      .selectFrom('contract_reasons')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The crew onboard the longest leaves earlier this month (today on a month's first): if past his contract,
    // this month's overdue loses him from that day; the months before keep him.
    const monthStart = `${ctx.today.slice(0, 7)}-01`;
    const leaving = await services.db
      .selectFrom('crew_sea_service')
      .select(['crew_id', 'embark_date'])
      .where('disembark_date', 'is', null)
      .orderBy('embark_date')
      .orderBy('crew_id')
      .executeTakeFirstOrThrow();
    const wasOverdue = isOverdue(dueDate(leaving.embark_date, ctx.defaultMonths), ctx.today);
    await handleCrew(services, leaving.crew_id, {
      type: 'SignOffCrew',
      data: {
        crewId: leaving.crew_id,
        disembarkDate: monthStart,
        contractReasonId: reason.id,
        at: services.clock().toISOString(),
      },
    });
    const signedOff = await expectSameFigures();
    const dropped = wasOverdue && ctx.today > monthStart ? 1 : 0;
    expect(signedOff.at(-1)!.overdue).toBe(first.at(-1)!.overdue - dropped);
    expect(signedOff.slice(0, -1)).toEqual(first.slice(0, -1));

    // He signs on again today: a returning crew's sign-on this month.
    const vessel = await services.db.selectFrom('vessels').select('id').orderBy('id').executeTakeFirstOrThrow();
    const rank = await services.db.selectFrom('ranks').select('id').orderBy('id').executeTakeFirstOrThrow();
    await handleCrew(services, leaving.crew_id, {
      type: 'SignOnCrew',
      data: {
        crewId: leaving.crew_id,
        vesselId: vessel.id,
        rankId: rank.id,
        embarkDate: ctx.today,
        at: services.clock().toISOString(),
      },
    });
    const again = await expectSameFigures();
    expect(again.at(-1)!.signOns).toBe(signedOff.at(-1)!.signOns + 1);
    expect(again.at(-1)!.returning).toBe(signedOff.at(-1)!.returning + 1);

    // A replay of the projection alone lands on the same rows.
    const rows = () =>
      Promise.all([
        services.db
          .selectFrom('dashboard_trends')
          .selectAll()
          .orderBy('embark_date')
          .orderBy('off_month')
          .orderBy('returner')
          .execute(),
        services.db
          .selectFrom('dashboard_trend_contracts')
          .selectAll()
          .orderBy('crew_id')
          .orderBy('embark_date')
          .orderBy('disembark_date')
          .execute(),
      ]);
    const live = await rows();
    expect(live[0].length).toBeGreaterThan(0);
    await rebuildProjection(services.store, dashboardTrendsProjection);
    expect(await rows()).toEqual(live);
    await expectSameFigures();
  }, 900_000);
});
