import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { rebuildAll } from '@crewing/events';
import { crewStream } from '@crewing/domain';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { callerFor, callerAs, newMasterRecord, registeredCrew } from '../../testing/actors.js';
import { settle } from '../../testing/settle.js';
import { allProjections } from '../../features.js';
import { crewLifecycleIntents } from './intents.js';
import { newFleet, newRank, newVessel } from '../../testing/master-data.js';

// Issue 24: the board's confirmed dates sign crews on and off, once, and a replay sends nothing again.
let services: TestServices;
let ops: Awaited<ReturnType<typeof callerFor>>;
let admin: Awaited<ReturnType<typeof callerFor>>;
let fleet: number;
let rank: number;
let reason: number;
// The clock the process reads "today" from (Manila): moved day by day.
let now = new Date('2026-11-20T02:00:00.000Z');
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const crew = (onboard?: number) =>
  registeredCrew(services, {
    rankId: rank,
    at: now.toISOString(),
    ...(onboard ? { onboard: { vesselId: onboard, embarkDate: '2026-03-15' } } : {}),
  });
const row = (crewId: number) =>
  services.db.selectFrom('crews').selectAll().where('id', '=', crewId).executeTakeFirstOrThrow();
const lifecycleEvents = async (crewId: number) =>
  (await services.store.readStream(crewStream.id(crewId))).filter((e) => (e.data as { cause?: unknown }).cause);

async function planned() {
  const vesselId = await newVessel(
    services,
    fleet,
    `MV LIFE ${Math.random().toString(36).slice(2, 6)}`,
    `L${Math.floor(Math.random() * 1e6)}`,
  );
  const [off, reliever] = [await crew(vesselId), await crew()];
  await settle(services);
  const { crewChangeId } = await ops.crewChange.plan({
    vesselId,
    rankId: rank,
    offSignerCrewId: off,
    relieverCrewIds: [reliever],
  });
  return { vesselId, off, reliever, id: crewChangeId };
}
const embarking = (id: number, changes: Record<string, unknown>) =>
  ops.crewChange.updateEmbarking({ crewChangeId: id, changes });
const disembarking = (id: number, changes: Record<string, unknown>) =>
  ops.crewChange.updateDisembarking({ crewChangeId: id, changes });
const confirm = (id: number, side: 'embarking' | 'disembarking', field: string) =>
  ops.crewChange.confirmDate({ crewChangeId: id, side, field });
const undo = (id: number, side: 'embarking' | 'disembarking', field: string) =>
  admin.crewChange.undoConfirmation({ crewChangeId: id, side, field });

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false, clock: () => now });
  fleet = await newFleet(services, 'LIFECYCLE FLEET');
  rank = await newRank(services, 'CHIEF OFFICER', 'C/O', 1, 2);
  reason = await newMasterRecord(services, 'contract-reason', 'contract_reason', {
    code: 'FC',
    name: 'FINISHED CONTRACT',
  });
  [ops, admin] = await Promise.all([callerAs(services, 'ops'), callerAs(services, 'admin')]);
});
afterAll(() => services.dispose());

