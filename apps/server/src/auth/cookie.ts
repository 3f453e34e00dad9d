import type { Request } from 'express';
import type { Env } from '../env.js';

/**
 * The session cookie's attributes. httpOnly + SameSite=Strict: page scripts never read it and
 * other sites never send it. Secure follows COOKIE_SECURE; "auto" trusts req.secure, which reads
 * X-Forwarded-Proto only from a TRUSTED_PROXIES address, so a client cannot fake it.
 */
export function sessionCookieOptions(req: Pick<Request, 'secure'>, setting: Env['COOKIE_SECURE']) {
  const secure = setting === '1' || (setting === 'auto' && req.secure);
  return { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };
}
