import { z } from 'zod';
import { pageNumber } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';

export const auditRouter = router({
  list: permitted('audit.read')
    .input(
      z.object({
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(200).default(50),
        streamId: z.string().optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      let q = ctx.services.db.selectFrom('audit_log');
      // Stream ids are lower-case by construction; the normaliser upper-cases free text.
      if (input.streamId) q = q.where('stream_id', '=', input.streamId.toLowerCase());
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('global_position', 'desc').limit(input.perPage).offset((input.page - 1) * input.perPage).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
      ]);
      const total = Number(count?.n ?? 0);
      return {
        items: rows.map((r) => ({
          position: r.global_position,
          streamId: r.stream_id,
          eventType: r.event_type,
          summary: r.summary,
          userName: r.user_name,
          device: r.device,
          browser: r.browser,
          os: r.os,
          ip: r.ip,
          recordedAt: new Date(r.recorded_at).toISOString(),
        })),
        total,
        page: input.page,
        lastPage: Math.max(1, Math.ceil(total / input.perPage)),
      };
    }),
});
