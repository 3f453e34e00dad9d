import { sql, type Kysely } from 'kysely';
import type { OnboardCrew, OpenCrewChange } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { currentContractTerms } from '../compliance/contract-terms.js';

/**
 * The open crew changes of some vessels: not cancelled, the off-signer not yet home (no Manila
 * arrival), and for a vacancy, the reliever not embarked yet (with `today`). The reliever is the active embarking's crew (the newest not cancelled), else the
 * primary reliever; both read in SQL so the states never travel. `offSigners` narrows them to the
 * crew changes of these off-signers (the dashboards need no other).
 */
export async function openCrewChanges(
  db: Kysely<DB>,
  vesselIds: readonly number[],
  offSigners?: readonly number[],
  today?: string,
): Promise<Array<OpenCrewChange & { vesselId: number }>> {
  if (vesselIds.length === 0 || offSigners?.length === 0) return [];
  let q = db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'rank_id', 'off_signer_crew_id', 'embark_date'])
    .select(
      sql<number | null>`coalesce(
        (select (e->>'crewId')::int from jsonb_array_elements(state->'embarkings') with ordinality as t(e, i)
          where e->'cancelled' = 'null'::jsonb order by i desc limit 1),
        (select (r->>'crewId')::int from jsonb_array_elements(state->'relievers') with ordinality as t(r, i)
          order by (r->>'primary')::boolean desc, i limit 1))`.as('reliever_id'),
    )
    .where('vessel_id', '=', sql<number>`any(${sql.val([...vesselIds])}::int[])`)
    .where('rank_cancelled', '=', false)
    .where('arrive_manila', 'is', null);
  // Issue 24: a crew change for a vacancy is done once its reliever's confirmed embark date has come (he is onboard).
  if (today) {
    q = q.where(
      sql<boolean>`not (off_signer_crew_id is null and embark_date <= ${today} and exists (select 1 from jsonb_array_elements(state->'embarkings') e
        where e->'cancelled' = 'null'::jsonb and e->'confirmed' ? 'embark_date'))`,
    );
  }
  if (offSigners) q = q.where('off_signer_crew_id', '=', sql<number>`any(${sql.val([...offSigners])}::int[])`);
  const rows = await q.execute();
  const names = await crewNames(
    db,
    rows.flatMap((r) => (r.reliever_id !== null ? [r.reliever_id] : [])),
  );
  return rows.map((r) => ({
    crewChangeId: r.id,
    vesselId: r.vessel_id,
    rankId: r.rank_id,
    offSignerCrewId: r.off_signer_crew_id,
    reliever:
      r.reliever_id !== null
        ? { crewId: r.reliever_id, name: names.get(r.reliever_id) ?? `CREW #${r.reliever_id}` }
        : null,
    relieverEmbarkDate: r.embark_date,
  }));
}

export async function crewNames(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('crews')
    .select(['id', 'first_name', 'middle_name', 'last_name'])
    .where('id', '=', sql<number>`any(${sql.val([...new Set(ids)])}::int[])`)
    .execute();
  return new Map(rows.map((c) => [c.id, crewName(c)]));
}

/**
 * The crews (`c`) with the contract duration a planner set (`p.months`) for the contract each is on
 * now: the one of his vessel and embark date, so a duration set for an earlier contract is not his.
 */
export function crewsWithPlannedMonths(db: Kysely<DB>) {
  return db
    .selectFrom('crews as c')
    .leftJoin('planned_contracts as p', (j) =>
      j
        .onRef('p.crew_id', '=', 'c.id')
        .onRef('p.vessel_id', '=', 'c.onboard_vessel_id')
        .onRef('p.embark_date', '=', 'c.embark_date'),
    );
}

/** The crews onboard these vessels (the crews read model), with the contract duration set for each contract. */
export async function onboardCrews(
  db: Kysely<DB>,
  vesselIds: readonly number[],
): Promise<Array<OnboardCrew & { vesselId: number }>> {
  if (vesselIds.length === 0) return [];
  const rows = await crewsWithPlannedMonths(db)
    .select([
      'c.id',
      ...crewNameColumns('c'),
      'c.onboard_vessel_id',
      'c.onboard_rank_id',
      'c.rank_id',
      'c.embark_date',
      'p.months',
    ])
    .where('c.onboard_vessel_id', '=', sql<number>`any(${sql.val([...vesselIds])}::int[])`)
    .execute();
  const onboard = rows.filter((r) => r.embark_date !== null);
  // Issue 31 §1: the due date follows his contract (end incl. extensions) when one is on record.
  const contracts = await currentContractTerms(
    db,
    onboard.map((r) => r.id),
  );
  return onboard.map((r) => {
    const terms = contracts.get(r.id);
    return {
      crewId: r.id,
      name: crewName(r),
      vesselId: r.onboard_vessel_id!,
      rankId: r.onboard_rank_id ?? r.rank_id,
      embarkDate: r.embark_date!,
      months: r.months ?? null,
      contract: terms ? { end: terms.end, months: terms.months } : null,
    };
  });
}

/** A vessel's manning: the ranks its salary matrix names, those onboard and those of its open crew changes. */
export async function manningRankIds(db: Kysely<DB>, vesselId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vessel_records')
    .select(sql<string>`fields->>'rankId'`.as('rank_id'))
    .where('vessel_id', '=', vesselId)
    .where('family', '=', 'vessel-rank-salary')
    .execute();
  return rows.map((r) => Number(r.rank_id)).filter((n) => Number.isInteger(n) && n > 0);
}

export async function rankTable(
  db: Kysely<DB>,
): Promise<Map<number, { rankId: number; rankName: string; sort: number }>> {
  const rows = await db.selectFrom('ranks').select(['id', 'name', 'sort_order']).execute();
  return new Map(rows.map((r) => [r.id, { rankId: r.id, rankName: r.name, sort: r.sort_order }]));
}
