import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import dayjs from 'dayjs';
import { actorOf } from '../../platform/auth/sessions.js';
import {
  boardShownFrom,
  boardTopicVersion,
  crewDecider,
  crewStream,
  DEPT,
  POS,
  todayIn,
  type CrewCommand,
} from '@crewing/domain';
import { boardVersion } from '../../crew-change/live.js';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { callerFor, makeUser, newMasterRecord, TEST_META } from '../../testing/actors.js';
import { settle } from '../../testing/settle.js';
import { nextId } from '../../shared/ids.js';
import { onboardList, standbyList } from '../../reports/crew/lists.js';
import { rankStatistics } from '../../reports/crew/board.js';
import { boardAsOf } from '../../planning/past-board.js';
import { newFleet } from '../../testing/master-data.js';
import { rebuildAll } from '@crewing/events';
import { allProjections } from '../../features.js';
import { crewLifecycleIntents } from './intents.js';

/**
 * Issue 24 §4: 120 simulated days of agency work through the command handlers (plans, line-ups,
 * confirmations in any order and ahead of their dates, cancelled embarkings and replacements, an
 * undone confirmation, an administrator's correction, arrivals, debriefing records). After each
 * day every screen that shows who is onboard tells the same story, and the same story as the
 * test's own ledger of what the board confirmed: dashboard counts = Onboard and Standby List rows
 * = rank statistics = vessel plan occupancy = each crew's 201 status and sea service; and the
 * board at each past day equals what the board showed that day.
 */
const DAYS = 120;
let services: TestServices;
let now = new Date('2026-03-01T02:00:00.000Z');
let seed = 20261126;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const today = () => todayIn(now, 'Asia/Manila');
const plus = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

type Caller = Awaited<ReturnType<typeof callerFor>>;
let ops: Caller;
let admin: Caller;
let adminActor: ReturnType<typeof actorOf>;
let fleets: number[] = [];
const vessels: Array<{ id: number; fleetId: number }> = [];
const ranks: number[] = [];
let reason = 0;

/** The ledger: what the test expects of each crew, from what it confirmed on the board. */
interface Contract {
  vesselId: number;
  embark: string;
  disembark: string | null;
  arrival: string | null;
}
const ledger = new Map<number, { rankId: number; contracts: Contract[] }>();
const openOf = (crewId: number) => ledger.get(crewId)!.contracts.find((c) => c.disembark === null);

/** A crew change as the simulation drives it. */
interface Sim {
  id: number;
  vesselId: number;
  rankId: number;
  off: number;
  /** The off-signer's contract this crew change ends. */
  offContract: Contract;
  reliever: number | null;
  dates: { embark: string; disembark: string; arrival: string } | null;
  toConfirm: Array<'embark_date' | 'disembark_date' | 'arrive_manila'>;
  confirmed: Set<string>;
  done: boolean;
}
const sims: Sim[] = [];
const lined = new Set<number>();

async function registerCrew(rankId: number, vesselId: number | null, embark: string | null) {
  const crewId = await nextId(services, 'crew');
  const commands: CrewCommand[] = [
    {
      type: 'RegisterCrew',
      data: {
        crewId,
        profile: { crewCode: `S${crewId}`, lastName: `STORY${crewId}`, firstName: 'CREW', rankId },
        at: now.toISOString(),
      },
    },
  ];
  if (vesselId && embark)
    commands.push({
      type: 'SignOnCrew',
      data: { crewId, vesselId, rankId, embarkDate: embark, at: now.toISOString() },
    });
  await services.commands.handleMany(
    commands.map((command) => ({ decider: crewDecider, streamId: crewStream.id(crewId), command })),
    { commandId: crypto.randomUUID(), metadata: TEST_META },
  );
  ledger.set(crewId, {
    rankId,
    contracts: vesselId && embark ? [{ vesselId, embark, disembark: null, arrival: null }] : [],
  });
  return crewId;
}

