/**
 * The benchmarks' store: crew change lifecycles written by the real deciders through the bulk
 * writer, fleet after fleet of 40 vessels x 25 rows, until the store holds the target number of
 * events. Fleet 1 is the bench fleet (1,000 rows). Read models are NOT built here: the caller
 * replays (that is what the replay benchmark measures) or calls buildReadModels().
 */
import { sql } from 'kysely';
import {
  crewChangeDecider,
  crewChangeStream,
  crewStream,
  masterDataDecider,
  masterDataStream,
  referencesOf,
  type Actor,
  type CrewChangeCommand,
  type CrewChangeEvent,
} from '@crewing/domain';
import { rebuildAll } from '@crewing/events';
import type { Services } from '../../apps/server/src/platform/services.js';
import { makeUser, TEST_META } from '../../apps/server/src/testing/actors.js';
import { allProjections } from '../../apps/server/src/features.js';
import { BulkEventWriter } from './bulk-events.js';

export const VESSELS_PER_FLEET = 40;
export const ROWS_PER_VESSEL = 25;
export const BENCH_FLEET = 1;
export const BENCH_ADMIN = { username: 'bench.admin', password: 'Bench-Pass-1' };

export interface FleetDataset {
  adminId: number;
  events: number;
  fleets: number;
  crewChanges: number;
  writeSeconds: number;
}

/** The administrator the benchmarks act as (a user of type 1 sees every fleet). */
export const benchActor = (id: number): Actor => ({
  id,
  name: 'BENCH ADMIN',
  userTypeId: 1,
  departmentId: 7,
  positionIds: [],
  fleetId: null,
  vesselTypeId: null,
  principalId: null,
  grants: [],
});

type MasterKind = 'fleet' | 'vessel' | 'rank' | 'port' | 'inn' | 'laboratory' | 'contract-reason';

/** Writes one master record's creation through the master data decider. */
export const masterWriter =
  (writer: BulkEventWriter, at: string) =>
  async (kind: MasterKind, id: number, fields: Record<string, unknown>): Promise<void> => {
    const events = masterDataDecider.decide(
      { type: 'CreateMasterRecord', data: { kind, id, fields, at } },
      masterDataDecider.initialState(),
    );
    await writer.stream(masterDataStream(kind).id(id), kind, events);
  };

/** The ranks and the keys a lifecycle names (ports, inns, laboratories, contract reasons). */
export async function writeBenchKeys(master: ReturnType<typeof masterWriter>): Promise<void> {
  for (let i = 1; i <= 16; i++)
    await master('rank', i, { name: `RANK ${i}`, alias: `R${i}`, rankTypeId: 1 + (i % 3), sortOrder: i });
  for (let i = 1; i <= 10; i++) await master('port', i, { name: `PORT ${i}`, country: 'PH' });
  for (let i = 1; i <= 5; i++) await master('inn', i, { name: `HOTEL ${i}` });
  for (let i = 1; i <= 4; i++) await master('laboratory', i, { name: `LAB ${i}` });
  for (let i = 1; i <= 7; i++) await master('contract-reason', i, { code: `C${i}`, name: `REASON ${i}` });
}

/** One crew change from plan to sign-on details, decided by the real decider: the events it leaves. */
export function crewChangeLifecycle(
  actor: Actor,
  at: string,
  id: number,
  vesselId: number,
  fleetId: number,
  rankId: number,
  off: number,
  rel: number,
  k: number,
): CrewChangeEvent[] {
  let state = crewChangeDecider.initialState();
  const out: CrewChangeEvent[] = [];
  const run = (c: CrewChangeCommand) => {
    const evs = crewChangeDecider.decide(c, state);
    for (const e of evs) state = crewChangeDecider.evolve(state, e);
    out.push(...evs);
  };
  const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + (k % 20) + n)).toISOString().slice(0, 10);
  // Every record the bench names exists: the facts the server would gather are all true.
  const known = (side: 'embarking' | 'disembarking', changes: Record<string, unknown>) =>
    Object.fromEntries(referencesOf(side, changes).map((r) => [r.field, true]));
  const emb = (changes: Record<string, unknown>) =>
    run({ type: 'UpdateEmbarkingDetails', data: { changes, actor, at, known: known('embarking', changes) } });
  const dis = (changes: Record<string, unknown>) =>
    run({ type: 'UpdateDisembarkingDetails', data: { changes, actor, at, known: known('disembarking', changes) } });
  run({
    type: 'PlanCrewChange',
    data: {
      crewChangeId: id,
      vesselId,
      fleetId,
      rankId,
      offSignerCrewId: off,
      relieverCrewIds: [rel],
      at,
      known: { vesselId: true, rankId: true },
      offSignerVesselId: vesselId,
    },
  });
  emb({ inn_id: 1 + (k % 5), check_in: day(0) });
  emb({ transfer_details: `VAN ${k % 9}00H` });
  emb({ check_out: day(3), departure_manila: day(4) });
  emb({ flight_details: `PR ${500 + (k % 90)} MNL-SIN` });
  emb({ embark_date: day(5), embark_port_id: 1 + (k % 10) });
  emb({ rapid_date1: day(1), lab1_id: 1 + (k % 4), rapid_result1: false });
  emb({ remarks: `READY ${k}` });
  dis({ contract_reason_id: 1 + (k % 7), disembark_port_id: 1 + (k % 10), disembark_date: day(5) });
  dis({ flight_arrival: `PR ${600 + (k % 90)} SIN-MNL`, arrive_inn_id: 1 + (k % 5) });
  dis({ remarks: `DSS ${k}` });
  if (k % 2 === 0) run({ type: 'ConfirmDate', data: { side: 'embarking', field: 'embark_date', actor, at } });
  if (k % 3 === 0) {
    run({
      type: 'AddCrewChangeComment',
      data: {
        commentId: crypto.randomUUID(),
        side: 'embarking',
        field: 'remarks',
        comment: 'CHECK',
        fileId: null,
        actor,
        at,
      },
    });
  }
  return out;
}

