import { z } from 'zod';
import { todayIn, recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { embarkDocuments } from './queries.js';
import { documentMatrixRouter } from './matrix/router.js';

const id = recordId;

export const documentsRouter = router({
  /** Crew Embarking Document Requirements (001 §2.5) for the crews of a board. */
  embarkRequirements: permitted('crew-change.read')
    .input(z.object({ crewIds: z.array(id).max(500) }))
    .query(({ ctx, input }) => embarkDocuments(ctx.services.db, input.crewIds, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE))),
  matrix: documentMatrixRouter,
});