/** Applies to the ledger what the board's confirmations make true by `date` (the process's rule, stated independently). */
function ledgerStep(date: string) {
  for (const s of sims) {
    if (!s.dates) continue;
    const { embark, disembark, arrival } = s.dates;
    const c = s.offContract;
    const offConfirmed =
      (s.confirmed.has('disembark_date') && disembark <= date) || (s.confirmed.has('arrive_manila') && arrival <= date);
    if (c.disembark === null && offConfirmed) c.disembark = disembark;
    if (c.disembark !== null && s.confirmed.has('arrive_manila') && arrival <= date) c.arrival = arrival;
    if (s.reliever !== null && s.confirmed.has('embark_date') && embark <= date) {
      const r = ledger.get(s.reliever)!;
      if (!r.contracts.some((c) => c.vesselId === s.vesselId && c.embark === embark))
        r.contracts.push({ vesselId: s.vesselId, embark, disembark: null, arrival: null });
    }
  }
}

const fleetOf = (vesselId: number) => vessels.find((v) => v.id === vesselId)!.fleetId;

/** The day a crew change's work ended, by what the test confirmed: the reliever embarked and the off-signer home. */
function finishedOn(s: Sim): string | null {
  if (!s.dates || !s.confirmed.has('arrive_manila')) return null;
  // No reliever embarking (none lined up, or cancelled without a replacement): done when the off-signer is home.
  if (s.reliever === null) return s.dates.arrival;
  if (!s.confirmed.has('embark_date')) return null;
  return s.dates.embark > s.dates.arrival ? s.dates.embark : s.dates.arrival;
}

const standbyCrews = () => [...ledger.entries()].filter(([id]) => !openOf(id) && !lined.has(id)).map(([id]) => id);

async function planDay(date: string) {
  // Plans: an onboard crew past five months (or now and then earlier) without a crew change gets one.
  for (const [crewId, l] of ledger) {
    const open = openOf(crewId);
    if (!open || sims.some((s) => s.off === crewId && !s.done)) continue;
    if (dayjs(date).diff(open.embark, 'month') < 5 && rand() > 0.01) continue;
    const candidates = standbyCrews().filter((c) => ledger.get(c)!.rankId === l.rankId);
    const reliever = rand() < 0.85 && candidates.length ? pick(candidates) : null;
    const { crewChangeId } = await ops.crewChange.plan({
      vesselId: open.vesselId,
      rankId: l.rankId,
      offSignerCrewId: crewId,
      relieverCrewIds: reliever ? [reliever] : [],
    });
    if (reliever) lined.add(reliever);
    sims.push({
      id: crewChangeId,
      vesselId: open.vesselId,
      rankId: l.rankId,
      off: crewId,
      offContract: open,
      reliever,
      dates: null,
      toConfirm: [],
      confirmed: new Set(),
      done: false,
    });
  }
}

async function workDay(date: string) {
  for (const s of sims.filter((x) => !x.done)) {
    if (!s.dates) {
      if (rand() < 0.5) continue;
      const disembark = plus(date, 2 + Math.floor(rand() * 8));
      s.dates = {
        embark: s.reliever ? plus(disembark, Math.floor(rand() * 2)) : disembark,
        disembark,
        arrival: plus(disembark, 1 + Math.floor(rand() * 2)),
      };
      await ops.crewChange.updateDisembarking({
        crewChangeId: s.id,
        changes: { contract_reason_id: reason, disembark_date: s.dates.disembark, arrive_manila: s.dates.arrival },
      });
      if (s.reliever)
        await ops.crewChange.updateEmbarking({ crewChangeId: s.id, changes: { embark_date: s.dates.embark } });
      // Confirmations in any order, some ahead of their dates.
      s.toConfirm = (
        ['disembark_date', 'arrive_manila', ...(s.reliever ? ['embark_date' as const] : [])] as Sim['toConfirm']
      ).sort(() => rand() - 0.5);
      continue;
    }
    // Now and then the reliever drops out before his embarkation is confirmed: another is lined up.
    if (s.reliever && !s.confirmed.has('embark_date') && rand() < 0.04) {
      const replacement = standbyCrews().find((c) => ledger.get(c)!.rankId === s.rankId);
      await ops.crewChange.cancelEmbarking({ crewChangeId: s.id });
      lined.delete(s.reliever);
      s.reliever = null;
      s.toConfirm = s.toConfirm.filter((f) => f !== 'embark_date');
      if (replacement) {
        await ops.crewChange.addReplacement({ crewChangeId: s.id, crewId: replacement });
        await ops.crewChange.updateEmbarking({ crewChangeId: s.id, changes: { embark_date: s.dates.embark } });
        lined.add(replacement);
        s.reliever = replacement;
        s.toConfirm.push('embark_date');
      }
      continue;
    }
    const next = s.toConfirm[0];
    if (next && rand() < 0.45) {
      await ops.crewChange.confirmDate({
        crewChangeId: s.id,
        side: next === 'embark_date' ? 'embarking' : 'disembarking',
        field: next,
      });
      s.toConfirm.shift();
      s.confirmed.add(next);
    }
    if (s.toConfirm.length === 0 && s.dates.arrival < date && s.dates.embark < date) {
      s.done = true;
      if (s.reliever) lined.delete(s.reliever);
    }
  }
}

