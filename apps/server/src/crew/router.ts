import { z } from 'zod';
import { permitted, router } from '../platform/trpc/trpc.js';
import { crewOptions } from './queries.js';

const id = z.number().int().positive().max(2_147_483_647);

export const crewRouter = router({
  /** Onboard and standby crews of a vessel, for planning a crew change. */
  options: permitted('crew-change.plan')
    .input(z.object({ vesselId: id }))
    .query(({ ctx, input }) => crewOptions(ctx.services.db, input.vesselId)),
});
