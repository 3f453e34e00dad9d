/**
 * npm run bench:board: the crew change board at fleet scale, beside same-run baselines.
 *   store: >= 1,000,000 events; the bench fleet: 40 vessels, 1,000 crew change rows
 *   1. board load for the fleet, server side (tRPC caller)   vs a plain indexed SELECT of the rows
 *   2. edit -> 100 socket.io clients have the push              vs a bare socket.io broadcast to them
 *   3. first render of the fleet board in headless Chromium     vs the sign-in page
 */
import { io as connect, type Socket } from 'socket.io-client';
import { sql } from 'kysely';
import { crewChangeDecider, crewChangeStream, crewStream, masterDataDecider, masterDataStream, referencesOf, type Actor, type CrewChangeCommand, type CrewChangeEvent } from '@crewing/domain';
import { rebuildProjection } from '@crewing/events';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { callerFor, makeUser, TEST_META } from '../apps/server/src/testing/actors.js';
import { HttpClient, startApp } from '../apps/server/src/testing/http.js';
import { allProjections } from '../apps/server/src/features.js';
import { launchChromium } from '../tests/support/browser.js';
import { BulkEventWriter } from './bench/bulk-events.js';

const TARGET_EVENTS = Number(process.argv[2] ?? 1_000_000);
const VESSELS_PER_FLEET = 40;
const ROWS_PER_VESSEL = 25;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const line = (label: string, xs: number[]) => `${label.padEnd(34)} p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms  p95 ${pct(xs, 95).toFixed(1).padStart(7)} ms  p99 ${pct(xs, 99).toFixed(1).padStart(7)} ms`;

const services = await createTestServices({ startWorkers: false });
const admin = await makeUser(services, { userTypeId: 1, username: 'bench.admin', password: 'Bench-Pass-1' });
const actor: Actor = { id: admin.id, name: 'BENCH ADMIN', userTypeId: 1, departmentId: 7, positionIds: [], fleetId: null, vesselTypeId: null, principalId: null, grants: [] };
const at = new Date().toISOString();
const writer = new BulkEventWriter(services.db, { ...TEST_META, userName: 'BENCH', commandId: 'bench' });

function lifecycle(id: number, vesselId: number, fleetId: number, rankId: number, off: number, rel: number, k: number): CrewChangeEvent[] {
  let state = crewChangeDecider.initialState();
  const out: CrewChangeEvent[] = [];
  const run = (c: CrewChangeCommand) => {
    const evs = crewChangeDecider.decide(c, state);
    for (const e of evs) state = crewChangeDecider.evolve(state, e);
    out.push(...evs);
  };
  const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + (k % 20) + n)).toISOString().slice(0, 10);
  // Every record the bench names exists: the facts the server would gather are all true.
  const known = (side: 'embarking' | 'disembarking', changes: Record<string, unknown>) => Object.fromEntries(referencesOf(side, changes).map((r) => [r.field, true]));
  const emb = (changes: Record<string, unknown>) => run({ type: 'UpdateEmbarkingDetails', data: { changes, actor, at, known: known('embarking', changes) } });
  const dis = (changes: Record<string, unknown>) => run({ type: 'UpdateDisembarkingDetails', data: { changes, actor, at, known: known('disembarking', changes) } });
  run({
    type: 'PlanCrewChange',
    data: { crewChangeId: id, vesselId, fleetId, rankId, offSignerCrewId: off, relieverCrewIds: [rel], at, known: { vesselId: true, rankId: true }, offSignerVesselId: vesselId },
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
    run({ type: 'AddCrewChangeComment', data: { commentId: crypto.randomUUID(), side: 'embarking', field: 'remarks', comment: 'CHECK', fileId: null, actor, at } });
  }
  return out;
}

