/**
 * The audit screen at fleet scale (issue 27 goal 4): the history log's first page (10 rows and the
 * count under it, `audit.list` through the tRPC caller as the screen asks it) with each filter an
 * auditor brings, beside a same-run baseline: a plain indexed read of the newest 10 events.
 * The dataset's events are spread over a year and over 20 users, 4 devices and browsers and
 * about 1,750 addresses (fleet-dataset.ts), so each filter is as selective as in a real log:
 * a user 1/20, a day about 1/365, a device or a browser 1/4, one address a few streams.
 */
import { sql } from 'kysely';
import { todayIn } from '@crewing/domain';
import type { Services } from '../../apps/server/src/platform/services.js';
import { callerFor } from '../../apps/server/src/testing/actors.js';
import { BENCH_DAYS, type FleetDataset } from './fleet-dataset.js';
import { line, pct } from './stats.js';

export interface AuditFigures {
  events: number;
  baseline: { p50: number; p95: number };
  filters: Array<{ filter: string; p50: number; p95: number; rows: number; total: number }>;
}

const RUNS = 40;
const PER_PAGE = 10; // the screen's page (002 §9)

export async function benchAudit(services: Services, data: FleetDataset): Promise<AuditFigures> {
  const caller = await callerFor(services, data.adminId);
  const day = todayIn(new Date(Date.now() - (BENCH_DAYS / 2) * 86_400_000), services.env.TIME_ZONE);
  const middle = Math.ceil(data.crewChanges / 2);
  const filters: Array<[string, Record<string, unknown>]> = [
    ['none', {}],
    ['user', { userId: 1007 }],
    ['date range (one day)', { dateFrom: day, dateTo: day }],
    ['entity (a crew change)', { streamId: `crew-change-${middle}` }],
    ['event type', { eventType: 'CREWCHANGECOMMENTADDED' }],
    ['device', { device: 'TABLET' }],
    ['browser', { browser: 'SAFARI' }],
    ['IP (one address)', { ip: '10.3.47.2' }],
  ];
  const { n } = (await sql<{ n: string }>`select count(*)::text as n from events`.execute(services.db)).rows[0]!;
  const newest = () => sql`select * from events order by global_position desc limit ${PER_PAGE}`.execute(services.db);
  const baseline: number[] = [];
  const times = filters.map(() => [] as number[]);
  const found = filters.map(() => ({ rows: 0, total: 0 }));
  for (const [, f] of filters) await caller.audit.list({ page: 1, perPage: PER_PAGE, ...f }); // warm-up
  // Interleaved: each round reads the baseline once and every filter once, so the machine's load falls on all alike.
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    await newest();
    baseline.push(performance.now() - t0);
    for (const [j, [, f]] of filters.entries()) {
      t0 = performance.now();
      const page = await caller.audit.list({ page: 1, perPage: PER_PAGE, ...f });
      times[j]!.push(performance.now() - t0);
      found[j] = { rows: page.items.length, total: page.total };
    }
  }
  console.log(`Audit screen, first page of ${PER_PAGE} and its count, ${Number(n).toLocaleString('en-US')} events`);
  console.log('   ' + line('baseline: newest 10 events', baseline));
  for (const [j, [name]] of filters.entries())
    console.log(
      '   ' + line(name, times[j]!) + `   ${found[j]!.rows} rows of ${found[j]!.total.toLocaleString('en-US')}`,
    );
  return {
    events: Number(n),
    baseline: { p50: pct(baseline, 50), p95: pct(baseline, 95) },
    filters: filters.map(([filter], j) => ({
      filter,
      p50: pct(times[j]!, 50),
      p95: pct(times[j]!, 95),
      ...found[j]!,
    })),
  };
}
