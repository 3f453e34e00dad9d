import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { can, DomainError, normaliseInput, ForbiddenError, type Permission } from '@crewing/domain';
import { requestHash, type EventMetadata } from '@crewing/events';
import type { Context, Session } from './context.js';
import type { Sender, SendOptions } from '../stream-commands.js';
import { checkSession } from '../auth/guard.js';
import { isDependencyUnavailable } from '../health/unavailable.js';

type TrpcCode = TRPCError['code'];
const CODE: Record<DomainError['code'], TrpcCode> = {
  VALIDATION: 'BAD_REQUEST',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  PASSWORD_EXPIRED: 'PRECONDITION_FAILED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

/**
 * zod issues become the errors-object-keyed-by-field the web shows under inputs (the messages are
 * the domain's sentences, shared/field-messages.ts); a field sent that is not taken is keyed by its
 * own name, not by the object holding it.
 */
function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const push = (path: readonly PropertyKey[], message: string) => {
    const key = path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.') || '_form';
    if (!(out[key] ??= []).includes(message)) out[key].push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) push([...issue.path, k], issue.message);
    else push(issue.path, issue.message);
  }
  return out;
}

/** A refusal reads as a sentence: zod's own message is a JSON dump of its issues. */
function readable(
  code: TRPCError['code'],
  message: string,
  fieldErrors: Record<string, string[]> | undefined,
  cause: unknown,
): string {
  if (code === 'PAYLOAD_TOO_LARGE') return 'The request is too large (at most 1 MB)';
  // The JSON parser's own words ("Expected ',' or ']' after array element") are not ours either.
  if (code === 'PARSE_ERROR' || cause instanceof SyntaxError)
    return 'The request could not be read: it is not well-formed JSON';
  const first = Object.entries(fieldErrors ?? {})[0];
  if (first && /^\s*[[{]/.test(message)) return first[0] === '_form' ? first[1][0]! : `${first[0]}: ${first[1][0]}`;
  return message;
}

const t = initTRPC.context<Context>().create({
  // The browser never gets a stack (errorFormatter below): tRPC's dev mode would build one for every refusal.
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    let fieldErrors: Record<string, string[]> | undefined;
    if (cause instanceof ZodError) fieldErrors = zodFieldErrors(cause);
    else if (cause instanceof DomainError) fieldErrors = cause.fieldErrors;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // PostgreSQL or Redis out of reach (a restart): 503 at once, shown as ERROR 503 (002 §8 "other").
    const unavailable = internal && isDependencyUnavailable(cause);
    return {
      ...shape,
      // Internal failures never leak their message or stack to the browser.
      message: unavailable
        ? 'SERVICE UNAVAILABLE'
        : internal
          ? 'SYSTEM ERROR'
          : readable(error.code, shape.message, fieldErrors, cause),
      data: {
        code: unavailable ? 'SERVICE_UNAVAILABLE' : shape.data.code,
        httpStatus: unavailable ? 503 : shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors,
      },
    };
  },
});

/** DomainErrors thrown anywhere below become the matching tRPC error, with the cause kept. */
const domainErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof DomainError) {
      result.error = new TRPCError({ code: CODE[cause.code], message: cause.message, cause });
    } else if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      ctx.services.logger.error({ path, err: cause ?? result.error }, 'procedure failed');
    }
  }
  return result;
});

export const router = t.router;
/** The upper-case rule of 002 §5, applied once on the way in, for every procedure. */
const normaliseRawInput = t.middleware(({ next, getRawInput }) =>
  next({ getRawInput: async () => normaliseInput(await getRawInput()) }),
);

/**
 * The fingerprint of what the client sent (normalised, without its commandId): the command
 * handler refuses the same command id with another request (CommandIdReusedError, CONFLICT).
 */
const hashRequest = t.middleware(async ({ type, next, getRawInput }) =>
  type === 'mutation' ? next({ ctx: { requestHash: requestHash(await getRawInput()) } }) : next(),
);

export const publicProcedure = t.procedure.use(domainErrors).use(normaliseRawInput).use(hashRequest);

/** The one session guard (platform/auth/guard.ts), shared with /files and socket.io. */
function requireSession(ctx: Context, allowExpired: boolean): Session {
  return checkSession(ctx.session, allowExpired ? 'signed-in' : 'current-password', ctx.services.clock());
}

/** Signed in, any password age: only reset password, logout and "who am I". */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, session: requireSession(ctx, true) } }),
);

/** Signed in with a current password. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { ...ctx, session: requireSession(ctx, false) } }),
);

/** The server's enforcement of a named permission, whatever the client sends. */
export function permitted(permission: Permission) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!can(ctx.session.actor, permission)) throw new ForbiddenError();
    return next();
  });
}

/** What every event of this request carries: who, from which device, browser and IP, which request. */
export function eventMetadata(
  ctx: Context & { session: Session },
  causationId: string | null = null,
): Omit<EventMetadata, 'commandId'> {
  return {
    userId: ctx.session.user.id,
    userName: ctx.session.actor.name,
    device: ctx.meta.device,
    browser: ctx.meta.browser,
    os: ctx.meta.os,
    ip: ctx.meta.ip,
    correlationId: ctx.meta.correlationId,
    causationId,
    // Keys the command id with the user: the same id with another request is refused.
    ...(ctx.requestHash ? { requestHash: ctx.requestHash } : {}),
  };
}

/** A request as the sender of a command: its metadata and the command id the client sent, if any. */
export function senderOf(ctx: Context & { session: Session }, commandId?: string): Sender {
  return { metadata: eventMetadata(ctx), commandId };
}

/** What an edit's client sends besides its changes: its command id and the version its form was loaded at. */
export type EditRequest = { commandId?: string | undefined; baseVersion?: number | undefined };

/** An edit's sender: the request, its command id and its base version (same-field changes since are refused). */
export function editSenderOf(ctx: Context & { session: Session }, edit: EditRequest): SendOptions {
  return { ...senderOf(ctx, edit.commandId), baseVersion: edit.baseVersion };
}
