import { z } from 'zod';
import { recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { assertVisible } from '../crew-change/fleet-access.js';
import { crewOptions } from './queries.js';

const id = recordId;

export const crewRouter = router({
  /** Onboard and standby crews of a vessel, for planning a crew change on a fleet the planner sees (001 §2.1). */
  options: permitted('crew-change.plan')
    .input(z.object({ vesselId: id }))
    .query(async ({ ctx, input }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, { vesselId: input.vesselId });
      return crewOptions(ctx.services.db, input.vesselId);
    }),
});
