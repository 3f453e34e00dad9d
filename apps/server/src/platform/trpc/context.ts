import type { Request, Response } from 'express';
import type { Actor } from '@crewing/domain';
import type { Services } from '../../services.js';
import { requestMeta, type RequestMeta } from '../../shared/request-meta.js';
import { actorOf, loadSession, SESSION_COOKIE, type UserRow } from '../auth/sessions.js';

export interface Session {
  idHash: string;
  user: UserRow;
  actor: Actor;
}

export interface Context {
  services: Services;
  req: Request;
  res: Response;
  meta: RequestMeta;
  session: Session | null;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export async function sessionFromCookie(services: Services, cookieHeader: string | undefined): Promise<Session | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const found = await loadSession(services.db, token);
  return found ? { ...found, actor: actorOf(found.user) } : null;
}

export function createContextFactory(services: Services) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    services,
    req,
    res,
    meta: requestMeta(req),
    session: await sessionFromCookie(services, req.headers.cookie),
  });
}
