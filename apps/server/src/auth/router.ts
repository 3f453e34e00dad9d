import type { Response } from 'express';
import {
  isPasswordCurrent,
  loginInput,
  permissionsOf,
  resetPasswordInput,
  rolesOf,
  UnauthorizedError,
  ValidationError,
} from '@crewing/domain';
import { authedProcedure, publicProcedure, router, senderOf, sessionProcedure } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import {
  actorOf,
  createSession,
  revokeSession,
  revokeUserSessions,
  SESSION_COOKIE,
  type UserRow,
} from '../platform/auth/sessions.js';
import { dummyHash, hashPassword, verifyPassword } from '../platform/auth/passwords.js';
import { attemptSucceeded, countAttempt, recordLoginAttempt } from './rate-limit.js';
import { sessionCookieOptions } from './cookie.js';
import { changePassword } from '../users/commands.js';

export function meOf(user: UserRow, now: Date) {
  const actor = actorOf(user);
  // The actor is the user's profile as permissions read it; the web reads the same fields.
  return {
    ...actor,
    username: user.username,
    passwordCurrent: !user.must_change_password && isPasswordCurrent(user.password_updated_at, now),
    permissions: permissionsOf(actor),
    roles: rolesOf(actor),
  };
}
export type Me = ReturnType<typeof meOf>;

function setSessionCookie(ctx: Context, res: Response, token: string | null, days: number) {
  const options = sessionCookieOptions(ctx.req, ctx.services.env.COOKIE_SECURE);
  if (token) res.cookie(SESSION_COOKIE, token, { ...options, maxAge: days * 86_400_000 });
  else res.clearCookie(SESSION_COOKIE, options);
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.session ? meOf(ctx.session.user, ctx.services.clock()) : null)),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { db, env } = ctx.services;
    const attempt = { username: input.username, ip: ctx.meta.ip };
    await countAttempt(db, attempt, ctx.services.clock());
    const found = await db
      .selectFrom('users')
      .innerJoin('credentials', 'credentials.user_id', 'users.id')
      .selectAll('users')
      .select('credentials.password_hash')
      .where((eb) => eb(eb.fn('lower', ['users.username']), '=', input.username.toLowerCase()))
      .executeTakeFirst();
    const ok = await verifyPassword(found?.password_hash ?? (await dummyHash()), input.password);
    await recordLoginAttempt(db, attempt, ok && found?.status === 1);
    if (!found || !ok) throw new UnauthorizedError('Invalid username or password');
    await attemptSucceeded(db, attempt, ctx.services.clock());
    if (found.status !== 1) throw new UnauthorizedError('This account is inactive');
    const { password_hash: _hash, ...user } = found;
    const token = await createSession(db, {
      userId: user.id,
      days: env.SESSION_DAYS,
      ip: ctx.meta.ip,
      userAgent: ctx.meta.userAgent,
    });
    setSessionCookie(ctx, ctx.res, token, env.SESSION_DAYS);
    ctx.services.logger.info({ userId: user.id }, 'signed in');
    return { user: meOf(user, ctx.services.clock()) };
  }),

  logout: sessionProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.services.db, ctx.session.idHash);
    setSessionCookie(ctx, ctx.res, null, 0);
    return { ok: true as const };
  }),

  /** Allowed with an out-of-date password: it is how the user gets a current one. */
  resetPassword: sessionProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const session: Session = ctx.session;
    const { db } = ctx.services;
    // A stolen session must not become a password oracle: the same limit as sign-in.
    const attempt = { username: session.user.username, ip: ctx.meta.ip };
    await countAttempt(db, attempt, ctx.services.clock());
    const cred = await db
      .selectFrom('credentials')
      .select('password_hash')
      .where('user_id', '=', session.user.id)
      .executeTakeFirst();
    const ok = cred !== undefined && (await verifyPassword(cred.password_hash, input.currentPassword));
    await recordLoginAttempt(db, attempt, ok);
    if (!ok) throw ValidationError.field('currentPassword', 'The current password is wrong');
    await attemptSucceeded(db, attempt, ctx.services.clock());
    await changePassword(ctx.services, {
      userId: session.user.id,
      hash: await hashPassword(input.newPassword),
      reason: 'self',
      // A fresh command id each time: the form sends none.
      ...senderOf({ ...ctx, session }),
    });
    // Other devices signed in with the old password are signed out.
    await revokeUserSessions(ctx.services.db, session.user.id, session.idHash);
    return { ok: true as const };
  }),

  /** Permissions of the signed-in user (with a current password). */
  permissions: authedProcedure.query(({ ctx }) => permissionsOf(ctx.session.actor)),
});
