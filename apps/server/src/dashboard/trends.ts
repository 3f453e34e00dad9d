import { sql, type Kysely } from 'kysely';
import { dueDate, monthsEndingWith, topics } from '@crewing/domain';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import type { DB } from '../platform/db/schema.js';
import type { PlanContext } from '../planning/plans.js';
import type { DashboardTrendContractsTable, DashboardTrendsTable } from './tables.js';
import { rowChunks } from '../platform/db/row-chunks.js';

/** The sea service read model's events (crew/experience/projection.ts): they move one crew's contracts. */
const SEA_SERVICE_EVENTS = [
  'CrewSignedOn',
  'CrewSignedOff',
  'CrewArrivedHome',
  'CrewRankChanged',
  'CrewSeaServiceCorrected',
];

/** The first day of a date's month ('2026-11-27' -> '2026-11-01'); 'infinity' while he is onboard. */
const offMonth = (disembark: string | null) => (disembark === null ? 'infinity' : `${disembark.slice(0, 7)}-01`);
const keyOf = (r: { embark_date: string; off_month: string; returner: boolean }) =>
  `${r.embark_date}|${r.off_month}|${r.returner}`;

/** These crews' contracts as the trends count them, from the sea service read model as it stands. */
async function contractsOf(db: Kysely<DB>, crewIds: readonly number[]): Promise<DashboardTrendContractsTable[]> {
  const rows = await db
    .selectFrom('crew_sea_service')
    .select(['crew_id', 'embark_date', 'disembark_date'])
    .where('crew_id', '=', sql<number>`any(${sql.val([...crewIds])}::int[])`)
    .execute();
  const first = new Map<number, string>();
  for (const r of rows) if (!(first.get(r.crew_id)! <= r.embark_date)) first.set(r.crew_id, r.embark_date);
  // Returning: he had signed on with us before this contract's embark date (an earlier contract of his).
  return rows.map((r) => ({ ...r, returner: first.get(r.crew_id)! < r.embark_date }));
}

/**
 * Issue 32 §3: the top-management trends kept as the events arrive. A batch works out again the contracts
 * of each crew its events touch, from the sea service read model as it stands (features.ts order: after it),
 * and moves them in the counts (`dashboard_trends`: by embark date, disembark month, returning) from their
 * old rows (`dashboard_trend_contracts`); a replay lands on the same rows. Every open dashboard refetches.
 */
export const dashboardTrendsProjection: Projection = {
  name: 'dashboard-trends',
  mode: 'async',
  eventTypes: SEA_SERVICE_EVENTS,
  tables: ['dashboard_trend_contracts', 'dashboard_trends'],
  reads: ['crew_sea_service'],
  apply(trx: AnyTrx, event: StoredEvent) {
    return dashboardTrendsProjection.applyBatch!(trx, [event]) as Promise<Change[]>;
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    const db = trx as Kysely<DB>;
    const touched = [
      ...new Set(
        events.map((e) => (e.data as { crewId?: number }).crewId).filter((id): id is number => typeof id === 'number'),
      ),
    ];
    if (touched.length === 0) return [];
    const ids = sql<number>`any(${sql.val(touched)}::int[])`;
    const old = await db
      .selectFrom('dashboard_trend_contracts')
      .select(['crew_id', 'embark_date', 'disembark_date', 'returner'])
      .where('crew_id', '=', ids)
      .execute();
    const now = await contractsOf(db, touched);
    const delta = new Map<string, DashboardTrendsTable>();
    const move = (c: DashboardTrendContractsTable, by: number) => {
      const row = { embark_date: c.embark_date, off_month: offMonth(c.disembark_date), returner: c.returner, n: 0 };
      const d = delta.get(keyOf(row)) ?? row;
      d.n += by;
      delta.set(keyOf(row), d);
    };
    for (const c of old) move(c, -1);
    for (const c of now) move(c, 1);
    await db.deleteFrom('dashboard_trend_contracts').where('crew_id', '=', ids).execute();
    for (const part of rowChunks(now)) await db.insertInto('dashboard_trend_contracts').values(part).execute();
    const moved = [...delta.values()].filter((d) => d.n !== 0);
    for (const part of rowChunks(moved))
      await db
        .insertInto('dashboard_trends')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['embark_date', 'off_month', 'returner']).doUpdateSet({ n: sql`dashboard_trends.n + excluded.n` }),
        )
        .execute();
    if (moved.length > 0) await db.deleteFrom('dashboard_trends').where('n', '<=', 0).execute();
    return moved.length > 0 ? [{ topic: topics.dashboard() }] : [];
  },
  /**
   * A rebuild: every contract worked out at once from the whole sea service read model, as `contractsOf`
   * does a crew's (returning: embarked after his first contract's embark date), then counted by the
   * same keys (`offMonth`: the first of the disembark month, infinity while onboard).
   */
  async derive(trx: AnyTrx) {
    const db = trx as Kysely<DB>;
    await sql`
      insert into dashboard_trend_contracts (crew_id, embark_date, disembark_date, returner)
      select crew_id, embark_date, disembark_date, embark_date > min(embark_date) over (partition by crew_id)
        from crew_sea_service`.execute(db);
    await sql`
      insert into dashboard_trends (embark_date, off_month, returner, n)
      select embark_date, coalesce(date_trunc('month', disembark_date)::date, 'infinity'::date), returner, count(*)::int
        from dashboard_trend_contracts group by 1, 2, 3`.execute(db);
  },
};

