import { ValidationError, todayIn } from '@crewing/domain';
import { OWMS_ITEM, owmsListInput, owmsReportFamily } from '@crewing/domain/compliance/index';
import { permitted, router } from '../platform/trpc/trpc.js';
import { crewRecords } from '../crew/records/owner.js';
import { ownerRecordProcedures } from '../records/router.js';
import { hasSignOn } from './contracts-router.js';
import { owmsDuePage } from './owms.js';
import { visibleFleetIds } from '../fleet-access/fleet-access.js';

/** Issue 31 §2: the OWMS due list and the reports marked filed (crew records, one event each). */
export const owmsRouter = router({
  due: permitted('crew-change.read')
    .input(owmsListInput)
    .query(async ({ ctx, input }) => {
      const fleetIds = await visibleFleetIds(ctx.services.db, ctx.session.actor);
      return owmsDuePage(ctx.services.db, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE), fleetIds, input);
    }),
  reports: ownerRecordProcedures(crewRecords.binding, owmsReportFamily, {
    facts: async (ctx, crewId, values, facts) => {
      if (typeof values.item === 'string' && !OWMS_ITEM.test(values.item))
        throw ValidationError.field('item', 'Choose a report from the due list');
      const no = values.stintNo;
      if (typeof no === 'number' && !(await hasSignOn(ctx.services.db, crewId, no)))
        throw ValidationError.field('stintNo', 'He has no sign-on with this number (see his sea service)');
      return facts;
    },
  }),
});