/** A debriefing record two days after a crew came home (his availability follows it). */
async function debriefArrivals(date: string) {
  for (const [crewId, l] of ledger) {
    const last = l.contracts.at(-1);
    if (!last?.arrival || plus(last.arrival, 2) !== date) continue;
    const cc = sims.find((s) => s.off === crewId && s.dates?.arrival === last.arrival)!;
    await admin.debriefing.records.add({
      crewId,
      fields: {
        dateSubmitted: date,
        crewChangeId: cc.id,
        availabilityDate: plus(date, 30),
        review: false,
        remarks: 'STORY DEBRIEFING',
      },
    });
  }
}

async function checkDay(date: string) {
  const expectedOnboard = [...ledger.keys()].filter((id) => openOf(id)).sort((a, b) => a - b);
  const expectedStandby = [...ledger.keys()].filter((id) => !openOf(id)).sort((a, b) => a - b);
  const crews = await services.db
    .selectFrom('crews')
    .select(['id', 'onboard_vessel_id', 'standby_since', 'last_vessel_id'])
    .orderBy('id')
    .execute();
  for (const c of crews) {
    const open = openOf(c.id);
    const last = ledger.get(c.id)!.contracts.at(-1);
    expect({ day: date, crew: c.id, onboard: c.onboard_vessel_id, since: c.standby_since }).toEqual({
      day: date,
      crew: c.id,
      onboard: open?.vesselId ?? null,
      since: open || !last ? null : (last.arrival ?? last.disembark),
    });
  }
  const summary = await admin.dashboard.summary({});
  const ctx = { today: date, now, timeZone: 'Asia/Manila' };
  const [onboardRows, standbyRows, stats] = await Promise.all([
    onboardList.query(services.db, {}, ctx),
    standbyList.query(services.db, {}, ctx),
    rankStatistics.query(services.db, {}, ctx),
  ]);
  const plans = await Promise.all(vessels.map((v) => admin.planning.vesselPlan({ vesselId: v.id })));
  const occupied = plans
    .flatMap((p) => p.rows.filter((r) => r.crew !== null).map((r) => r.crew!.crewId))
    .sort((a, b) => a - b);
  const statSum = (k: 'onboard' | 'standby') =>
    (stats.rows as Array<Record<string, number>>).reduce((n, r) => n + r[k]!, 0);
  expect({
    day: date,
    dashboard: summary.counts.onboard.count,
    list: onboardRows.rows.length,
    stats: statSum('onboard'),
    plan: occupied,
  }).toEqual({
    day: date,
    dashboard: expectedOnboard.length,
    list: expectedOnboard.length,
    stats: expectedOnboard.length,
    plan: expectedOnboard,
  });
  expect({
    day: date,
    dashboard: summary.counts.standby.count,
    list: standbyRows.rows.length,
    stats: statSum('standby'),
  }).toEqual({
    day: date,
    dashboard: expectedStandby.length,
    list: expectedStandby.length,
    stats: expectedStandby.length,
  });
}

