import { z } from 'zod';
import { debriefingRecordFamily as family, recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { crewRecords } from '../crew/records/owner.js';
import { ownerRecordProcedures } from '../records/router.js';
import { crewExperiences, isCrewExperience } from './experience.js';

/**
 * The pattern bound to the crew's records, with the experience checked against this crew's own
 * crew changes: the key list is every crew's, a debriefing record names one of his (000 §2 "the
 * crew's sea experiences").
 */
const pattern = ownerRecordProcedures(crewRecords.binding, family, {
  facts: async (ctx, crewId, values, facts) => {
    const v = values.crewChangeId;
    if (typeof v === 'number') facts.known.crewChangeId = await isCrewExperience(ctx.services.db, crewId, v);
    return facts;
  },
});

/**
 * 000 §2 DebriefingRecords route and 001 §2.9 list, on the record pattern (the crew's stream,
 * `crew_records`): list and Del as the pattern serves them (Del for operations and management,
 * the family's manage permission); Add for whoever debriefs (the family's `add` permission,
 * `debriefing.record.add`); Edit for operations and management (000 §6).
 */
export const debriefingRecordsRouter = router({
  list: pattern.list,
  remove: pattern.remove,
  add: pattern.add,
  update: pattern.update,
  /** Add Debriefing Record's Experience choices. */
  experiences: permitted('crew-change.read')
    .input(z.object({ crewId: recordId }))
    .query(({ ctx, input }) => crewExperiences(ctx.services.db, input.crewId)),
});
