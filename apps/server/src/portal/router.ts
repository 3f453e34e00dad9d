import { todayIn, UnauthorizedError } from '@crewing/domain';
import { activateSeafarerInput, portalCrewInput, seafarerLoginInput } from '@crewing/domain/portal/index';
import { permitted, publicProcedure, router, senderOf } from '../platform/trpc/trpc.js';
import type { Context } from '../platform/trpc/context.js';
import { createSession, revokeSession, revokeUserSessions, SESSION_COOKIE } from '../platform/auth/sessions.js';
import { dummyHash, verifyPassword } from '../platform/auth/passwords.js';
import { attemptSucceeded, countAttempt, recordLoginAttempt } from '../auth/rate-limit.js';
import { sessionCookieOptions } from '../auth/cookie.js';
import { activateSeafarer, inviteSeafarer, newActivationCode, seafarerAccounts } from './commands.js';
import { linkOrigin, mailConfigured, sendMail } from '../platform/mail.js';
import { portalAccountOf, seafarerProfile } from './queries.js';
import { myCrewChange, myDocuments } from './my-queries.js';
import { seafarerProcedure, seafarerSender, seafarerSessionOf } from './session.js';
import { myPortalProcedures } from './my-procedures.js';
import { myRequestProcedures, reviewRouter } from './requests/router.js';

/** The address the mail's link points at: the office page's own origin. */
const originOf = (ctx: Context) => linkOrigin(ctx.req.headers.origin);

/** The office's side (issue 29 §1): invite from the 201 file, see the account, deactivate it. */
const officeRouter = router({
  account: permitted('portal.accounts')
    .input(portalCrewInput)
    .query(({ ctx, input }) => portalAccountOf(ctx.services.db, input.crewId)),
  invite: permitted('portal.accounts')
    .input(portalCrewInput)
    .mutation(async ({ ctx, input }) => {
      const { env } = ctx.services;
      const code = newActivationCode();
      const mailed = mailConfigured(env);
      await inviteSeafarer(ctx.services, { crewId: input.crewId, code, mailed, ...senderOf(ctx, input.commandId) });
      if (!mailed) return { mailed: false as const, code };
      const { email } = await portalAccountOf(ctx.services.db, input.crewId).then((a) => a.account!);
      const link = `${originOf(ctx)}/portal/activate?code=${code}`;
      try {
        await sendMail(env, {
          to: email,
          subject: 'Your crew portal account',
          text: `Open ${link} to set your password, or enter the activation code ${code}.\nIt is good for 14 days.`,
        });
        return { mailed: true as const };
      } catch (err) {
        ctx.services.logger.error({ err, crewId: input.crewId }, 'portal invitation mail failed');
        // The invitation stands: the code is handed over as without a mail server.
        return { mailed: false as const, code, mailFailed: true };
      }
    }),
  deactivate: permitted('portal.accounts')
    .input(portalCrewInput)
    .mutation(async ({ ctx, input }) => {
      const command = { type: 'DeactivateSeafarerAccount' as const, data: { at: ctx.services.clock().toISOString() } };
      const r = await seafarerAccounts.handle(ctx.services, input.crewId, command, senderOf(ctx, input.commandId));
      const account = await portalAccountOf(ctx.services.db, input.crewId);
      // His open sessions end with the account (sessions are keyed by the account id).
      const accountId = r.events[0]?.data.accountId;
      if (accountId) await revokeUserSessions(ctx.services.db, accountId);
      return account;
    }),
});

function setCookie(ctx: Context, token: string | null) {
  const options = sessionCookieOptions(ctx.req, ctx.services.env.COOKIE_SECURE);
  const days = ctx.services.env.SESSION_DAYS;
  if (token) ctx.res.cookie(SESSION_COOKIE, token, { ...options, maxAge: days * 86_400_000 });
  else ctx.res.clearCookie(SESSION_COOKIE, options);
}

/** The seafarer's sign-in, activation and sign-out: the staff's rate limit, cookie and sessions table. */
const seafarerAuthRouter = router({
  me: publicProcedure.query(async ({ ctx }) => {
    const s = await seafarerSessionOf(ctx.services.db, ctx.req.headers.cookie);
    return s ? { crewId: s.crewId, name: s.name, email: s.email } : null;
  }),
  activate: publicProcedure.input(activateSeafarerInput).mutation(async ({ ctx, input }) => {
    const attempt = { username: 'portal-activation', ip: ctx.meta.ip };
    await countAttempt(ctx.services.db, attempt, ctx.services.clock());
    const sender = seafarerSender(ctx, { accountId: 0, name: 'SEAFARER' });
    const r = await activateSeafarer(ctx.services, { code: input.code, password: input.password, ...sender });
    return { email: r.email };
  }),
  login: publicProcedure.input(seafarerLoginInput).mutation(async ({ ctx, input }) => {
    const { db } = ctx.services;
    const username = input.username.toLowerCase();
    const attempt = { username, ip: ctx.meta.ip };
    await countAttempt(db, attempt, ctx.services.clock());
    const found = await db
      .selectFrom('seafarer_accounts as a')
      .innerJoin('credentials as c', 'c.user_id', 'a.account_id')
      .innerJoin('crews', 'crews.id', 'a.crew_id')
      .select(['a.account_id', 'a.crew_id', 'c.password_hash', 'crews.first_name', 'crews.last_name'])
      .where((eb) => eb(eb.fn('lower', ['a.email']), '=', username))
      .where('a.status', '=', 'active')
      .executeTakeFirst();
    const ok = await verifyPassword(found?.password_hash ?? (await dummyHash()), input.password);
    await recordLoginAttempt(db, attempt, ok && !!found);
    if (!found || !ok) throw new UnauthorizedError('Invalid username or password');
    await attemptSucceeded(db, attempt, ctx.services.clock());
    const who = { accountId: found.account_id, name: `${found.first_name} ${found.last_name}` };
    // Every sign-in is an event on his account (issue 29 §1).
    const command = { type: 'RecordSeafarerSignIn' as const, data: { at: ctx.services.clock().toISOString() } };
    await seafarerAccounts.handle(ctx.services, found.crew_id, command, seafarerSender(ctx, who));
    const userAgent = ctx.meta.userAgent;
    const token = await createSession(db, {
      userId: found.account_id,
      days: ctx.services.env.SESSION_DAYS,
      ip: ctx.meta.ip,
      userAgent,
    });
    setCookie(ctx, token);
    return { crewId: found.crew_id, name: who.name, email: username };
  }),
  logout: seafarerProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.services.db, ctx.seafarer.idHash);
    setCookie(ctx, null);
    return { ok: true as const };
  }),
});

/** What the seafarer reads and does: always his own crew record, from his session. */
const myRouter = router({
  profile: seafarerProcedure.query(({ ctx }) => seafarerProfile(ctx.services.db, ctx.seafarer.crewId)),
  documents: seafarerProcedure.query(({ ctx }) => {
    const { db, env } = ctx.services;
    return myDocuments(db, ctx.seafarer.crewId, todayIn(ctx.services.clock(), env.TIME_ZONE), env.EXPIRY_LEAD_DAYS);
  }),
  crewChange: seafarerProcedure.query(({ ctx }) => myCrewChange(ctx.services.db, ctx.seafarer.crewId)),
  ...myPortalProcedures,
  ...myRequestProcedures,
});

export const portalRouter = router({
  office: officeRouter,
  auth: seafarerAuthRouter,
  my: myRouter,
  review: reviewRouter,
});
