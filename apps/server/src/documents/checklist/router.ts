import { z } from 'zod';
import { NotFoundError, recordId } from '@crewing/domain';
import { permitted, router } from '../../platform/trpc/trpc.js';
import { crewChecklist } from './query.js';
import { crewOrNotFound } from '../../crew/queries.js';

// Not sent: the crew's own vessel and rank (issue 25); null: 'No Vessel Selected' / 'No Rank Selected'.
const input = z.object({
  crewId: recordId,
  vesselId: recordId.nullable().optional(),
  rankId: recordId.nullable().optional(),
});

/** 001 §2.6 / §7: fetch the checklist with crewId, vesselId and rankId; download it as a PDF or an xlsx. */
export const checklistRouter = router({
  get: permitted('crew-change.read')
    .input(input)
    .query(({ ctx, input }) => crewChecklist(ctx.services.db, input, ctx.services.clock(), ctx.services.env.TIME_ZONE)),
  export: permitted('crew-change.read')
    .input(input.extend({ format: z.enum(['pdf', 'xlsx']) }))
    .mutation(async ({ ctx, input }) => {
      await crewOrNotFound(ctx.services.db, input.crewId, ['id']);
      return {
        jobId: await ctx.services.jobs.enqueue('checklist-export', { ...input, requestedBy: ctx.session.user.id }),
      };
    }),
  /** A queued export's state; its file downloads from /files/{fileId} for whoever may read it. */
  status: permitted('crew-change.read')
    .input(z.object({ jobId: z.string().min(1).max(100) }))
    .query(async ({ ctx, input }) => {
      const status = await ctx.services.jobs.status(input.jobId);
      if (!status || status.name !== 'checklist-export') throw new NotFoundError('File Not Found');
      return status;
    }),
});
