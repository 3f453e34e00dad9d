import type { RequestHandler } from 'express';
import { list, type Env } from '../../env.js';
import { declaredBodyLimit, TRPC_MAX_BODY_BYTES } from './body-limit.js';
import { sameOrigin } from './same-origin.js';
import { securityHeaders } from './security-headers.js';

export { appShell } from './app-shell.js';
export { TRPC_MAX_BODY_BYTES } from './body-limit.js';

/** What app.ts mounts in front of everything, of /trpc, of /files and of every other route (ops). */
export function edgeGuards(env: Pick<Env, 'ALLOWED_ORIGINS' | 'LIVE_CHAT_SRC'>) {
  const allowedOrigins = list(env.ALLOWED_ORIGINS).map((o) => new URL(o).origin);
  return {
    headers: securityHeaders(env),
    trpc: [declaredBodyLimit(TRPC_MAX_BODY_BYTES), sameOrigin({ allowedOrigins, jsonOnly: true })] as RequestHandler[],
    // Uploads are raw bodies of any type: only where they come from is checked. /files answers
    // errors as { error, message }.
    files: sameOrigin({ allowedOrigins, jsonOnly: false, errorBody: (message) => ({ error: 'FORBIDDEN', message }) }),
    // Everything else (bull-board's /admin/queues/api, /metrics, whatever a later route adds):
    // a state-changing method from another site is refused as on /trpc, whatever its body type.
    rest: sameOrigin({ allowedOrigins, jsonOnly: false, errorBody: (message) => ({ error: 'FORBIDDEN', message }) }),
  };
}
