/**
 * npm run bench:board: the crew change board at fleet scale, beside same-run baselines.
 *   store: >= 1,000,000 events; the bench fleet: 40 vessels, 1,000 crew change rows
 *   1. board load for the fleet, server side (tRPC caller)   vs a plain indexed SELECT of the rows
 *   2. edit -> 100 socket.io clients have the push              vs a bare socket.io broadcast to them
 *      then a viewer's read of it: the pushed row (crewChange.rows) vs the whole board (as before issue 26)
 *   3. first render of the fleet board in headless Chromium     vs the sign-in page
 * 1 and 3 (and the payload's size) are scripts/bench/board.ts (benchBoard), which `npm run bench` runs too.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { HttpClient, startApp } from '../apps/server/src/testing/http.js';
import { benchBoard } from './bench/board.js';
import { line, ratio } from './bench/stats.js';
import {
  BENCH_ADMIN,
  BENCH_FLEET,
  buildReadModels,
  VESSELS_PER_FLEET,
  writeFleetDataset,
} from './bench/fleet-dataset.js';

const TARGET_EVENTS = Number(process.argv[2] ?? 1_000_000);

const services = await createTestServices({ startWorkers: false });

try {
  console.log(`Seeding about ${TARGET_EVENTS.toLocaleString()} events (bulk writer + replay)...`);
  const data = await writeFleetDataset(services, TARGET_EVENTS);
  const built = await buildReadModels(services);
  console.log(
    `  ${data.events.toLocaleString()} events written in ${data.writeSeconds.toFixed(0)} s; replay of every projection: ${built.folds.toLocaleString()} folds in ${built.seconds.toFixed(0)} s (${(built.folds / built.seconds).toFixed(0)} folds/s)`,
  );
  const benchFleet = BENCH_FLEET;
  const fleets = data.fleets;
  const rowsInFleet = await services.db
    .selectFrom('crew_change_board')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('fleet_id', '=', benchFleet)
    .executeTakeFirstOrThrow();
  console.log(
    `  bench fleet ${benchFleet}: ${rowsInFleet.n} crew change rows on ${VESSELS_PER_FLEET} vessels; ${fleets} fleets in all\n`,
  );

  // 1. Board load, server side, the payload, and 3. the first render in headless Chromium.
  const figures = await benchBoard(services, data);
  console.log(
    `   payload ${figures.payloadBytes.toLocaleString()} bytes, ${figures.payloadGzipBytes.toLocaleString()} gzipped\n`,
  );

  // 2. Edit -> push to 100 clients.
  const { app, url } = await startApp(services);
  const http = new HttpClient(url);
  await http.mutation('auth.login', BENCH_ADMIN);
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
  /** What a viewer then reads (issue 26 §6): the pushed row now, the whole fleet board before. */
  const patchRead: number[] = [];
  const boardRead: number[] = [];
  const ids = (
    await services.db.selectFrom('crew_change_board').select('id').where('fleet_id', '=', benchFleet).execute()
  ).map((r) => r.id);
  for (let i = 0; i < 100; i++) {
    let s = performance.now();
    const fanned = waitAll((p) => p.payload?.crewChangeIds?.[0] === -1 - i);
    services.store.publish([{ topic: `fleet:${benchFleet}`, payload: { crewChangeIds: [-1 - i] } }]);
    await fanned;
    fanout.push(performance.now() - s);
    const id = ids[(i * 37) % ids.length]!;
    s = performance.now();
    const all = waitAll((p) => p.topic === `fleet:${benchFleet}` && p.payload?.crewChangeIds?.includes(id) === true);
    const r = await http.mutation('crewChange.updateEmbarking', {
      crewChangeId: id,
      changes: { remarks: `PUSH ${i}` },
    });
    if (r.error) throw new Error(r.error.message);
    await all;
    push.push(performance.now() - s);
    s = performance.now();
    const row = await http.query('crewChange.rows', { crewChangeIds: [id] });
    if (row.error) throw new Error(row.error.message);
    patchRead.push(performance.now() - s);
    s = performance.now();
    await http.query('crewChange.board', { fleetId: benchFleet });
    boardRead.push(performance.now() - s);
  }
  console.log('2. Edit to push: command sent -> 100 connected socket.io clients have the update');
  console.log('   ' + line('baseline: bare broadcast to 100', fanout));
  console.log('   ' + line('edit -> 100 clients', push) + ratio(push, fanout, 95));
  console.log("   then each viewer's read of the change, over HTTP:");
  console.log('   ' + line('before: crewChange.board refetch', boardRead));
  console.log('   ' + line('now: crewChange.rows (the patch)', patchRead) + ratio(patchRead, boardRead, 50, 2));
  for (const s of sockets) s.disconnect();
  console.log('');

  await app.close();
} finally {
  await services.dispose();
}
