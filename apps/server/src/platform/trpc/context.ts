import type { Request, Response } from 'express';
import type { Services } from '../services.js';
import { requestMeta, type RequestMeta } from '../../shared/request-meta.js';
import { sessionFromCookie, type Session } from '../auth/guard.js';

// The session and its guard live in platform/auth/guard.ts: tRPC, /files and socket.io share them.
export { readCookie, sessionFromCookie, type Session } from '../auth/guard.js';

export interface Context {
  services: Services;
  req: Request;
  res: Response;
  meta: RequestMeta;
  session: Session | null;
  /** Set per mutation by trpc.ts from the input the client sent; eventMetadata carries it. */
  requestHash?: string | undefined;
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
