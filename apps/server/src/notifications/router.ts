import { z } from 'zod';
import { pageNumber, recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { markRead, myNotifications, unreadCount } from './query.js';

/**
 * A user's notifications (/notifications, 002 §2): the document expiry alerts raised for him.
 * Every signed-in user reads his own; nobody reads another's.
 */
export const notificationsRouter = router({
  list: permitted('master-data.read')
    .input(
      z.object({
        unreadOnly: z.boolean().optional(),
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(100).default(15),
      }),
    )
    .query(({ ctx, input }) => myNotifications(ctx.services.db, ctx.session.user.id, input)),
  unreadCount: permitted('master-data.read').query(({ ctx }) => unreadCount(ctx.services.db, ctx.session.user.id)),
  /** Read marks are the user's own view of his list (not business data): kept in the read model, not as events. */
  markRead: permitted('master-data.read')
    .input(z.object({ ids: z.array(recordId).max(500).optional() }))
    .mutation(({ ctx, input }) => markRead(ctx.services.db, ctx.session.user.id, input.ids, ctx.services.clock())),
});
