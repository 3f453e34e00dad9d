import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { jsonError } from './json-error.js';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** Origins allowed besides the request's own host (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** tRPC mutations: only application/json, which an HTML form cannot send. */
  jsonOnly: boolean;
  /** The refusal in the error shape of the routes behind (tRPC's by default). */
  errorBody?: (message: string) => unknown;
}

function mediaType(req: Request): string {
  return String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/**
 * Whether a state-changing request comes from this site. Browsers send Origin on every POST;
 * when it is missing, Sec-Fetch-Site tells. A sibling subdomain is "same-site", so SameSite=Strict
 * cookies reach us from it: only the exact host (or a listed origin) passes. With neither header
 * the caller is not a browser (scripts, tests), which cannot ride a user's cookie.
 */
export function fromThisSite(req: Request, allowedOrigins: readonly string[]): boolean {
  // req.host: the Host header, or X-Forwarded-Host when a TRUSTED_PROXIES address sent it.
  return sameSiteHeaders(req.headers, req.host, allowedOrigins);
}

/** The same check on bare headers (the socket.io handshake is not an express request). */
export function sameSiteHeaders(
  headers: IncomingHttpHeaders,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === host?.toLowerCase();
    } catch {
      return false; // "null" (sandboxed frames, file:) and garbage
    }
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Refuses cross-site state changes (CSRF) with 403 and a JSON error; reads stay open. */
export function sameOrigin(options: SameOriginOptions): RequestHandler {
  const body = options.errorBody ?? ((message: string) => jsonError('FORBIDDEN', message));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (options.jsonOnly && mediaType(req) !== 'application/json') {
      return void res.status(403).json(body('Requests must be sent as application/json'));
    }
    if (!fromThisSite(req, options.allowedOrigins))
      return void res.status(403).json(body('Cross-site request refused'));
    next();
  };
}
