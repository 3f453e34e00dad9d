import { daysBetween, dueDate, isOverdue } from './contracts.js';

export interface ManningRank {
  rankId: number;
  rankName: string;
  sort: number;
}

export interface OnboardCrew {
  crewId: number;
  name: string;
  rankId: number;
  embarkDate: string;
  /** The planned contract duration; null when none was set (the default applies). */
  months: number | null;
  /** Issue 31 §1: his employment contract for this deployment (extensions included): it sets the due date. */
  contract?: { end: string; months: number } | null;
}

/** An open crew change of the vessel (not cancelled, its off-signer not yet home). */
export interface OpenCrewChange {
  crewChangeId: number;
  rankId: number;
  offSignerCrewId: number | null;
  /** The reliever planned: the active embarking's crew, else the primary reliever. */
  reliever: { crewId: number; name: string } | null;
  relieverEmbarkDate: string | null;
}

export type PlanStatus = 'VACANT' | 'OVERDUE' | 'NO RELIEVER' | 'PLANNED';

export interface VesselPlanRow {
  rankId: number;
  rankName: string;
  crew: { crewId: number; name: string } | null;
  embarkDate: string | null;
  months: number | null;
  monthsIsDefault: boolean;
  dueDate: string | null;
  overdue: boolean;
  crewChangeId: number | null;
  reliever: { crewId: number; name: string } | null;
  relieverEmbarkDate: string | null;
  /**
   * Days between the due date and the reliever's embark date: positive, he arrives that many days
   * after the contract falls due (the crew stays over); negative, before. Null without both dates.
   */
  gapDays: number | null;
  status: PlanStatus;
}

/**
 * The vessel plan: one row per crew onboard, under his rank, and one VACANT row for a rank of the
 * manning nobody holds. The crew change planned for him (as off-signer) gives the reliever and
 * the gap. Rows follow the rank order, then the due date.
 */
export function buildVesselPlan(input: {
  ranks: readonly ManningRank[];
  onboard: readonly OnboardCrew[];
  crewChanges: readonly OpenCrewChange[];
  defaultMonths: number;
  today: string;
}): VesselPlanRow[] {
  const sortOf = new Map(input.ranks.map((r) => [r.rankId, r]));
  const byOffSigner = new Map(
    input.crewChanges.filter((c) => c.offSignerCrewId !== null).map((c) => [c.offSignerCrewId!, c]),
  );
  // A crew change with no off-signer fills a vacancy of its rank.
  const forVacancy = new Map(input.crewChanges.filter((c) => c.offSignerCrewId === null).map((c) => [c.rankId, c]));
  const rows: VesselPlanRow[] = input.onboard.map((crew) => {
    const months = crew.contract?.months ?? crew.months ?? input.defaultMonths;
    const due = crew.contract?.end ?? dueDate(crew.embarkDate, months);
    const cc = byOffSigner.get(crew.crewId) ?? null;
    const overdue = isOverdue(due, input.today);
    const gap = cc?.relieverEmbarkDate ? daysBetween(due, cc.relieverEmbarkDate) : null;
    return {
      rankId: crew.rankId,
      rankName: sortOf.get(crew.rankId)?.rankName ?? `RANK #${crew.rankId}`,
      crew: { crewId: crew.crewId, name: crew.name },
      embarkDate: crew.embarkDate,
      months,
      monthsIsDefault: !crew.contract && crew.months === null,
      dueDate: due,
      overdue,
      crewChangeId: cc?.crewChangeId ?? null,
      reliever: cc?.reliever ?? null,
      relieverEmbarkDate: cc?.relieverEmbarkDate ?? null,
      gapDays: gap,
      status: overdue ? 'OVERDUE' : cc?.reliever ? 'PLANNED' : 'NO RELIEVER',
    };
  });
  const held = new Set(input.onboard.map((c) => c.rankId));
  for (const r of input.ranks) {
    if (held.has(r.rankId)) continue;
    const cc = forVacancy.get(r.rankId) ?? null;
    rows.push({
      rankId: r.rankId,
      rankName: r.rankName,
      crew: null,
      embarkDate: null,
      months: null,
      monthsIsDefault: false,
      dueDate: null,
      overdue: false,
      crewChangeId: cc?.crewChangeId ?? null,
      reliever: cc?.reliever ?? null,
      relieverEmbarkDate: cc?.relieverEmbarkDate ?? null,
      gapDays: null,
      status: cc?.reliever ? 'PLANNED' : 'VACANT',
    });
  }
  const sort = (id: number) => sortOf.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  return rows.sort(
    (a, b) => sort(a.rankId) - sort(b.rankId) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
  );
}

/**
 * Monthly plan: crew changes due per month (the due dates of the crew onboard), counted per rank.
 * `overdue` is the one definition the dashboards use too (issue 24): due before today and still
 * onboard, whichever months are shown; an overdue contract is counted there, not in its month.
 */
export interface MonthlyPlan {
  months: string[];
  ranks: Array<{ rankId: number; rankName: string; counts: number[]; total: number }>;
  totals: number[];
  /** Past the due date and still onboard. */
  overdue: number;
}

export function buildMonthlyPlan(
  rows: ReadonlyArray<Pick<VesselPlanRow, 'rankId' | 'rankName' | 'dueDate' | 'overdue'>>,
  months: readonly string[],
  rankSort: (rankId: number) => number,
): MonthlyPlan {
  const index = new Map(months.map((m, i) => [m, i]));
  const ranks = new Map<number, { rankId: number; rankName: string; counts: number[]; total: number }>();
  const totals = months.map(() => 0);
  let overdue = 0;
  for (const r of rows) {
    if (!r.dueDate) continue;
    if (r.overdue) {
      overdue++;
      continue;
    }
    const i = index.get(r.dueDate.slice(0, 7));
    if (i === undefined) continue;
    const entry = ranks.get(r.rankId) ?? {
      rankId: r.rankId,
      rankName: r.rankName,
      counts: months.map(() => 0),
      total: 0,
    };
    entry.counts[i]! += 1;
    entry.total++;
    totals[i]! += 1;
    ranks.set(r.rankId, entry);
  }
  return {
    months: [...months],
    ranks: [...ranks.values()].sort((a, b) => rankSort(a.rankId) - rankSort(b.rankId)),
    totals,
    overdue,
  };
}
