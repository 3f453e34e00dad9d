import { z } from 'zod';
import {
  withCommandId,
  adminResetPasswordInput,
  can,
  createUserInput,
  listUsersInput,
  updateUserInput,
  recordId,
  userStream,
} from '@crewing/domain';
import { editSenderOf, permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { revokeUserSessions } from '../platform/auth/sessions.js';
import { changePassword, createUser, updateUser } from './commands.js';
import { getUser, listUsers } from './queries.js';
import { fieldHistory } from '../field-history/stream.js';

export const usersRouter = router({
  list: permitted('users.read')
    .input(listUsersInput)
    .query(({ ctx, input }) => listUsers(ctx.services.db, input)),

  get: permitted('users.read')
    .input(z.object({ id: recordId }))
    .query(({ ctx, input }) => getUser(ctx.services.db, input.id)),

  create: permitted('users.manage')
    .input(createUserInput.and(withCommandId))
    .mutation(async ({ ctx, input }) => {
      const { username, password, confirmPassword: _c, commandId: id, ...profile } = input;
      const r = await createUser(ctx.services, {
        username,
        profile,
        hash: await hashPassword(password),
        ...senderOf(ctx, id),
      });
      return { id: r.userId, duplicate: r.duplicate };
    }),

  update: permitted('users.manage')
    .input(updateUserInput.and(withCommandId))
    .mutation(async ({ ctx, input }) => {
      const r = await updateUser(ctx.services, {
        userId: input.userId,
        changes: input.changes,
        ...editSenderOf(ctx, input),
      });
      if (input.changes.status === 0) await revokeUserSessions(ctx.services.db, input.userId);
      return { version: r.version };
    }),

  resetPassword: permitted('users.manage')
    .input(adminResetPasswordInput.and(withCommandId))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.services, {
        userId: input.userId,
        hash: await hashPassword(input.password),
        reason: 'admin-reset',
        ...senderOf(ctx, input.commandId),
      });
      await revokeUserSessions(ctx.services.db, input.userId);
      return { ok: true as const };
    }),

  history: permitted('users.read')
    .input(z.object({ userId: recordId, field: z.string().max(60).optional() }))
    .query(({ ctx, input }) =>
      fieldHistory(
        ctx.services.db,
        userStream.id(input.userId),
        can(ctx.session.actor, 'history.device-details'),
        input.field,
      ),
    ),
});
