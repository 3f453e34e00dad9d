import type { RequestHandler } from 'express';
import { jsonError } from './json-error.js';

/** The largest /trpc body: forms and batch edits are a few KB; 1 MB leaves room, 60 MB did not. */
export const TRPC_MAX_BODY_BYTES = 1_000_000;
export const TOO_LARGE_MESSAGE = 'The request is too large (at most 1 MB)';

/**
 * Refuses a body whose declared length is over the limit before a byte of it is read. A chunked
 * body (no Content-Length) is cut off by tRPC's own maxBodySize while it streams.
 */
export function declaredBodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    // Node discards the unread rest of the body; nothing of it is buffered or parsed.
    if (length > maxBytes) {
      return void res.status(413).json(jsonError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE));
    }
    next();
  };
}