describe('the crew lifecycle process', () => {
  it('signs the reliever on when his confirmed embark date comes, once, with the cause in the metadata', async () => {
    const cc = await planned();
    await embarking(cc.id, { embark_date: day(2) });
    await confirm(cc.id, 'embarking', 'embark_date');
    await settle(services);
    expect((await row(cc.reliever)).onboard_vessel_id).toBeNull(); // confirmed ahead: not yet
    now = new Date(now.getTime() + 2 * 86_400_000);
    await settle(services);
    expect(await row(cc.reliever)).toMatchObject({
      onboard_vessel_id: cc.vesselId,
      onboard_rank_id: rank,
      embark_date: day(0),
    });
    const [signOn, ...rest] = await lifecycleEvents(cc.reliever);
    expect(rest).toEqual([]);
    expect(signOn).toMatchObject({
      type: 'CrewSignedOn',
      data: { crewChangeId: cc.id },
      metadata: { userName: 'CREW LIFECYCLE', correlationId: `crew-change-${cc.id}` },
    });
    const confirmation = (await services.store.readStream(`crew-change-${cc.id}`)).find(
      (e) => e.type === 'DateConfirmed',
    )!;
    expect(signOn!.metadata.causationId).toBe(confirmation.eventId);
    expect(await services.processes.runAll()).toBe(0);
    const service = await services.db
      .selectFrom('crew_sea_service')
      .selectAll()
      .where('crew_id', '=', cc.reliever)
      .execute();
    expect(service).toMatchObject([
      { vessel_id: cc.vesselId, embark_date: day(0), disembark_date: null, crew_change_id: cc.id, stint_no: 1 },
    ]);
  });

  it('signs the off-signer off and makes him standby from his arrival, with his last vessel', async () => {
    const cc = await planned();
    await disembarking(cc.id, { contract_reason_id: reason, disembark_date: day(-5), arrive_manila: day(-3) });
    // Arrival first: he has left the vessel on the board's disembark date.
    await confirm(cc.id, 'disembarking', 'arrive_manila');
    await settle(services);
    await confirm(cc.id, 'disembarking', 'disembark_date');
    await settle(services);
    expect(await row(cc.off)).toMatchObject({
      onboard_vessel_id: null,
      last_vessel_id: cc.vesselId,
      last_rank_id: rank,
      sign_off_date: day(-5),
      standby_since: day(-3),
    });
    const service = await services.db
      .selectFrom('crew_sea_service')
      .selectAll()
      .where('crew_id', '=', cc.off)
      .execute();
    expect(service).toMatchObject([{ disembark_date: day(-5), arrival_date: day(-3), contract_reason_id: reason }]);
    const types = (await lifecycleEvents(cc.off)).map((e) => e.type);
    expect(types).toEqual(['CrewSignedOff', 'CrewArrivedHome', 'CrewLifecycleStepSkipped']);
    const steps = await ops.crew.experience.steps({ crewId: cc.off });
    expect(steps.map((s) => [s.step, s.status])).toEqual(
      expect.arrayContaining([
        ['ARRIVAL IN MANILA', 'DONE'],
        ['SIGN OFF', 'SKIPPED'],
      ]),
    );
  });

  it('withdraws a step undone before its day, and takes back one undone after it', async () => {
    const cc = await planned();
    await embarking(cc.id, { embark_date: day(3) });
    await confirm(cc.id, 'embarking', 'embark_date');
    await settle(services);
    await undo(cc.id, 'embarking', 'embark_date');
    await settle(services);
    now = new Date(now.getTime() + 3 * 86_400_000);
    await settle(services);
    expect((await row(cc.reliever)).onboard_vessel_id).toBeNull();
    // Confirmed on the day, signed on, then undone: the sign-on is corrected away, with the reason.
    await confirm(cc.id, 'embarking', 'embark_date');
    await settle(services);
    expect((await row(cc.reliever)).onboard_vessel_id).toBe(cc.vesselId);
    await undo(cc.id, 'embarking', 'embark_date');
    await settle(services);
    expect((await row(cc.reliever)).onboard_vessel_id).toBeNull();
    const corrected = (await lifecycleEvents(cc.reliever)).at(-1)!;
    expect(corrected).toMatchObject({
      type: 'CrewSeaServiceCorrected',
      data: { voided: true, reason: expect.stringContaining('CONFIRMATION UNDONE BY') },
    });
    expect(
      await services.db.selectFrom('crew_sea_service').select('crew_id').where('crew_id', '=', cc.reliever).execute(),
    ).toEqual([]);
  });

  it('lets an administrator correct a contract with a reason; nobody else', async () => {
    const cc = await planned();
    await disembarking(cc.id, { contract_reason_id: reason, disembark_date: day(-2) });
    await confirm(cc.id, 'disembarking', 'disembark_date');
    await settle(services);
    await expect(
      ops.crew.experience.correct({
        crewId: cc.off,
        stintNo: 1,
        changes: { disembarkDate: day(-4) },
        reason: 'WRONG DATE',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      admin.crew.experience.correct({ crewId: cc.off, stintNo: 1, changes: { disembarkDate: day(-4) }, reason: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await admin.crew.experience.correct({
      crewId: cc.off,
      stintNo: 1,
      changes: { disembarkDate: day(-4) },
      reason: 'DISEMBARKED TWO DAYS EARLIER (MASTER REPORT)',
    });
    await settle(services);
    expect(await row(cc.off)).toMatchObject({ sign_off_date: day(-4), standby_since: day(-4) });
    const [inHouse] = await admin.crew.experience.inHouse({ crewId: cc.off });
    expect(inHouse).toMatchObject({ stintNo: 1, disembarkDate: day(-4) });
  });

  it("makes an onboard promotion his rank change on its date, as the record's last edit says", async () => {
    const cc = await planned();
    const master = await newRank(services, 'MASTER', 'MSTR', 1, 1);
    const p = await ops.crew.records.promotion.add({
      crewId: cc.off,
      fields: {
        fromRankId: rank,
        toRankId: master,
        onboard: true,
        vesselId: cc.vesselId,
        promotionDate: day(5),
        status: 'PLANNED',
      },
    });
    // The date edited after the record was added (and another edit between): the step takes the record's last date.
    await disembarking(cc.id, { contract_reason_id: reason });
    await ops.crew.records.promotion.update({ crewId: cc.off, recordId: p.id, changes: { promotionDate: day(6) } });
    await settle(services);
    const intent = await services.db
      .selectFrom('crew_lifecycle_intents')
      .select(['status', 'due_date', 'payload'])
      .where('base_key', '=', `promotion-${p.id}:rank`)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    expect(intent).toMatchObject({
      status: 'pending',
      due_date: day(6),
      payload: { command: { type: 'ChangeCrewRank', data: { crewId: cc.off, rankId: master, effectiveDate: day(6) } } },
    });
  });

  it('a rebuild of every projection gives the same steps and sends nothing again', async () => {
    // Every column (s45: a rebuild's fold keeps the stream facts and the intents in memory across pages).
    const all = async () =>
      (await sql<Record<string, unknown>>`select * from crew_lifecycle_intents order by key`.execute(services.db)).rows;
    const before = await all();
    const events = await services.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await rebuildAll(services.store, allProjections);
    expect(await all()).toEqual(before);
    // In pages of 3 events: a plan and its confirmations fall in different pages. Every projection (the
    // lifecycle's rebuild fold reads the facts from the pages), and the lifecycle alone (its batches read them back).
    await rebuildAll(services.store, allProjections, { pageSize: 3 });
    expect(await all()).toEqual(before);
    await rebuildAll(services.store, [crewLifecycleIntents], { pageSize: 3 });
    expect(await all()).toEqual(before);
    expect(await services.processes.runAll()).toBe(0);
    expect(
      await services.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(events);
  });
});
