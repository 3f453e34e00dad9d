import type { Kysely } from 'kysely';
import {
  buildMonthlyPlan,
  buildRotation,
  buildVesselPlan,
  monthsFrom,
  type MonthlyPlan,
  type VesselPlanRow,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { manningRankIds, onboardCrews, openCrewChanges, rankTable } from './facts.js';

export interface PlanContext {
  today: string;
  defaultMonths: number;
}

/** The vessel plan (issue 16 §1): every rank of the manning with the crew onboard and his relief. */
export async function vesselPlan(db: Kysely<DB>, vesselId: number, ctx: PlanContext) {
  const [vessel, ranks, manning, onboard, changes] = await Promise.all([
    db.selectFrom('vessels').select(['id', 'name', 'fleet_id']).where('id', '=', vesselId).executeTakeFirst(),
    rankTable(db),
    manningRankIds(db, vesselId),
    onboardCrews(db, [vesselId]),
    openCrewChanges(db, [vesselId], undefined, ctx.today),
  ]);
  const rankIds = new Set([...manning, ...onboard.map((c) => c.rankId), ...changes.map((c) => c.rankId)]);
  const rows = buildVesselPlan({
    ranks: [...rankIds].flatMap((id) => ranks.get(id) ?? []),
    onboard,
    crewChanges: changes,
    defaultMonths: ctx.defaultMonths,
    today: ctx.today,
  });
  return {
    vessel: vessel ? { id: vessel.id, name: vessel.name, fleetId: vessel.fleet_id } : null,
    rows,
    today: ctx.today,
    defaultMonths: ctx.defaultMonths,
  };
}

/** The plan rows of every vessel of some fleets (the monthly plan and the dashboards use them): one per crew onboard. */
export async function fleetPlanRows(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  ctx: PlanContext,
): Promise<Array<VesselPlanRow & { vesselId: number; vesselName: string }>> {
  let q = db.selectFrom('vessels').select(['id', 'name']).where('active', '=', true);
  if (fleetIds) q = q.where('fleet_id', 'in', fleetIds.length ? [...fleetIds] : [-1]);
  const vessels = await q.orderBy('name').execute();
  const ids = vessels.map((v) => v.id);
  const [ranks, onboard] = await Promise.all([rankTable(db), onboardCrews(db, ids)]);
  const changes = await openCrewChanges(
    db,
    ids,
    onboard.map((c) => c.crewId),
  );
  const group = <T extends { vesselId: number }>(xs: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of xs) (m.get(x.vesselId) ?? m.set(x.vesselId, []).get(x.vesselId)!).push(x);
    return m;
  };
  const onboardBy = group(onboard);
  const changesBy = group(changes);
  return vessels.flatMap((v) => {
    const crews = onboardBy.get(v.id);
    if (!crews) return [];
    return buildVesselPlan({
      ranks: [],
      onboard: crews,
      crewChanges: changesBy.get(v.id) ?? [],
      defaultMonths: ctx.defaultMonths,
      today: ctx.today,
    }).map((r) => ({
      ...r,
      rankName: ranks.get(r.rankId)?.rankName ?? r.rankName,
      vesselId: v.id,
      vesselName: v.name,
    }));
  });
}

/** Monthly plan (issue 16 §1): crew changes due per month across a fleet, counted per rank. */
export async function monthlyPlan(
  db: Kysely<DB>,
  fleetIds: readonly number[] | null,
  from: string,
  count: number,
  ctx: PlanContext,
): Promise<
  MonthlyPlan & {
    due: Array<{
      month: string;
      vesselName: string;
      rankName: string;
      crewName: string;
      crewId: number;
      dueDate: string;
      reliever: string | null;
    }>;
  }
> {
  const [rows, ranks] = await Promise.all([fleetPlanRows(db, fleetIds, ctx), rankTable(db)]);
  const months = monthsFrom(from, count);
  const plan = buildMonthlyPlan(rows, months, (id) => ranks.get(id)?.sort ?? 9999);
  const due = rows
    .filter((r) => r.dueDate && r.crew && !r.overdue && months.includes(r.dueDate.slice(0, 7)))
    .map((r) => ({
      month: r.dueDate!.slice(0, 7),
      vesselName: r.vesselName,
      rankName: r.rankName,
      crewName: r.crew!.name,
      crewId: r.crew!.crewId,
      dueDate: r.dueDate!,
      reliever: r.reliever?.name ?? null,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { ...plan, due };
}

/** Rotation plan (issue 16 §1): per crew of a vessel (onboard and lined up), contracts and vacations ahead. */
export async function rotationPlan(db: Kysely<DB>, vesselId: number, horizonMonths: number, ctx: PlanContext) {
  const [vessel, onboard, changes] = await Promise.all([
    db.selectFrom('vessels').select(['id', 'name']).where('id', '=', vesselId).executeTakeFirst(),
    onboardCrews(db, [vesselId]),
    openCrewChanges(db, [vesselId], undefined, ctx.today),
  ]);
  const vesselName = vessel?.name ?? '';
  const horizon = monthsFrom(ctx.today.slice(0, 7), horizonMonths + 1).at(-1)! + '-01';
  const ranks = await rankTable(db);
  const crews = [
    ...onboard.map((c) => ({
      crewId: c.crewId,
      name: c.name,
      rankName: ranks.get(c.rankId)?.rankName ?? '',
      sort: ranks.get(c.rankId)?.sort ?? 9999,
      segments: buildRotation({
        today: ctx.today,
        horizon,
        months: c.months ?? ctx.defaultMonths,
        onboard: { vesselName, embarkDate: c.embarkDate },
        planned: null,
        availabilityDate: null,
      }),
    })),
    ...changes
      .filter((c) => c.reliever)
      .map((c) => ({
        crewId: c.reliever!.crewId,
        name: c.reliever!.name,
        rankName: ranks.get(c.rankId)?.rankName ?? '',
        sort: ranks.get(c.rankId)?.sort ?? 9999,
        segments: buildRotation({
          today: ctx.today,
          horizon,
          months: ctx.defaultMonths,
          onboard: null,
          planned: { vesselName, embarkDate: c.relieverEmbarkDate },
          availabilityDate: null,
        }),
      })),
  ].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return { vessel: vessel ?? null, horizon, crews };
}
