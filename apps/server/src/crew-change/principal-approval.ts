import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** Whether the principal of a crew change's vessel requires his approval of relievers (his master data setting). */
export async function approvalRequired(db: Kysely<DB>, crewChangeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('key_items as p', (j) =>
      j.on('p.kind', '=', 'principal').on(sql<boolean>`p.id = (v.details->>'principalId')::int`),
    )
    .select(sql<boolean>`coalesce((p.details->>'requiresApproval')::boolean, false)`.as('required'))
    .where('b.id', '=', crewChangeId)
    .executeTakeFirst();
  return row?.required ?? false;
}
