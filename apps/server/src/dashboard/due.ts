import { sql, type Kysely } from 'kysely';
import { crewChangeStream, dueDate, topics } from '@crewing/domain';
import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import type { DB } from '../platform/db/schema.js';
import { CREWS_EVENTS } from '../crew/projection.js';
import { CREW_CHANGE_EVENTS } from '../crew-change/projections.js';
import { currentContractTerms } from '../compliance/contract-terms.js';
import { crewsWithPlannedMonths, openCrewChanges } from '../planning/facts.js';
import type { PlanContext } from '../planning/plans.js';
import type { DashboardDueTable } from './tables.js';
import { rowChunks } from '../platform/db/row-chunks.js';

/** The families whose records set a contract's end (compliance/contract-terms.ts). */
const CONTRACT_FAMILIES = ['employment-contract', 'contract-change'];
const RECORD_EVENTS = ['CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'];
const CREW_EVENTS: readonly string[] = [...CREWS_EVENTS, ...RECORD_EVENTS, 'ContractDurationSet'];
const CHANGE_EVENTS: readonly string[] = CREW_CHANGE_EVENTS;

/**
 * The rows of these crews as the vessel plan sees them now (planning/plans.ts fleetPlanRows: the crews
 * read model's vessel and embark date, the planned months, his contract's terms, and the open crew
 * change of his vessel naming him as off-signer, the last one listed as the plan's map keeps it).
 */
export async function dueRowsOf(db: Kysely<DB>, crewIds: readonly number[]): Promise<DashboardDueTable[]> {
  if (crewIds.length === 0) return [];
  const onboard = (
    await crewsWithPlannedMonths(db)
      .select(['c.id', 'c.onboard_vessel_id', 'c.embark_date', 'p.months'])
      .where('c.id', '=', sql<number>`any(${sql.val([...crewIds])}::int[])`)
      .where('c.onboard_vessel_id', 'is not', null)
      .where('c.embark_date', 'is not', null)
      .execute()
  ).map((r) => ({ crewId: r.id, vesselId: r.onboard_vessel_id!, embarkDate: r.embark_date!, months: r.months }));
  if (onboard.length === 0) return [];
  const ids = onboard.map((c) => c.crewId);
  const [terms, changes] = await Promise.all([
    currentContractTerms(db, ids),
    openCrewChanges(db, [...new Set(onboard.map((c) => c.vesselId))], ids),
  ]);
  return onboard.map((c) => {
    const mine = changes.filter((x) => x.offSignerCrewId === c.crewId && x.vesselId === c.vesselId);
    return {
      crew_id: c.crewId,
      vessel_id: c.vesselId,
      embark_date: c.embarkDate,
      months: c.months ?? null,
      contract_end: terms.get(c.crewId)?.end ?? null,
      crew_change_ids: mine.map((x) => x.crewChangeId),
      has_reliever: mine.at(-1)?.reliever != null,
    };
  });
}

/**
 * Adds (1) or takes off (-1) the counts of these crews' `dashboard_due` rows (migration 0076, which fills
 * them with the same expressions): by vessel, planned reliever, and the due date when it is known without
 * the server's setting (`due`), else the embark date (`embark`); once by month and once by day.
 */
async function tally(db: Kysely<DB>, crewIds: readonly number[], by: 1 | -1) {
  await sql`
    insert into dashboard_due_tallies (grain, basis, at, vessel_id, has_reliever, n)
    select g.grain, d.basis, g.at, d.vessel_id, d.has_reliever, ${by}::int * count(*)::int
    from (
      select vessel_id, has_reliever,
        case when contract_end is not null or months is not null then 'due' else 'embark' end as basis,
        case when contract_end is not null then contract_end
             when months is not null then to_char(embark_date::date + make_interval(months => months), 'YYYY-MM-DD')
             else to_char(embark_date::date, 'YYYY-MM-DD') end as at
      from dashboard_due where crew_id = any(${sql.val([...crewIds])}::int[])
    ) d
    cross join lateral (values ('day', d.at), ('month', left(d.at, 7))) as g(grain, at)
    group by g.grain, d.basis, g.at, d.vessel_id, d.has_reliever
    on conflict (grain, basis, at, vessel_id, has_reliever)
    do update set n = dashboard_due_tallies.n + excluded.n`.execute(db);
}

