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
 * Issue 32 §3: the dashboard's crew change summary from a read model (`dashboard_due`, one row per crew
 * onboard), not the vessel plan of every fleet built per request. Async, after the crews and sea service
 * read models (features.ts order): a batch works out again the rows of the crews its events touch (his
 * stream, his contract records and planned months; for a crew change, its off-signer now and the crews
 * it was open for), from the read models as they stand, so a replay lands on the same rows. The due
 * date itself is worked out at read time (the default contract length is the server's setting).
 */
export const dashboardDueProjection: Projection = {
  name: 'dashboard-due',
  mode: 'async',
  eventTypes: [...CREW_EVENTS, ...CHANGE_EVENTS],
  tables: ['dashboard_due'],
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
    await db
      .deleteFrom('dashboard_due')
      .where('crew_id', '=', sql<number>`any(${sql.val(ids)}::int[])`)
      .execute();
    for (const part of rowChunks(rows)) await db.insertInto('dashboard_due').values(part).execute();
    return [{ topic: topics.dashboard() }];
  },
};

export interface CrewChangeSummary {
  overdue: number;
  dueThisMonth: number;
  dueNextMonth: number;
  planned: number;
  withoutReliever: number;
}

/**
 * The crew change summary and the overdue contracts per vessel of the active vessels of some fleets
 * (all when null): one grouped query over `dashboard_due`, the figures the vessel plan rows gave
 * (issue 24: overdue is due before today and still onboard; an overdue contract is not due this month).
 * The due date is his contract's end, else the embark date plus the planned or default months
 * (`dueDate`: PostgreSQL's month arithmetic keeps the day or takes the month's last, as dayjs does).
 */
export async function crewChangeSummary(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  ctx: PlanContext,
): Promise<{ summary: CrewChangeSummary; overdueByVessel: Map<number, number> }> {
  const thisMonth = `${ctx.today.slice(0, 7)}-01`;
  const [nextMonth, afterNext] = [dueDate(thisMonth, 1), dueDate(thisMonth, 2)];
  const fleets = fleetIds ? sql`and v.fleet_id = any(${sql.val([...fleetIds])}::int[])` : sql``;
  const { rows } = await sql<{
    vessel_id: number;
    overdue: number;
    this_month: number;
    next_month: number;
    planned: number;
    without: number;
  }>`
    with d as (
      select d.vessel_id, d.has_reliever,
        coalesce(d.contract_end,
          to_char(d.embark_date::date + make_interval(months => coalesce(d.months, ${ctx.defaultMonths})), 'YYYY-MM-DD'))
          as due
      from dashboard_due d join vessels v on v.id = d.vessel_id and v.active ${fleets}
    )
    select vessel_id,
      count(*) filter (where due < ${ctx.today})::int as overdue,
      count(*) filter (where due >= ${ctx.today} and due >= ${thisMonth} and due < ${nextMonth})::int as this_month,
      count(*) filter (where due >= ${ctx.today} and due >= ${nextMonth} and due < ${afterNext})::int as next_month,
      count(*) filter (where has_reliever)::int as planned,
      count(*) filter (where due >= ${ctx.today} and not has_reliever)::int as without
    from d group by vessel_id`.execute(db);
  const sum = (k: Exclude<keyof (typeof rows)[number], 'vessel_id'>) => rows.reduce((t, r) => t + r[k], 0);
  return {
    summary: {
      overdue: sum('overdue'),
      dueThisMonth: sum('this_month'),
      dueNextMonth: sum('next_month'),
      planned: sum('planned'),
      withoutReliever: sum('without'),
    },
    overdueByVessel: new Map(rows.filter((r) => r.overdue > 0).map((r) => [r.vessel_id, r.overdue])),
  };
}