/**
 * A vessel's ROWS_PER_VESSEL crew change rows (ranks 1..16 in turn), numbered on from lastId: row n
 * relieves crew(2n) by crew(2n + 1). Returns the last crew change id written.
 */
export async function writeVesselRows(
  writer: BulkEventWriter,
  actor: Actor,
  at: string,
  vessel: { vesselId: number; fleetId: number },
  lastId: number,
  crew: (n: number) => number,
): Promise<number> {
  let id = lastId;
  for (let r = 0; r < ROWS_PER_VESSEL; r++) {
    id++;
    const { vesselId, fleetId } = vessel;
    const events = crewChangeLifecycle(
      actor,
      at,
      id,
      vesselId,
      fleetId,
      1 + (r % 16),
      crew(id * 2),
      crew(id * 2 + 1),
      id,
    );
    await writer.stream(crewChangeStream.id(id), crewChangeStream.type, events);
  }
  return id;
}

/** Who wrote the bench's events: 20 users, 4 devices and browsers, about 1,750 addresses, by stream. */
export const BENCH_USERS = 20;
export const BENCH_DEVICES = ['DESKTOP', 'LAPTOP', 'MOBILE', 'TABLET'];
export const BENCH_BROWSERS = ['CHROME 131', 'FIREFOX 133', 'EDGE 131', 'SAFARI 18'];
const streamNumber = (streamId: string) => Number(/(\d+)$/.exec(streamId)?.[1] ?? 0);
export const benchMetadata = (streamId: string) => {
  const k = streamNumber(streamId);
  return {
    ...TEST_META,
    userId: 1000 + (k % BENCH_USERS),
    userName: `BENCH ${k % BENCH_USERS}`,
    device: BENCH_DEVICES[k % 4]!,
    browser: BENCH_BROWSERS[Math.floor(k / 4) % 4]!,
    ip: `10.${k % 7}.${k % 250}.${1 + (k % 9)}`,
    commandId: 'bench',
  };
};
/** The dataset's events are dated over the year before the bench, oldest first (the audit bench's date ranges). */
export const BENCH_DAYS = 365;

/** Writes about targetEvents events (never fewer than one full fleet) into an empty store. */
export async function writeFleetDataset(services: Services, targetEvents: number): Promise<FleetDataset> {
  const admin = await makeUser(services, { userTypeId: 1, ...BENCH_ADMIN });
  const actor = benchActor(admin.id);
  const at = new Date().toISOString();
  const start = Date.now() - BENCH_DAYS * 86_400_000;
  const step = (BENCH_DAYS * 86_400_000) / Math.max(targetEvents, 50_000);
  const writer = new BulkEventWriter(services.db, benchMetadata, (n) => new Date(start + n * step));
  const t0 = performance.now();
  const master = masterWriter(writer, at);
  await writeBenchKeys(master);
  const CREWS = VESSELS_PER_FLEET * ROWS_PER_VESSEL * 2;
  for (let c = 1; c <= CREWS; c++) {
    await writer.stream(crewStream.id(c), crewStream.type, [
      {
        type: 'CrewRegistered',
        data: {
          crewId: c,
          at,
          profile: { crewCode: `C${c}`, lastName: `LAST${c}`, firstName: `FIRST${c}`, rankId: 1 + (c % 16) },
        },
      },
    ]);
  }
  let crewChangeId = 0;
  let fleets = 0;
  // Fleet 1 is the bench fleet; more fleets are written until the store holds the target.
  for (let f = 1; f === 1 || writer.count < targetEvents; f++) {
    fleets = f;
    await master('fleet', f, { name: `FLEET ${f}`, vesselTypeId: 2 });
    for (let v = 1; v <= VESSELS_PER_FLEET; v++) {
      const vesselId = (f - 1) * VESSELS_PER_FLEET + v;
      await master('vessel', vesselId, { name: `VESSEL ${f}-${v}`, code: `V${vesselId}`, fleetId: f, vesselTypeId: 2 });
      crewChangeId = await writeVesselRows(
        writer,
        actor,
        at,
        { vesselId, fleetId: f },
        crewChangeId,
        (n) => 1 + (n % CREWS),
      );
    }
  }
  await writer.flush();
  await sql`select setval('crew_change_id_seq', ${crewChangeId})`.execute(services.db);
  return {
    adminId: admin.id,
    events: writer.count,
    fleets,
    crewChanges: crewChangeId,
    writeSeconds: (performance.now() - t0) / 1000,
  };
}

/** Builds every read model from the events (the replay path `npm run replay` takes), then ANALYZE. */
export async function buildReadModels(services: Services): Promise<{ folds: number; seconds: number }> {
  const t0 = performance.now();
  const { folds } = await rebuildAll(services.store, allProjections);
  await sql`analyze`.execute(services.db);
  return { folds, seconds: (performance.now() - t0) / 1000 };
}
