import type { TRPCError } from '@trpc/server';
import type { Context } from './context.js';

/** Sent by the web app's tRPC client: it reads every answer's error from the body, whatever the status. */
export const WEB_CLIENT_HEADER = 'x-crewing-client';

/** A user's input refused (a rule, a field, a stale edit): an answer to show under the inputs, not a fault. */
const REFUSALS: ReadonlySet<TRPCError['code']> = new Set(['BAD_REQUEST', 'CONFLICT']);

/**
 * Issue 25: a browser logs every 4xx response as a console error, so a normal refusal (a required
 * field left empty) looked like a failure of the page. The web app's calls get such a refusal with
 * status 200 and the same error body (code, httpStatus and field errors stay in it); every other
 * client, and every other error (sign-in, permission, server), keeps its HTTP status.
 */
export function refusalStatus(opts: { ctx?: Context | undefined; errors: TRPCError[] }): { status?: number } {
  const { ctx, errors } = opts;
  if (errors.length === 0 || ctx?.req.headers[WEB_CLIENT_HEADER] !== 'web') return {};
  return errors.every((e) => REFUSALS.has(e.code)) ? { status: 200 } : {};
}
