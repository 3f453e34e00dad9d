import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * What the vessel's principal says about lining crews up (issue 30): whether he requires his
 * approval of relievers (his master data setting, §2) and which of these crews he does not want
 * on his vessels, with his reason (§3). Facts for the crew change decider, which refuses.
 */
export async function principalLineUpFacts(
  db: Kysely<DB>,
  on: { crewChangeId: number } | { vesselId: number },
  crewIds: readonly number[],
): Promise<{ approvalRequired: boolean; barredCrews: Record<number, string> }> {
  let q = db
    .selectFrom('vessels as v')
    .leftJoin('key_items as p', (j) =>
      j.on('p.kind', '=', 'principal').on(sql<boolean>`p.id = (v.details->>'principalId')::int`),
    )
    .select('p.id as principal_id')
    .select(sql<boolean>`coalesce((p.details->>'requiresApproval')::boolean, false)`.as('required'));
  q =
    'vesselId' in on
      ? q.where('v.id', '=', on.vesselId)
      : q.where('v.id', '=', db.selectFrom('crew_change_board').select('vessel_id').where('id', '=', on.crewChangeId));
  const row = await q.executeTakeFirst();
  const principalId = row?.principal_id ?? null;
  if (principalId === null || crewIds.length === 0)
    return { approvalRequired: row?.required ?? false, barredCrews: {} };
  const barred = await db
    .selectFrom('principal_crew_marks')
    .select(['crew_id', 'reason'])
    .where('principal_id', '=', principalId)
    .where('crew_id', 'in', crewIds)
    .where('mark', '=', 'BARRED')
    .execute();
  return {
    approvalRequired: row?.required ?? false,
    barredCrews: Object.fromEntries(barred.map((b) => [b.crew_id, b.reason])),
  };
}
