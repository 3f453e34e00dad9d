import { z } from 'zod';
import { NotFoundError } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';

export const reportsRouter = router({
  /** Queues the staff list PDF; the browser polls `status` and downloads /files/{fileId}. */
  staffList: permitted('users.read')
    .input(z.object({ status: z.union([z.literal(0), z.literal(1)]).optional() }))
    .mutation(async ({ ctx, input }) => {
      const jobId = await ctx.services.jobs.enqueue('staff-list-report', { requestedBy: ctx.session.user.id, status: input.status });
      return { jobId };
    }),

  status: permitted('users.read')
    .input(z.object({ jobId: z.string().min(1) }))
    .query(async ({ ctx, input }) => {
      const status = await ctx.services.jobs.status(input.jobId);
      if (!status) throw new NotFoundError('File Not Found');
      return status;
    }),
});
