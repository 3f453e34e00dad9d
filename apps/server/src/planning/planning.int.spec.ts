import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TRPCError } from '@trpc/server';
import { seededFile } from '../testing/seeded-file.js';
import { codeOf } from '../testing/actors.js';
import { firstOnboardCrew } from '../testing/candidates.js';
import { boardAsOf } from './past-board.js';
import { actorOf } from '../platform/auth/sessions.js';
import { todayOf } from '../platform/services.js';
import { boardByFoldingEvery, boardMoments, busiestFleet } from '../testing/past-board.js';

const file = seededFile({ startWorkers: false }, 900_000);
const { ids, as } = file;
beforeAll(() => file.services.runner.catchUp(), 900_000);

/** A seeded vessel with crews onboard, and one of them. */
const onboardCrew = () => firstOnboardCrew(file.services.db);

describe('vessel plan', () => {
  it('shows every crew onboard with due date (default 9 months) and takes a contract duration of 002 §9', async () => {
    const crew = await onboardCrew();
    const ops = await as('ops');
    const before = await ops.planning.vesselPlan({ vesselId: crew.onboard_vessel_id! });
    const onboard = await file.services.db
      .selectFrom('crews')
      .select('id')
      .where('onboard_vessel_id', '=', crew.onboard_vessel_id)
      .execute();
    expect(
      before.rows
        .filter((r) => r.crew)
        .map((r) => r.crew!.crewId)
        .sort(),
    ).toEqual(onboard.map((c) => c.id).sort());
    const mine = before.rows.find((r) => r.crew?.crewId === crew.id)!;
    expect(mine).toMatchObject({ months: 9, monthsIsDefault: true, embarkDate: crew.embark_date });

    await ops.planning.setContractDuration({ crewId: crew.id, months: 6 });
    const after = await ops.planning.vesselPlan({ vesselId: crew.onboard_vessel_id! });
    const row = after.rows.find((r) => r.crew?.crewId === crew.id)!;
    expect(row).toMatchObject({ months: 6, monthsIsDefault: false });
    expect(row.dueDate! < mine.dueDate!).toBe(true);

    // 7 months is not a contract duration: refused under the field.
    const refused = await ops.planning
      .setContractDuration({ crewId: crew.id, months: 7 as 6 })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    // A crewing assistant does not plan.
    expect(await codeOf((await as('aib')).planning.setContractDuration({ crewId: crew.id, months: 3 }))).toBe(
      'FORBIDDEN',
    );
  });

  it('a standby crew has no contract to set', async () => {
    const standby = await file.services.db
      .selectFrom('crews')
      .select('id')
      .where('onboard_vessel_id', 'is', null)
      .where('crew_code', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await codeOf((await as('ops')).planning.setContractDuration({ crewId: standby.id, months: 6 }))).toBe(
      'CONFLICT',
    );
  });

  it('the monthly plan counts what the vessel plans show due', async () => {
    const ops = await as('ops');
    const plan = await ops.planning.monthlyPlan({ months: 12 });
    const vessels = await file.services.db.selectFrom('vessels').select('id').where('active', '=', true).execute();
    let due = 0;
    let overdue = 0;
    for (const v of vessels) {
      const p = await ops.planning.vesselPlan({ vesselId: v.id });
      // Issue 24: an overdue contract is counted once, as overdue (the dashboard's figure), not in its month too.
      due += p.rows.filter((r) => r.dueDate && !r.overdue && plan.months.includes(r.dueDate.slice(0, 7))).length;
      overdue += p.rows.filter((r) => r.overdue).length;
    }
    expect(plan.totals.reduce((a, b) => a + b, 0)).toBe(due);
    expect(plan.due).toHaveLength(due);
    expect(plan.overdue).toBe(overdue);
    // The dashboard's summary is kept by the async `dashboard-due` projection (issue 32): caught up, it has
    // folded the contract duration set above.
    await file.services.runner.catchUp();
    expect((await ops.dashboard.summary({})).crewChangeSummary.overdue).toBe(overdue);
  });
});