export interface TrendMonth {
  month: string;
  signOns: number;
  returning: number;
  retention: number;
  overdue: number;
}

/**
 * The last 12 months' trends (002 §7 top management) from `dashboard_trends`: sign-ons a month (and of
 * those, crews who had served with us before), and the contracts overdue at each month's end (the first
 * of the next month, today for this month): embarked before it, past their due date (embark date plus the
 * server's contract length, PostgreSQL's month arithmetic clamping as dayjs does) and not yet disembarked.
 * A month's end is the first of a month, where the disembark month decides; today's end also takes off
 * the contracts that ended this month before today (`dashboard_trend_contracts`, on their disembark date).
 */
export async function trendMonths(db: Kysely<DB>, ctx: PlanContext): Promise<TrendMonth[]> {
  const months = monthsEndingWith(ctx.today.slice(0, 7), 12);
  const ends = months.map((m) => {
    const end = dueDate(`${m}-01`, 1);
    return end < ctx.today ? end : ctx.today;
  });
  const [first, after] = [`${months[0]!}-01`, dueDate(`${months[months.length - 1]!}-01`, 1)];
  const monthOfEnd = (e: string) => `${e.slice(0, 7)}-01`;
  const due = (e: string) => sql`embark_date + make_interval(months => ${ctx.defaultMonths}) < ${e}::date
    and embark_date < ${e}::date`;
  const overdueAt = ends.map(
    (e, i) =>
      sql`coalesce(sum(n) filter (where off_month >= ${monthOfEnd(e)}::date and ${due(e)}), 0)::int as ${sql.ref(`o${i}`)}`,
  );
  // One statement (a round trip, not three): the overdue counts as columns, the months' sign-ons and the
  // contracts counted by their disembark month but off before today's end (one month's sign-offs at most) as JSON.
  const { rows } = await sql<
    Record<string, number> & {
      sign_ons: Array<{ month: string; sign_ons: number; returning: number }>;
      ended: Array<{ i: number; n: number }>;
    }
  >`
    select o.*,
      (select coalesce(json_agg(s), '[]') from (
        select to_char(embark_date, 'YYYY-MM') as month, sum(n)::int as sign_ons,
               coalesce(sum(n) filter (where returner), 0)::int as returning
          from dashboard_trends where embark_date >= ${first}::date and embark_date < ${after}::date group by 1
      ) s) as sign_ons,
      (select coalesce(json_agg(x), '[]') from (
        select e.i::int as i, count(c.*)::int as n
          from unnest(${ends}::date[]) with ordinality as e(d, i)
          join dashboard_trend_contracts c
            on c.disembark_date >= date_trunc('month', e.d)::date and c.disembark_date < e.d
           and c.embark_date + make_interval(months => ${ctx.defaultMonths}) < e.d and c.embark_date < e.d
         where e.d > date_trunc('month', e.d)::date
         group by 1
      ) x) as ended
    from (select ${sql.join(overdueAt)} from dashboard_trends where off_month >= ${monthOfEnd(ends[0]!)}::date) o
  `.execute(db);
  const row = rows[0]!;
  const ended = new Map(row.ended.map((r) => [r.i - 1, r.n]));
  const byMonth = new Map(row.sign_ons.map((r) => [r.month, r]));
  return months.map((month, i) => {
    const m = byMonth.get(month);
    const [signOnsOf, returning] = [m?.sign_ons ?? 0, m?.returning ?? 0];
    return {
      month,
      signOns: signOnsOf,
      returning,
      retention: signOnsOf === 0 ? 0 : Math.round((returning / signOnsOf) * 100),
      overdue: (row[`o${i}`] ?? 0) - (ended.get(i) ?? 0),
    };
  });
}