/**
 * Issue 32 §3: the dashboard's crew change summary from a read model (`dashboard_due`, one row per crew
 * onboard), not the vessel plan of every fleet built per request. Async, after the crews and sea service
 * read models (features.ts order): a batch works out again the rows of the crews its events touch (his
 * stream, his contract records and planned months; for a crew change, its off-signer now and the crews
 * it was open for), from the read models as they stand, and moves their counts (`dashboard_due_tallies`,
 * `tally`) from their old rows to the new ones, so a replay lands on the same rows. A due date made of the
 * default contract length is worked out at read time (the length is the server's setting).
 */
export const dashboardDueProjection: Projection = {
  name: 'dashboard-due',
  mode: 'async',
  eventTypes: [...CREW_EVENTS, ...CHANGE_EVENTS],
  tables: ['dashboard_due', 'dashboard_due_tallies'],
  reads: ['crews', 'crew_sea_service', 'crew_records', 'planned_contracts', 'crew_change_board'],
  apply(trx: AnyTrx, event: StoredEvent) {
    return dashboardDueProjection.applyBatch!(trx, [event]) as Promise<Change[]>;
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
    const db = trx as Kysely<DB>;
    const data = (e: StoredEvent) => e.data as { crewId?: number; family?: string };
    const touched = new Set<number>();
    for (const e of events) {
      if (!CREW_EVENTS.includes(e.type)) continue;
      if (RECORD_EVENTS.includes(e.type) && !CONTRACT_FAMILIES.includes(data(e).family ?? '')) continue;
      const id = data(e).crewId;
      if (typeof id === 'number') touched.add(id);
    }
    const changeIds = [
      ...new Set(
        events
          .filter((e) => CHANGE_EVENTS.includes(e.type))
          .map((e) => crewChangeStream.numberOf(e.streamId))
          .filter((id): id is number => id !== null),
      ),
    ];
    if (changeIds.length > 0) {
      const ids = sql.val(changeIds);
      const [now, before] = await Promise.all([
        db
          .selectFrom('crew_change_board')
          .select('off_signer_crew_id')
          .where('id', '=', sql<number>`any(${ids}::int[])`)
          .where('off_signer_crew_id', 'is not', null)
          .execute(),
        db
          .selectFrom('dashboard_due')
          .select('crew_id')
          .where(sql<boolean>`crew_change_ids && ${ids}::int[]`)
          .execute(),
      ]);
      for (const r of now) touched.add(r.off_signer_crew_id!);
      for (const r of before) touched.add(r.crew_id);
    }
    if (touched.size === 0) return [];
    const ids = [...touched];
    const rows = await dueRowsOf(db, ids);
    await tally(db, ids, -1);
    await db
      .deleteFrom('dashboard_due')
      .where('crew_id', '=', sql<number>`any(${sql.val(ids)}::int[])`)
      .execute();
    for (const part of rowChunks(rows)) await db.insertInto('dashboard_due').values(part).execute();
    await tally(db, ids, 1);
    await db.deleteFrom('dashboard_due_tallies').where('n', '=', 0).execute();
    return [{ topic: topics.dashboard() }];
  },
  /** A rebuild: the rows of every crew onboard worked out at once from the read models, 5,000 crews a page. */
  async derive(trx: AnyTrx) {
    const db = trx as Kysely<DB>;
    for (let after = 0; ;) {
      const page = await db
        .selectFrom('crews')
        .select('id')
        .where('id', '>', after)
        .where('onboard_vessel_id', 'is not', null)
        .orderBy('id')
        .limit(5000)
        .execute();
      if (page.length === 0) return;
      const ids = page.map((c) => c.id);
      for (const part of rowChunks(await dueRowsOf(db, ids)))
        await db.insertInto('dashboard_due').values(part).execute();
      await tally(db, ids, 1);
      after = ids.at(-1)!;
    }
  },
};

export interface CrewChangeSummary {
  overdue: number;
  dueThisMonth: number;
  dueNextMonth: number;
  planned: number;
  withoutReliever: number;
}

/** An active vessel of the dashboard's fleets, and his crews onboard past their due date. */
export interface VesselOverdue {
  vesselId: number;
  vesselName: string;
  fleetId: number | null;
  overdue: number;
}