describe('line-up', () => {
  it('lists the rank crews, eligible first, each refusal with its reason', async () => {
    const crew = await onboardCrew();
    const lineUp = await (
      await as('crewing')
    ).planning.lineUp({ rankId: crew.rank_id, embarkDate: '2027-03-01', months: 9 });
    expect(lineUp.entries.length).toBeGreaterThan(0);
    const onboardEntry = lineUp.entries.find((e) => e.crewId === crew.id)!;
    expect(onboardEntry.eligible).toBe(false);
    expect(onboardEntry.reasons.some((r) => r.startsWith('Onboard '))).toBe(true);
    const firstIneligible = lineUp.entries.findIndex((e) => !e.eligible);
    expect(lineUp.entries.slice(firstIneligible).every((e) => !e.eligible && e.reasons.length > 0)).toBe(true);
  });
});

describe('dashboard', () => {
  it('counts equal a direct count of the read models, and each number lists its crews', async () => {
    const d = await (await as('management')).dashboard.summary({});
    const count = async (onboard: boolean | null, extra?: 'unvaccinated') => {
      let q = file.services.db
        .selectFrom('crews as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('c.status', '=', 1)
        .where('c.crew_code', 'is not', null);
      if (onboard === true) q = q.where('c.onboard_vessel_id', 'is not', null);
      if (onboard === false) q = q.where('c.onboard_vessel_id', 'is', null);
      if (extra) q = q.where(sql<boolean>`not exists (select 1 from covid_vaccines v where v.crew_id = c.id)`);
      return (await q.executeTakeFirstOrThrow()).n;
    };
    expect(d.counts.onboard.count).toBe(await count(true));
    expect(d.counts.standby.count).toBe(await count(false));
    expect(d.counts.total.count).toBe(await count(null));
    expect(d.counts.total.unvaccinated).toBe(await count(null, 'unvaccinated'));
    expect(d.counts.total.count).toBeGreaterThan(0);
    const list = await (await as('management')).dashboard.crews({ list: 'onboard', scope: 'onboard' });
    expect(list).toHaveLength(d.counts.onboard.count);
    const unvaccinated = await (await as('management')).dashboard.crews({ list: 'unvaccinated', scope: 'standby' });
    expect(unvaccinated).toHaveLength(d.counts.standby.unvaccinated);
    expect(await (await as('management')).dashboard.crews({ list: 'vaccinated', scope: 'total' })).toHaveLength(
      d.counts.total.vaccinated.ALL,
    );
    expect(
      await (await as('management')).dashboard.crews({ list: 'vaccinated', scope: 'onboard', group: 'BULK' }),
    ).toHaveLength(d.counts.onboard.vaccinated.BULK);
    expect(d.rankLevel.reduce((a, r) => a + r.total, 0)).toBe(d.counts.total.count);
    const top = await (await as('management')).dashboard.topManagement({});
    expect(top.trend).toHaveLength(12);
    expect(top.perFleet.reduce((a, f) => a + f.total, 0)).toBeLessThanOrEqual(d.counts.total.count);
    expect(await codeOf((await as('crewing')).dashboard.topManagement({}))).toBe('FORBIDDEN');
  });
});

describe('the board at a past date', () => {
  it('equals the live board captured at that moment', async () => {
    const fleetId = (
      await file.services.db
        .selectFrom('crew_change_board')
        .select('fleet_id')
        .where('fleet_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).fleet_id!;
    const ops = await as('ops');
    const captured = await ops.crewChange.board({ fleetId });
    const { rows } = await sql<{ at: Date }>`select clock_timestamp() as at`.execute(file.services.db);
    const moment = rows[0]!.at;
    // Later the same day: an edit and a new comment on one of its crew changes.
    const target = captured.rows.find((r) => r.embarkings.length > 0 && !r.rankCancelled)!;
    await ops.crewChange.updateEmbarking({
      crewChangeId: target.crewChangeId,
      changes: { remarks: `AFTER ${Date.now()}` },
    });
    await ops.crewChange.addComment({
      crewChangeId: target.crewChangeId,
      side: 'embarking',
      field: 'remarks',
      comment: 'LATER',
    });
    const live = await ops.crewChange.board({ fleetId });
    expect(live.rows).not.toEqual(captured.rows);

    const user = await file.services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.ops!)
      .executeTakeFirstOrThrow();
    const past = await boardAsOf(file.services, { fleetId }, new Date(moment), actorOf(user));
    expect(past.rows).toEqual(captured.rows);
    // The board orders batches by embark date and number only; ties come in any order.
    const byId = <T extends { batchId: number }>(b: T[]) => [...b].sort((x, y) => x.batchId - y.batchId);
    expect(byId(past.batches)).toEqual(byId(captured.batches));
    // The live board is untouched by the fold (its read model is shadowed, not written).
    expect((await ops.crewChange.board({ fleetId })).rows).toEqual(live.rows);
    // By calendar date: today's end shows the live board; a day before the seed shows nothing.
    const today = await ops.planning.pastBoard({ fleetId, date: todayOf(file.services) });
    expect(today.rows).toEqual(live.rows);
    // Far ahead only the crew changes still open are left: the finished ones leave 30 days after (s47).
    const ahead = await ops.planning.pastBoard({ fleetId, date: '2099-12-31' });
    const open = await file.services.db
      .selectFrom('crew_change_board')
      .select('id')
      .where('fleet_id', '=', fleetId)
      .where('finished_on', '=', 'infinity')
      .execute();
    expect(ahead.rows.map((r) => r.crewChangeId).sort((a, b) => a - b)).toEqual(
      open.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(ahead.rows.length).toBeLessThan(live.rows.length);
    expect((await ops.planning.pastBoard({ fleetId, date: '2000-01-01' })).rows).toEqual([]);
    // Only the crew change changed after the moment was folded; the others were copied as they stood.
    expect(past.events).toBeGreaterThan(0);
    expect(past.events).toBeLessThan(
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from events e join crew_change_board b
            on e.stream_id = 'crew-change-' || b.id where b.fleet_id = ${fleetId} and e.recorded_at <= ${moment}`.execute(
            file.services.db,
          )
        ).rows[0]!.n,
      ),
    );
  });

  it('reads the rows unchanged since the moment as they stand and folds the rest: the same board as folding every event', async () => {
    const db = file.services.db;
    const user = await db.selectFrom('users').selectAll().where('id', '=', ids.ops!).executeTakeFirstOrThrow();
    const actor = actorOf(user);
    const fleetId = await busiestFleet(db);
    // Moments inside the seed's own history (between its commands), where some rows had their last
    // board event already and others were still to change.
    const moments = await boardMoments(db, fleetId);
    expect(moments.length).toBeGreaterThan(20);
    for (const q of [0.1, 0.5, 0.9]) {
      const asOf = moments[Math.floor(moments.length * q)]!;
      // The reference: every crew change of the fleet folded from its events up to then.
      const reference = await boardByFoldingEvery(file.services, fleetId, asOf, actor);
      const past = await boardAsOf(file.services, { fleetId }, asOf, actor);
      expect(past.rows).toEqual(reference.rows);
      expect(past.events).toBeLessThanOrEqual(reference.events);
    }
    // Those created after the moment are skipped by their creation time (0083): the first event's, to the
    // millisecond below it, and never moved by the events after it.
    const off = await sql<{ n: number }>`select count(*)::int as n from crew_change_board b
      join events e on e.stream_id = 'crew-change-' || b.id and e.stream_version = 1
      where b.created_at is null or b.created_at > e.recorded_at or e.recorded_at - b.created_at >= interval '1 millisecond'`.execute(
      db,
    );
    expect(off.rows[0]!.n).toBe(0);
  });
});

describe('queue', () => {
  it('numbers tickets in order and calls the first waiting', async () => {
    const crews = await file.services.db.selectFrom('crews').select('id').orderBy('id').limit(2).execute();
    const dss = await as('dss');
    const a = await dss.planning.issueTicket({ crewId: crews[0]!.id, purpose: 'DOCUMENT SUBMISSION' });
    const b = await dss.planning.issueTicket({ crewId: crews[1]!.id, purpose: 'MEDICAL' });
    expect(b.ticketNo).toBe(a.ticketNo! + 1);
    expect(await codeOf(dss.planning.issueTicket({ crewId: 99_999, purpose: 'PDOS' }))).toBe('BAD_REQUEST');
    const called = await dss.planning.callNext({ counter: '2', purpose: null });
    expect(called.ticketNo).toBe(a.ticketNo);
    const queue = await (await as('mgc')).planning.queue({});
    expect(queue.find((t) => t.ticketNo === a.ticketNo)).toMatchObject({ status: 'CALLED', counter: '2' });
  });
});