async function checkSeaService() {
  const rows = await services.db
    .selectFrom('crew_sea_service')
    .select(['crew_id', 'vessel_id', 'embark_date', 'disembark_date', 'arrival_date'])
    .orderBy('crew_id')
    .orderBy('stint_no')
    .execute();
  const actual = rows.map((r) => ({
    crewId: r.crew_id,
    vesselId: r.vessel_id,
    embark: r.embark_date,
    disembark: r.disembark_date,
    arrival: r.arrival_date,
  }));
  const expected = [...ledger.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([crewId, l]) => l.contracts.map((c) => ({ crewId, ...c })));
  expect(actual).toEqual(expected);
  for (const crewId of [...ledger.keys()].slice(0, 12)) {
    const crew = await admin.crew.get({ id: crewId });
    const open = openOf(crewId);
    expect(crew.vessel === 'STANDBY').toBe(!open);
  }
}

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false, clock: () => now });
  fleets = [await newFleet(services, 'STORY PCC', 1), await newFleet(services, 'STORY BULK')];
  for (const [i, name] of ['CHIEF OFFICER', 'BOSUN', 'ABLE SEAMAN'].entries())
    ranks.push(
      await newMasterRecord(services, 'rank', 'rank', {
        name,
        alias: name.slice(0, 4),
        rankTypeId: 1,
        sortOrder: i + 1,
      }),
    );
  reason = await newMasterRecord(services, 'contract-reason', 'contract_reason', {
    code: 'FC',
    name: 'FINISHED CONTRACT',
  });
  for (let v = 0; v < 4; v++) {
    const fleetId = fleets[v % 2]!;
    vessels.push({
      id: await newMasterRecord(services, 'vessel', 'vessel', {
        name: `MV STORY ${v + 1}`,
        code: `ST${v}${Math.floor(rand() * 1e5)}`,
        fleetId,
        vesselTypeId: v % 2 ? 2 : 1,
      }),
      fleetId,
    });
  }
  await settle(services);
  for (const [v, vessel] of vessels.entries()) {
    for (const [r, rankId] of ranks.entries())
      await registerCrew(rankId, vessel.id, plus(today(), -30 * (1 + ((v + r) % 6))));
  }
  for (let n = 0; n < 15; n++) await registerCrew(ranks[n % 3]!, null, null);
  await settle(services);
  const [opsUser, adminUser] = await Promise.all([
    makeUser(services, { departmentId: DEPT.operations, positionIds: [POS.operationsManager] }),
    makeUser(services, { userTypeId: 1 }),
  ]);
  ops = await callerFor(services, opsUser.id);
  admin = await callerFor(services, adminUser.id);
  adminActor = actorOf(
    await services.db.selectFrom('users').selectAll().where('id', '=', adminUser.id).executeTakeFirstOrThrow(),
  );
}, 120_000);
afterAll(() => services.dispose());

