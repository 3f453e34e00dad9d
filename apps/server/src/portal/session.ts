import { UnauthorizedError } from '@crewing/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { readCookie } from '../platform/auth/guard.js';
import { hashToken, SESSION_COOKIE } from '../platform/auth/sessions.js';
import type { Context } from '../platform/trpc/context.js';
import { publicProcedure } from '../platform/trpc/trpc.js';
import type { Sender } from '../platform/stream-commands.js';

/**
 * A seafarer's session (issue 29 §1). It is a row of the one sessions table keyed by his account
 * id, under the same cookie, but the staff guard joins sessions to `users` and so never finds it:
 * every staff procedure, /files and the socket server answer a seafarer UNAUTHORIZED without a
 * line of theirs knowing seafarers exist. Only the procedures built on `seafarerProcedure` read it,
 * and they take his crew id from here, never from the input.
 */
export interface SeafarerSession {
  idHash: string;
  accountId: number;
  crewId: number;
  email: string;
  name: string;
}

export async function seafarerSessionOf(db: Kysely<DB>, cookieHeader: string | undefined) {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const idHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('seafarer_accounts as a', 'a.account_id', 'sessions.user_id')
    .innerJoin('crews as c', 'c.id', 'a.crew_id')
    .select(['a.account_id', 'a.crew_id', 'a.email', 'c.first_name', 'c.last_name'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  const session: SeafarerSession = {
    idHash,
    accountId: row.account_id,
    crewId: row.crew_id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
  };
  return session;
}

/** The seafarer's own procedures: his session or UNAUTHORIZED (a staff session is none). */
export const seafarerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const seafarer = await seafarerSessionOf(ctx.services.db, ctx.req.headers.cookie);
  if (!seafarer) throw new UnauthorizedError();
  return next({ ctx: { ...ctx, seafarer } });
});

/** What his events carry: his account as the user, and the request's device, browser, IP. */
export function seafarerSender(ctx: Context, who: { accountId: number; name: string }, commandId?: string): Sender {
  const { device, browser, os, ip, correlationId } = ctx.meta;
  const metadata = { userId: who.accountId, userName: who.name, device, browser, os, ip, correlationId };
  return {
    metadata: { ...metadata, causationId: null, ...(ctx.requestHash ? { requestHash: ctx.requestHash } : {}) },
    commandId,
  };
}
