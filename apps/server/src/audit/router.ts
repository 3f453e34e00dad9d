import { z } from 'zod';
import { pageNumber } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { listAuditLog } from './queries.js';

export const auditRouter = router({
  list: permitted('audit.read')
    .input(
      z.object({
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(200).default(50),
        streamId: z.string().max(80).optional(),
      }),
    )
    .query(({ ctx, input }) => listAuditLog(ctx.services.db, input)),
});