/**
 * The crew change summary and the active vessels of some fleets (all when null, by name) with their overdue
 * contracts, the figures the vessel plan rows gave (issue 24: overdue is due before today and still onboard; an
 * overdue contract is not due this month), from the counts of `dashboard_due_tallies`: the month rows (vessels x
 * months) decide every due date outside this month, the day rows of this month's due dates (at most vessels x 31)
 * split it at today. The due date is his contract's end, else the embark date plus the planned months (`basis`
 * 'due'), else plus the server's default (`basis` 'embark': its month is the embark month shifted, its day worked
 * out for this month's rows only, PostgreSQL's month arithmetic as `dueDate`). One statement: the vessels too.
 */
export async function crewChangeSummary(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  ctx: PlanContext,
): Promise<{ summary: CrewChangeSummary; vessels: VesselOverdue[] }> {
  const thisMonth = `${ctx.today.slice(0, 7)}-01`;
  const k = ctx.defaultMonths;
  // This month and the next, by due date ('due') and by the embark date the default length makes due then ('embark').
  const [m0, m1, e0, e1] = [thisMonth, dueDate(thisMonth, 1), dueDate(thisMonth, -k), dueDate(thisMonth, 1 - k)];
  const month = (d: string) => d.slice(0, 7);
  const fleets = fleetIds ? sql`and v.fleet_id = any(${sql.val([...fleetIds])}::int[])` : sql``;
  // A month row's due month against a month: its own ('due'), or its embark month against the month k before.
  const dueMonth = (op: '<' | '=' | '>', d: string, e: string) =>
    sql`((t.basis = 'due' and t.at ${sql.raw(op)} ${month(d)}) or (t.basis = 'embark' and t.at ${sql.raw(op)} ${month(e)}))`;
  const { rows } = await sql<{
    vessel_id: number;
    name: string;
    fleet_id: number | null;
    overdue: number;
    this_month: number;
    next_month: number;
    planned: number;
    without: number;
  }>`
    with t as (
      select t.grain, t.vessel_id, t.has_reliever, t.n, t.basis, t.at,
        case when t.grain = 'month' then null when t.basis = 'due' then t.at
             else to_char(t.at::date + make_interval(months => ${k}), 'YYYY-MM-DD') end as due
      from dashboard_due_tallies t
      where t.grain = 'month'
         or (t.grain = 'day' and t.basis = 'due' and t.at >= ${m0} and t.at < ${m1})
         or (t.grain = 'day' and t.basis = 'embark' and t.at >= ${e0} and t.at < ${e1})
    ), per_vessel as (
      select vessel_id,
        sum(n) filter (where grain = 'month' and ${dueMonth('<', m0, e0)} or due < ${ctx.today}) as overdue,
        sum(n) filter (where due >= ${ctx.today}) as this_month,
        sum(n) filter (where grain = 'month' and ${dueMonth('=', m1, e1)}) as next_month,
        sum(n) filter (where grain = 'month' and has_reliever) as planned,
        sum(n) filter (where not has_reliever and (grain = 'month' and ${dueMonth('>', m0, e0)}
          or due >= ${ctx.today})) as without
      from t group by vessel_id
    )
    select v.id as vessel_id, v.name, v.fleet_id, coalesce(p.overdue, 0)::int as overdue,
      coalesce(p.this_month, 0)::int as this_month, coalesce(p.next_month, 0)::int as next_month,
      coalesce(p.planned, 0)::int as planned, coalesce(p.without, 0)::int as without
    from vessels v left join per_vessel p on p.vessel_id = v.id
    where v.active ${fleets}
    order by v.name`.execute(db);
  const sum = (key: 'overdue' | 'this_month' | 'next_month' | 'planned' | 'without') =>
    rows.reduce((n, r) => n + r[key], 0);
  return {
    summary: {
      overdue: sum('overdue'),
      dueThisMonth: sum('this_month'),
      dueNextMonth: sum('next_month'),
      planned: sum('planned'),
      withoutReliever: sum('without'),
    },
    vessels: rows.map((r) => ({ vesselId: r.vessel_id, vesselName: r.name, fleetId: r.fleet_id, overdue: r.overdue })),
  };
}
