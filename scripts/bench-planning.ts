/**
 * npm run bench:planning (issue 16): the past-date board and the dashboard, beside same-run baselines.
 *   store: >= 1,000,000 events; the bench fleet: 40 vessels, 1,000 crew change rows
 *   1. the fleet board at a past date (folded from the events up to it)  vs the live board, same fleet
 *   2. dashboard load with 4,000 active crews on 200 vessels (the seed's --scale 10), half onboard
 *      vs a plain count of the crews read model
 * The machine is shared: read the ratios, not the milliseconds.
 */
import { sql } from 'kysely';
import { crewStream } from '@crewing/domain';
import { rebuildProjection } from '@crewing/events';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { callerFor, makeUser, TEST_META } from '../apps/server/src/testing/actors.js';
import { allProjections } from '../apps/server/src/features.js';
import { boardAsOf } from '../apps/server/src/planning/past-board.js';
import { BulkEventWriter } from './bench/bulk-events.js';
import { pct, ratio } from './bench/stats.js';
import {
  BENCH_ADMIN,
  benchActor,
  masterWriter,
  VESSELS_PER_FLEET,
  writeBenchKeys,
  writeVesselRows,
} from './bench/fleet-dataset.js';

const TARGET_EVENTS = Number(process.argv[2] ?? 1_000_000);
const CREWS = 4_000;
/** The seed's --scale 10: 200 vessels (5 fleets of 40) carry the crews; the fleets after them only fill the store. */
const CREW_VESSELS = 200;

const line = (label: string, xs: number[]) =>
  `${label.padEnd(40)} p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms  p95 ${pct(xs, 95).toFixed(1).padStart(7)} ms`;

const services = await createTestServices({ startWorkers: false });
const admin = await makeUser(services, { userTypeId: 1, ...BENCH_ADMIN });
const actor = benchActor(admin.id);
const at = new Date().toISOString();
const writer = new BulkEventWriter(services.db, { ...TEST_META, userName: 'BENCH', commandId: 'bench' });

try {
  console.log(`Seeding about ${TARGET_EVENTS.toLocaleString()} events (bulk writer + replay)...`);
  const master = masterWriter(writer, at);
  await writeBenchKeys(master);
  let crewChangeId = 0;
  let vessels = 0;
  for (let f = 1; f === 1 || writer.count < TARGET_EVENTS - CREWS * 3; f++) {
    await master('fleet', f, { name: `FLEET ${f}`, vesselTypeId: 1 + (f % 2) });
    for (let v = 1; v <= VESSELS_PER_FLEET; v++) {
      const vesselId = ++vessels;
      await master('vessel', vesselId, {
        name: `VESSEL ${f}-${v}`,
        code: `V${vesselId}`,
        fleetId: f,
        vesselTypeId: 1 + (f % 2),
      });
      // Filler fleets name crews that are not registered: they only make the store big.
      const crew = (n: number) => (vesselId <= CREW_VESSELS ? 1 + (n % CREWS) : 100_000 + n);
      crewChangeId = await writeVesselRows(writer, actor, at, { vesselId, fleetId: f }, crewChangeId, crew);
    }
  }
  // 4,000 active crews (--scale 10 of the seed): every other one onboard a vessel, most with covid doses.
  for (let c = 1; c <= CREWS; c++) {
    const events: Array<{ type: string; data: unknown }> = [
      {
        type: 'CrewRegistered',
        data: {
          crewId: c,
          at,
          profile: { crewCode: `C${c}`, lastName: `LAST${c}`, firstName: `FIRST${c}`, rankId: 1 + (c % 16) },
        },
      },
    ];
    if (c % 2 === 0)
      events.push({
        type: 'CrewSignedOn',
        data: {
          crewId: c,
          vesselId: 1 + (c % CREW_VESSELS),
          rankId: 1 + (c % 16),
          embarkDate: `2026-0${1 + (c % 9)}-15`,
          at,
        },
      });
    for (let d = 1; d <= c % 4; d++)
      events.push({
        type: 'CovidVaccineRecorded',
        data: {
          crewId: c,
          vaccineId: crypto.randomUUID(),
          brand: 'PFIZER',
          doseNo: d,
          inoculateDate: '2021-06-01',
          country: 'PH',
          at,
        },
      });
    await writer.stream(crewStream.id(c), crewStream.type, events);
  }
  await writer.flush();
  for (const p of allProjections) await rebuildProjection(services.store, p, 5000);
  await sql`analyze`.execute(services.db);
  const rows = await services.db
    .selectFrom('crew_change_board')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('fleet_id', '=', 1)
    .executeTakeFirstOrThrow();
  console.log(
    `  ${writer.count.toLocaleString()} events; bench fleet 1: ${rows.n} crew change rows on ${VESSELS_PER_FLEET} vessels; ${vessels} vessels, ${CREWS} crews in all\n`,
  );

  const caller = await callerFor(services, admin.id);
  const asOf = new Date();
  // 1. Past-date board vs live board, the same fleet, alternating.
  const live: number[] = [];
  const past: number[] = [];
  for (let i = 0; i < 3; i++) {
    await caller.crewChange.board({ fleetId: 1 });
    await boardAsOf(services, { fleetId: 1 }, asOf, actor);
  }
  let folded = 0;
  for (let i = 0; i < 30; i++) {
    let s = performance.now();
    const l = await caller.crewChange.board({ fleetId: 1 });
    live.push(performance.now() - s);
    s = performance.now();
    const p = await boardAsOf(services, { fleetId: 1 }, asOf, actor);
    past.push(performance.now() - s);
    folded = p.events;
    if (p.rows.length !== l.rows.length) throw new Error('past board rows differ');
  }
  console.log(`1. Fleet board (40 vessels, ${rows.n} rows), store of ${writer.count.toLocaleString()} events`);
  console.log('   ' + line('live board (crewChange.board)', live));
  console.log(
    '   ' +
      line(`past-date board (${folded.toLocaleString()} events folded)`, past) +
      ratio(past, live, 95) +
      `   goal < 1 s: ${pct(past, 95) < 1000 ? 'met' : 'NOT met'}`,
  );

  // 2. Dashboard vs a plain count of the read model.
  const base: number[] = [];
  const dash: number[] = [];
  for (let i = 0; i < 3; i++) await caller.dashboard.summary({});
  for (let i = 0; i < 30; i++) {
    let s = performance.now();
    await sql`select count(*) filter (where onboard_vessel_id is not null), count(*) from crews where status = 1`.execute(
      services.db,
    );
    base.push(performance.now() - s);
    s = performance.now();
    await caller.dashboard.summary({});
    dash.push(performance.now() - s);
  }
  console.log(
    `2. Dashboard, ${CREWS} crews on ${CREW_VESSELS} vessels (seed --scale 10); ${vessels} vessels in the store`,
  );
  console.log('   ' + line('baseline: count of the crews read model', base));
  console.log('   ' + line('dashboard.summary', dash) + ratio(dash, base, 95));
} finally {
  await services.dispose();
}
