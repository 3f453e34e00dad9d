import { isPasswordCurrent, PasswordExpiredError, UnauthorizedError, type Actor } from '@crewing/domain';
import type { Services } from '../services.js';
import { actorOf, loadSession, SESSION_COOKIE, type UserRow } from './sessions.js';

/** A signed-in user: the session (by the hash of its token), the user row and their roles' input. */
export interface Session {
  idHash: string;
  user: UserRow;
  actor: Actor;
}

/**
 * What a caller needs: `signed-in` lets an out-of-date password through (only reset password,
 * logout and "who am I" ask for no more); `current-password` is every other tRPC procedure,
 * every /files request and every socket.io handshake and join.
 */
export type SessionNeed = 'signed-in' | 'current-password';

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return null; // a garbled cookie is no session
    }
  }
  return null;
}

/** The session a cookie header names, if it is live (not revoked, not expired, user active). */
export async function sessionFromCookie(services: Services, cookieHeader: string | undefined): Promise<Session | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const found = await loadSession(services.db, token);
  return found ? { ...found, actor: actorOf(found.user) } : null;
}

/**
 * The one session guard of tRPC, /files and socket.io: no session is UNAUTHORIZED; a password
 * older than 6 months or one an administrator reset is PASSWORD_EXPIRED (002 §6), unless the
 * caller only needs to be signed in.
 */
export function checkSession(session: Session | null, need: SessionNeed, now: Date): Session {
  if (!session) throw new UnauthorizedError();
  const u = session.user;
  if (need === 'current-password' && (u.must_change_password || !isPasswordCurrent(u.password_updated_at, now))) {
    throw new PasswordExpiredError();
  }
  return session;
}

/** The guard from a cookie header: the session, or a typed error (UNAUTHORIZED, PASSWORD_EXPIRED). */
export async function authenticate(
  services: Services,
  cookieHeader: string | undefined,
  need: SessionNeed = 'current-password',
): Promise<Session> {
  return checkSession(await sessionFromCookie(services, cookieHeader), need, services.clock());
}