try {
  console.log(`Seeding about ${TARGET_EVENTS.toLocaleString()} events (bulk writer + replay)...`);
  let t0 = performance.now();
  const master = async (kind: 'fleet' | 'vessel' | 'rank' | 'port' | 'inn' | 'laboratory' | 'contract-reason', id: number, fields: Record<string, unknown>) => {
    const events = masterDataDecider.decide({ type: 'CreateMasterRecord', data: { kind, id, fields, at } }, masterDataDecider.initialState());
    await writer.stream(masterDataStream(kind).id(id), kind, events);
  };
  for (let i = 1; i <= 16; i++) await master('rank', i, { name: `RANK ${i}`, alias: `R${i}`, rankTypeId: 1 + (i % 3), sortOrder: i });
  for (let i = 1; i <= 10; i++) await master('port', i, { name: `PORT ${i}`, country: 'PH' });
  for (let i = 1; i <= 5; i++) await master('inn', i, { name: `HOTEL ${i}` });
  for (let i = 1; i <= 4; i++) await master('laboratory', i, { name: `LAB ${i}` });
  for (let i = 1; i <= 7; i++) await master('contract-reason', i, { code: `C${i}`, name: `REASON ${i}` });
  const CREWS = VESSELS_PER_FLEET * ROWS_PER_VESSEL * 2;
  for (let c = 1; c <= CREWS; c++) {
    await writer.stream(crewStream.id(c), crewStream.type, [{ type: 'CrewRegistered', data: { crewId: c, at, profile: { crewCode: `C${c}`, lastName: `LAST${c}`, firstName: `FIRST${c}`, rankId: 1 + (c % 16) } } }]);
  }
  let crewChangeId = 0;
  let fleets = 0;
  // Fleet 1 is the bench fleet; more fleets are written until the store holds the target.
  for (let f = 1; f === 1 || writer.count < TARGET_EVENTS; f++) {
    fleets = f;
    await master('fleet', f, { name: `FLEET ${f}`, vesselTypeId: 2 });
    for (let v = 1; v <= VESSELS_PER_FLEET; v++) {
      const vesselId = (f - 1) * VESSELS_PER_FLEET + v;
      await master('vessel', vesselId, { name: `VESSEL ${f}-${v}`, code: `V${vesselId}`, fleetId: f, vesselTypeId: 2 });
      for (let r = 0; r < ROWS_PER_VESSEL; r++) {
        crewChangeId++;
        const off = 1 + ((crewChangeId * 2) % CREWS);
        const events = lifecycle(crewChangeId, vesselId, f, 1 + (r % 16), off, 1 + ((crewChangeId * 2 + 1) % CREWS), crewChangeId);
        await writer.stream(crewChangeStream.id(crewChangeId), crewChangeStream.type, events);
      }
    }
  }
  await writer.flush();
  const written = (performance.now() - t0) / 1000;
  t0 = performance.now();
  let folds = 0;
  for (const p of allProjections) folds += (await rebuildProjection(services.store, p, 5000)).events;
  const replaySeconds = (performance.now() - t0) / 1000;
  await sql`analyze`.execute(services.db);
  await sql`select setval('crew_change_id_seq', ${crewChangeId})`.execute(services.db);
  console.log(`  ${writer.count.toLocaleString()} events written in ${written.toFixed(0)} s; replay of every projection: ${folds.toLocaleString()} folds in ${replaySeconds.toFixed(0)} s (${(folds / replaySeconds).toFixed(0)} folds/s)`);
  const benchFleet = 1;
  const rowsInFleet = await services.db.selectFrom('crew_change_board').select(({ fn }) => fn.countAll<string>().as('n')).where('fleet_id', '=', benchFleet).executeTakeFirstOrThrow();
  console.log(`  bench fleet ${benchFleet}: ${rowsInFleet.n} crew change rows on ${VESSELS_PER_FLEET} vessels; ${fleets} fleets in all\n`);

  // 1. Board load, server side.
  const caller = await callerFor(services, admin.id);
  const baseline: number[] = [];
  const board: number[] = [];
  for (let i = 0; i < 20; i++) await caller.crewChange.board({ fleetId: benchFleet });
  for (let i = 0; i < 200; i++) {
    let s = performance.now();
    await sql`select * from crew_change_board where fleet_id = ${benchFleet}`.execute(services.db);
    baseline.push(performance.now() - s);
    s = performance.now();
    const b = await caller.crewChange.board({ fleetId: benchFleet });
    board.push(performance.now() - s);
    if (b.rows.length !== Number(rowsInFleet.n)) throw new Error('board rows missing');
  }
  console.log('1. Board load, fleet of 1,000 rows, server side');
  console.log('   ' + line('baseline: indexed SELECT of rows', baseline));
  console.log('   ' + line('crewChange.board (DTO, counts)', board) + `   ratio p95 ${(pct(board, 95) / pct(baseline, 95)).toFixed(1)}x`);

  // 2. Edit -> push to 100 clients.
  const { app, url } = await startApp(services);
  const http = new HttpClient(url);
  await http.mutation('auth.login', { username: 'bench.admin', password: 'Bench-Pass-1' });
  const sockets: Socket[] = [];
  for (let i = 0; i < 100; i++) {
    const s = connect(url, { transports: ['websocket'], extraHeaders: { cookie: http.cookie }, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    await s.emitWithAck('subscribe', `fleet:${benchFleet}`);
    sockets.push(s);
  }
  const waitAll = (match: (p: { topic: string; payload?: { crewChangeIds?: number[] } }) => boolean) =>
    Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve) => {
            const on = (p: { topic: string; payload?: { crewChangeIds?: number[] } }) => {
              if (match(p)) {
                s.off('change', on);
                resolve();
              }
            };
            s.on('change', on);
          }),
      ),
    );
  const fanout: number[] = [];
  const push: number[] = [];
  const ids = (await services.db.selectFrom('crew_change_board').select('id').where('fleet_id', '=', benchFleet).execute()).map((r) => r.id);
  for (let i = 0; i < 100; i++) {
    let s = performance.now();
    const fanned = waitAll((p) => p.payload?.crewChangeIds?.[0] === -1 - i);
    services.store.publish([{ topic: `fleet:${benchFleet}`, payload: { crewChangeIds: [-1 - i] } }]);
    await fanned;
    fanout.push(performance.now() - s);
    const id = ids[(i * 37) % ids.length]!;
    s = performance.now();
    const all = waitAll((p) => p.topic === `fleet:${benchFleet}` && p.payload?.crewChangeIds?.includes(id) === true);
    const r = await http.mutation('crewChange.updateEmbarking', { crewChangeId: id, changes: { remarks: `PUSH ${i}` } });
    if (r.error) throw new Error(r.error.message);
    await all;
    push.push(performance.now() - s);
  }
  console.log('\n2. Edit to push: command sent -> 100 connected socket.io clients have the update');
  console.log('   ' + line('baseline: bare broadcast to 100', fanout));
  console.log('   ' + line('edit -> 100 clients', push) + `   ratio p95 ${(pct(push, 95) / pct(fanout, 95)).toFixed(1)}x`);
  for (const s of sockets) s.disconnect();

  // 3. First render in headless Chromium.
  const browser = await launchChromium();
  const render: number[] = [];
  const login: number[] = [];
  const [name, value] = http.cookie.split('=') as [string, string];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let s = performance.now();
    await page.goto(`${url}/`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('login-username').waitFor();
    login.push(performance.now() - s);
    await context.addCookies([{ name, value, url }]);
    s = performance.now();
    await page.goto(`${url}/v/crewchange/ccdetails?fleetId=${benchFleet}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.ag-row[row-id] [col-id="crew_name"]').first().waitFor({ timeout: 30_000 });
    render.push(performance.now() - s);
    await context.close();
  }
  await browser.close();
  console.log('\n3. First render in headless Chromium');
  console.log('   ' + line('baseline: sign-in page', login));
  console.log('   ' + line('fleet board, 1,000 rows', render) + `   ratio p50 ${(pct(render, 50) / pct(login, 50)).toFixed(1)}x\n`);
  await app.close();
} finally {
  await services.dispose();
}
