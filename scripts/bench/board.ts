/**
 * The fleet board's load and first render at fleet scale (issue 17 goal 3), beside same-run baselines:
 *   load:    crewChange.board for the 1,000-row bench fleet, server side (tRPC caller)  vs a plain indexed SELECT of its rows
 *   payload: the board's HTTP answer, as sent and gzipped
 *   render:  first render of the fleet board in headless Chromium                     vs the sign-in page
 *            and how many crewChange.board requests it made through its live topic's join (one)
 * Prints where the first render's time goes (the requests of the last run, from navigation start).
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Services } from '../../apps/server/src/platform/services.js';
import { callerFor } from '../../apps/server/src/testing/actors.js';
import { HttpClient, startApp } from '../../apps/server/src/testing/http.js';
import { launchChromium } from '../../tests/support/browser.js';
import { BENCH_ADMIN, BENCH_FLEET, type FleetDataset } from './fleet-dataset.js';
import { line, pct, ratio } from './stats.js';

export interface BoardFigures {
  rows: number;
  load: { p50: number; p95: number; p99: number };
  loadBaseline: { p50: number; p95: number };
  payloadBytes: number;
  payloadGzipBytes: number;
  render: { p50: number; p95: number };
  /** crewChange.board requests of each first render, through its live topic's join (issue 26: one). */
  boardReads: number[];
  renderBaseline: { p50: number };
}

const LOADS = 200;
const RENDERS = 7;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

