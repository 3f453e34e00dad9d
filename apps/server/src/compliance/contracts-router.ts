import { ValidationError } from '@crewing/domain';
import { contractChangeFamily, employmentContractFamily } from '@crewing/domain/compliance/index';
import type { Kysely } from 'kysely';
import { router } from '../platform/trpc/trpc.js';
import type { DB } from '../platform/db/schema.js';
import { crewRecords } from '../crew/records/owner.js';
import { ownerRecordProcedures } from '../records/router.js';

/** Whether the crew has a sign-on with this number (his sea service, a voided one left out; a crew has a handful). */
export async function hasSignOn(db: Kysely<DB>, crewId: number, no: number): Promise<boolean> {
  const stints = await db
    .selectFrom('crew_sea_service')
    .select(['stint_no', 'voided'])
    .where('crew_id', '=', crewId)
    .execute();
  return stints.some((s) => s.stint_no === no && !s.voided);
}

/**
 * Issue 31 §1: the employment contract of each deployment and its extensions and amendments, on the
 * record pattern bound to the crew's stream. A contract names one of his own sign-ons; DMW Advisory
 * 3-2024 is the contract-change family's rule, decided by the crew decider.
 */
export const contractsRouter = router({
  contract: ownerRecordProcedures(crewRecords.binding, employmentContractFamily, {
    facts: async (ctx, crewId, values, facts) => {
      const no = values.signOnNo;
      if (typeof no === 'number' && !(await hasSignOn(ctx.services.db, crewId, no)))
        throw ValidationError.field('signOnNo', 'He has no sign-on with this number (see his sea service)');
      return facts;
    },
  }),
  contractChange: ownerRecordProcedures(crewRecords.binding, contractChangeFamily),
});