describe('120 days of crew changes: every screen tells the same story', () => {
  it('agrees every day, and the board at each past day is what it showed that day', async () => {
    const boards: Array<{ at: Date; day: string; fleetId: number; rows: unknown }> = [];
    let undone = false;
    let corrected = false;
    let hidden = 0;
    for (let d = 0; d < DAYS; d++) {
      const date = today();
      await planDay(date);
      await workDay(date);
      await debriefArrivals(date);
      // Day 40: a reliever's applied embarkation is undone by mistake, and confirmed again the next day.
      const applied = sims.find(
        (s) =>
          s.reliever &&
          s.confirmed.has('embark_date') &&
          s.dates!.embark < date &&
          openOf(s.reliever)?.embark === s.dates!.embark &&
          !sims.some((x) => x.off === s.reliever),
      );
      if (d >= 40 && !undone && applied) {
        await admin.crewChange.undoConfirmation({ crewChangeId: applied.id, side: 'embarking', field: 'embark_date' });
        applied.confirmed.delete('embark_date');
        applied.toConfirm.unshift('embark_date');
        applied.done = false;
        lined.add(applied.reliever!);
        ledger.get(applied.reliever!)!.contracts.pop();
        undone = true;
      }
      // Day 70: an administrator corrects a sign-off date a day earlier (the master's report).
      if (d >= 70 && !corrected) {
        const off = sims.find(
          (s) => s.done && openOf(s.off) === undefined && ledger.get(s.off)!.contracts.at(-1)!.arrival !== null,
        );
        if (off) {
          const contracts = ledger.get(off.off)!.contracts;
          const last = contracts.at(-1)!;
          const earlier = plus(last.disembark!, -1);
          await admin.crew.experience.correct({
            crewId: off.off,
            stintNo: contracts.length,
            changes: { disembarkDate: earlier },
            reason: 'MASTER REPORTED THE EARLIER DATE',
          });
          last.disembark = earlier;
          // The board keeps its own date: the ledger step must not put it back.
          off.dates!.disembark = earlier;
          corrected = true;
        }
      }
      await settle(services);
      ledgerStep(date);
      await checkDay(date);
      if (d % 10 === 9) await checkSeaService();
      const marker = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(services.db);
      for (const fleetId of fleets) {
        const { rows } = await admin.crewChange.board({ fleetId });
        // The live board's window (s47): the open crew changes and those finished in the last 30 days, by the
        // test's own rule; the socket server's version of the fleet's topic is the rows the board shows.
        const shown = sims.filter(
          (x) => fleetOf(x.vesselId) === fleetId && (finishedOn(x) ?? date) >= boardShownFrom(date),
        );
        expect({ day: date, fleetId, ids: rows.map((r) => r.crewChangeId).sort((a, b) => a - b) }).toEqual({
          day: date,
          fleetId,
          ids: shown.map((x) => x.id).sort((a, b) => a - b),
        });
        expect(await boardVersion(services.db, { kind: 'fleet', id: fleetId }, date)).toBe(
          boardTopicVersion(rows.map((r) => ({ id: r.crewChangeId, version: r.version }))),
        );
        hidden = Math.max(hidden, sims.filter((x) => fleetOf(x.vesselId) === fleetId).length - shown.length);
        boards.push({ at: marker.rows[0]!.now, day: date, fleetId, rows });
      }
      now = new Date(now.getTime() + 86_400_000);
    }
    await checkSeaService();
    expect(undone && corrected).toBe(true);
    // Crew changes finished more than 30 days ago left the board; a Filter Date still reaches one.
    expect(hidden).toBeGreaterThan(0);
    const gone = sims.find((x) => (finishedOn(x) ?? today()) < boardShownFrom(today()))!;
    const byDate = await admin.crewChange.board({ fleetId: fleetOf(gone.vesselId), filterDate: gone.dates!.embark });
    expect(byDate.rows.map((r) => r.crewChangeId)).toContain(gone.id);
    const signOns = await services.db
      .selectFrom('crew_lifecycle_intents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    expect(Number(signOns.n)).toBeGreaterThan(20);
    for (const snapshot of boards.filter((_, i) => i % 17 === 0)) {
      // The board of that day, by the simulation's calendar (its window of finished crew changes).
      const past = await boardAsOf(services, { fleetId: snapshot.fleetId }, snapshot.at, adminActor, snapshot.day);
      expect(past.rows).toEqual(snapshot.rows);
    }
  }, 600_000);

  // s45: a rebuild of every projection folds the lifecycle from its pages (the stream facts and the intents kept in
  // memory, LifecycleRebuild); the lifecycle rebuilt alone reads them back as the runner does. After the 120 days both
  // give every row exactly as the live runner folded it, column for column, and send nothing again.
  it('a rebuild gives the live crew lifecycle rows, column for column', async () => {
    const rows = async () =>
      (await sql<Record<string, unknown>>`select * from crew_lifecycle_intents order by key`.execute(services.db)).rows;
    const live = await rows();
    expect(live.filter((r) => r.status === 'done').length).toBeGreaterThan(20);
    expect(new Set(live.map((r) => r.status))).toEqual(new Set(['done', 'skipped', 'revoked']));
    // Small pages: what one page learnt must carry to the next (a plan in one page, its confirmations pages later).
    const report = await rebuildAll(services.store, allProjections, { pageSize: 97 });
    expect(report.projections.find((p) => p.projection === crewLifecycleIntents.name)!.events).toBeGreaterThan(100);
    expect(await rows()).toEqual(live);
    await rebuildAll(services.store, [crewLifecycleIntents], { pageSize: 97 });
    expect(await rows()).toEqual(live);
    expect(await services.processes.runAll()).toBe(0);
  }, 120_000);
});