export async function benchBoard(services: Services, data: FleetDataset): Promise<BoardFigures> {
  const fleetId = BENCH_FLEET;
  const { n } = await services.db
    .selectFrom('crew_change_board')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('fleet_id', '=', fleetId)
    .executeTakeFirstOrThrow();
  const rows = Number(n);

  // 1. Board load, server side, interleaved with the baseline so both see the same machine load.
  const caller = await callerFor(services, data.adminId);
  const baseline: number[] = [];
  const board: number[] = [];
  for (let i = 0; i < 20; i++) await caller.crewChange.board({ fleetId });
  for (let i = 0; i < LOADS; i++) {
    let s = performance.now();
    await sql`select * from crew_change_board where fleet_id = ${fleetId}`.execute(services.db);
    baseline.push(performance.now() - s);
    s = performance.now();
    const b = await caller.crewChange.board({ fleetId });
    board.push(performance.now() - s);
    if (b.rows.length !== rows) throw new Error(`board rows missing: ${b.rows.length} of ${rows}`);
  }
  console.log(`1. Board load, fleet of ${rows.toLocaleString()} rows, server side`);
  console.log('   ' + line('baseline: indexed SELECT of rows', baseline));
  console.log('   ' + line('crewChange.board (DTO, counts)', board) + ratio(board, baseline, 95));

  // 2. The payload as the browser gets it (tRPC over HTTP).
  const { app, url } = await startApp(services);
  try {
    const http = new HttpClient(url);
    await http.mutation('auth.login', BENCH_ADMIN);
    const path = `/trpc/crewChange.board?input=${encodeURIComponent(JSON.stringify({ fleetId }))}`;
    const plain = await http.raw(path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await plain.arrayBuffer());
    const payloadBytes = body.length;
    const payloadGzipBytes = gzipSync(body).length;
    const wire = await http.raw(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const encoding = wire.headers.get('content-encoding') ?? 'none';
    await wire.arrayBuffer();
    console.log(
      `\n2. Board payload: ${kb(payloadBytes)} as JSON, ${kb(payloadGzipBytes)} gzipped; the server sends it with content-encoding ${encoding}`,
    );

    // 3. First render in headless Chromium.
    const browser = await launchChromium();
    const render: number[] = [];
    /** crewChange.board requests per first render, counted until half a second after the topic's join. */
    const reads: number[] = [];
    const login: number[] = [];
    const [name, value] = http.cookie.split('=') as [string, string];
    let timeline: string[] = [];
    try {
      for (let i = 0; i < RENDERS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        let s = performance.now();
        await page.goto(`${url}/`, { waitUntil: 'domcontentloaded' });
        await page.getByTestId('login-username').waitFor();
        login.push(performance.now() - s);
        await context.addCookies([{ name, value, url }]);
        const events: string[] = [];
        // Main-thread tasks over 50 ms (script evaluation, React and grid rendering), for the timeline.
        await page.addInitScript(() => {
          const w = globalThis as unknown as {
            longTasks: Array<[number, number]>;
            PerformanceObserver: typeof PerformanceObserver;
          };
          w.longTasks = [];
          const observe = { type: 'longtask', buffered: true } as unknown as Parameters<
            InstanceType<typeof PerformanceObserver>['observe']
          >[0];
          new w.PerformanceObserver((l) =>
            l.getEntries().forEach((e) => w.longTasks.push([e.startTime, e.duration])),
          ).observe(observe);
        });
        let boardReads = 0;
        let joined = false;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/trpc/crewChange.board') boardReads++;
          events.push(`${(performance.now() - s).toFixed(0).padStart(5)} ms  > ${short(r.url())}`);
        });
        // The answer to the board's topic join (it carries the topic's version, issue 26 §6).
        page.on('websocket', (ws) =>
          ws.on('framereceived', ({ payload }) => {
            if (typeof payload !== 'string' || !/^43\d+\[\{"ok":true,"version":/.test(payload)) return;
            joined = true;
            events.push(`${(performance.now() - s).toFixed(0).padStart(5)} ms  ~ live topic joined`);
          }),
        );
        page.on('requestfinished', (r) =>
          events.push(`${(performance.now() - s).toFixed(0).padStart(5)} ms  < ${short(r.url())}`),
        );
        s = performance.now();
        await page.goto(`${url}/v/crewchange/ccdetails?fleetId=${fleetId}`, { waitUntil: 'domcontentloaded' });
        await page.locator('.ag-row[row-id] [col-id="crew_name"]').first().waitFor({ timeout: 30_000 });
        render.push(performance.now() - s);
        events.push(`${render.at(-1)!.toFixed(0).padStart(5)} ms  first crew row in the grid`);
        const tasks = await page.evaluate(
          () => (globalThis as unknown as { longTasks: Array<[number, number]> }).longTasks,
        );
        // performance.now() in the page starts at navigation: close enough to s for a timeline.
        for (const [at, d] of tasks)
          events.push(`${at.toFixed(0).padStart(5)} ms  ~ main thread busy ${d.toFixed(0)} ms`);
        // Not timed: after the join a board whose rows did not move is not read again.
        for (let t = 0; t < 100 && !joined; t++) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 500));
        reads.push(boardReads);
        events.sort((a, b) => parseFloat(a) - parseFloat(b));
        timeline = events;
        await context.close();
      }
    } finally {
      await browser.close();
    }
    console.log('\n3. First render in headless Chromium');
    console.log('   ' + line('baseline: sign-in page', login));
    console.log('   ' + line('fleet board, 1,000 rows', render) + ratio(render, login, 50));
    console.log(`   crewChange.board requests per first render (through the topic's join): ${reads.join(', ')}`);
    console.log('   the last run, from navigation start:');
    for (const e of timeline) console.log('     ' + e);
    console.log('');

    return {
      rows,
      load: { p50: pct(board, 50), p95: pct(board, 95), p99: pct(board, 99) },
      loadBaseline: { p50: pct(baseline, 50), p95: pct(baseline, 95) },
      payloadBytes,
      payloadGzipBytes,
      render: { p50: pct(render, 50), p95: pct(render, 95) },
      boardReads: reads,
      renderBaseline: { p50: pct(login, 50) },
    };
  } finally {
    await app.close();
  }
}

const short = (u: string) => {
  const x = new URL(u);
  return (x.pathname + (x.pathname.startsWith('/trpc') ? '' : x.search)).slice(0, 90);
};
