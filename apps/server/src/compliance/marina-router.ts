import { z } from 'zod';
import { recordId, ValidationError } from '@crewing/domain';
import { eRegistrationFamily, marinaListInput, marinaVerificationFamily } from '@crewing/domain/compliance/index';
import type { Kysely } from 'kysely';
import { permitted, router } from '../platform/trpc/trpc.js';
import type { DB } from '../platform/db/schema.js';
import { crewRecords } from '../crew/records/owner.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { ownerRecordProcedures } from '../records/router.js';
import { assertVisible, fleetScope } from '../fleet-access/fleet-access.js';
import { crewMarinaMarks, unverifiedPage } from './marina.js';

/** Another crew whose 201 file holds this e-Registration number (upper-cased, as every text is stored). */
export async function eRegistrationHolder(db: Kysely<DB>, crewId: number, no: string) {
  return db
    .selectFrom('crew_records as r')
    .innerJoin('crews as c', 'c.id', 'r.crew_id')
    .select(['c.id', 'c.crew_code', ...crewNameColumns('c')])
    .where('r.family', '=', eRegistrationFamily.name)
    .where((w) => w(w.fn('upper', [w.ref('r.fields', '->>').key('number')]), '=', no.toUpperCase()))
    .where('r.crew_id', '!=', crewId)
    .executeTakeFirst();
}

/**
 * Issue 31 §3, §4: MARINA verification evidence (a crew record naming the certificate or license
 * checked), the list of those issued since 9 Nov 2021 no check verified, each crew's marks, and the
 * DMW e-Registration number (one per crew, no two crews the same).
 */
export const marinaRouter = router({
  verifications: ownerRecordProcedures(crewRecords.binding, marinaVerificationFamily),
  eRegistration: ownerRecordProcedures(crewRecords.binding, eRegistrationFamily, {
    facts: async (ctx, crewId, values, facts) => {
      if (typeof values.number !== 'string') return facts;
      const other = await eRegistrationHolder(ctx.services.db, crewId, values.number);
      if (other)
        throw ValidationError.field(
          'number',
          `This e-Registration number is already on the 201 file of ${crewName(other)}${other.crew_code ? ` (${other.crew_code})` : ''}`,
        );
      return facts;
    },
  }),
  unverified: permitted('crew-change.read')
    .input(marinaListInput)
    .query(async ({ ctx, input }) => {
      const db = ctx.services.db;
      // A fleet-bound user reads his fleets' crews only, whatever fleet or vessel the client names.
      const fleetIds = await fleetScope(db, ctx.session.actor, input.fleetId);
      if (input.vesselId !== undefined) await assertVisible(db, ctx.session.actor, { vesselId: input.vesselId });
      return unverifiedPage(db, { ...input, fleetIds });
    }),
  /** The latest check of each of the crew's certificates and licenses (the 201 file's and checklist's mark). */
  marks: permitted('crew-change.read')
    .input(z.object({ crewId: recordId }))
    .query(async ({ ctx, input }) => {
      const marks = (await crewMarinaMarks(ctx.services.db, [input.crewId])).get(input.crewId) ?? new Map();
      return [...marks].map(([key, mark]) => ({ key, ...mark }));
    }),
});
