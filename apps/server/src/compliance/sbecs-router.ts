import { sbecsPackInput } from '@crewing/domain/compliance/index';
import { permitted, router } from '../platform/trpc/trpc.js';
import { fileJobStatusProcedure } from '../platform/jobs/file-result.js';
import { SBECS_JOB, sbecsPack } from './sbecs.js';

/**
 * Issue 31 §4: a deployment's SBECS processing pack. `pack` names what is missing before filing;
 * `generate` prints it (one PDF, through the report workers); `status` answers its requester only.
 */
export const sbecsRouter = router({
  pack: permitted('crew-change.read')
    .input(sbecsPackInput)
    .query(({ ctx, input }) => sbecsPack(ctx.services.db, input.crewId, input.contractId)),
  generate: permitted('crew-change.read')
    .input(sbecsPackInput)
    .mutation(async ({ ctx, input }) => {
      // An unknown crew or contract is NOT_FOUND now, not a failed job later.
      await sbecsPack(ctx.services.db, input.crewId, input.contractId);
      return { jobId: await ctx.services.jobs.enqueue(SBECS_JOB, { ...input, requestedBy: ctx.session.user.id }) };
    }),
  status: fileJobStatusProcedure('crew-change.read', SBECS_JOB, 'The SBECS pack could not be generated'),
});
