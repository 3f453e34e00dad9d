import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DomainError } from '@crewing/domain';
import type { Services } from '../services.js';
import type { FileReadRule, FileUploader } from '../feature.js';
import { authenticate, type Session } from '../auth/guard.js';
import { mayDownload } from './access.js';
import { contentDisposition } from './disposition.js';
import {
  BROWSER_UPLOAD_KINDS,
  fileFacts,
  readFile,
  saveFile,
  uploadKindOf,
  UPLOAD_KINDS,
  type UploadKind,
} from './store.js';

/** Every error of /files: JSON `{ error, message, errors? }` (errors keyed by field, as the web shows them). */
class FilesError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const STATUS: Record<DomainError['code'], number> = {
  VALIDATION: 422,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHORIZED: 401,
  PASSWORD_EXPIRED: 412, // as tRPC's PRECONDITION_FAILED
  TOO_MANY_REQUESTS: 429,
};

const tooLarge = () => new FilesError(413, 'FILE_TOO_LARGE', 'FILE TOO LARGE', { file: ['FILE TOO LARGE'] });
const notFound = () => new FilesError(404, 'NOT_FOUND', 'File Not Found');

/**
 * Reads an upload up to its kind's limit. A declared length over it is refused before a byte is
 * read; a streamed body is cut off as soon as it passes the limit (never buffered to the end).
 */
function readBody(req: Request, limit: number): Promise<Buffer> {
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity')
    return Promise.reject(new FilesError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Compressed uploads are not accepted'));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (err: Error | null) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (err) {
        req.pause();
        reject(err);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => settle(null);
    const onError = (err: Error) => settle(err);
    const onClose = () => settle(new FilesError(400, 'BAD_REQUEST', 'The upload was interrupted'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The browser's file name (URI-encoded in a header); a garbled one is kept as sent, never a 500. */
function fileNameOf(header: string | string[] | undefined): string {
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  try {
    return decodeURIComponent(raw) || 'upload';
  } catch {
    return raw || 'upload';
  }
}

/**
 * Small authenticated routes for bytes: uploads arrive as the raw body (the name in a header),
 * downloads stream with the type sniffed at upload and a safe file name. The session guard of
 * tRPC and socket.io (a current password) and the kind are checked before the body is read.
 */
export function filesRouter(
  services: Services,
  readers: readonly FileReadRule[] = [],
  uploaders: readonly FileUploader[] = [],
): Router {
  const r = express.Router();
  const session = async (req: Request, res: Response, next: NextFunction) => {
    res.locals.session = await authenticate(services, req.headers.cookie);
    next();
  };
  /** The uploader's id: a staff session's user, else another account an area declares (a seafarer). */
  const uploader = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.uploaderId = (await authenticate(services, req.headers.cookie)).user.id;
    } catch (staffRefusal) {
      let id: number | null = null;
      for (const other of uploaders) id ??= await other(req.headers.cookie, services);
      if (id === null) throw staffRefusal;
      res.locals.uploaderId = id;
    }
    next();
  };

  r.post('/files', uploader, async (req, res) => {
    const kind = uploadKindOf(req.query.kind ?? 'attachment');
    if (kind === null || !BROWSER_UPLOAD_KINDS.includes(kind)) {
      throw new FilesError(400, 'BAD_REQUEST', 'Unknown upload kind', { kind: ['Unknown upload kind'] });
    }
    const bytes = await readBody(req, UPLOAD_KINDS[kind].maxBytes);
    const file = await saveFile(services.db, {
      bytes,
      fileName: fileNameOf(req.headers['x-file-name']),
      kind: kind satisfies UploadKind,
      uploadedBy: res.locals.uploaderId as number,
    });
    res.status(201).json(file);
  });

  r.get('/files/:id', session, async (req, res) => {
    const facts = await fileFacts(services.db, req.params.id as string);
    // A file the user may not download answers as one that does not exist: ids do not leak.
    if (!facts || !(await mayDownload(services, res.locals.session as Session, facts, readers))) throw notFound();
    const file = await readFile(services.db, facts.id);
    if (!file) throw notFound();
    res.setHeader('Content-Type', file.mime_type); // sniffed from the bytes at upload, never from the name
    res.setHeader('Content-Length', String(file.size));
    // `?view=1`: a PDF or image shown in the app's own viewer frame (a document scan, a generated
    // biodata); anything else, and every plain request, downloads under its file name.
    const view =
      req.query.view === '1' && (file.mime_type === 'application/pdf' || file.mime_type.startsWith('image/'));
    res.setHeader('Content-Disposition', contentDisposition(file.file_name, view ? 'inline' : 'attachment'));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (view) {
      // Chromium's PDF viewer does not run in a sandboxed document; the frame may only be this site's.
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; frame-ancestors 'self'");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    } else res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(file.content);
  });

  r.all(['/files', '/files/{*rest}'], () => {
    throw notFound();
  });

  // Every error of /files in JSON with its status; an unexpected one is logged, never shown.
  r.use('/files', (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    let e: FilesError;
    if (err instanceof FilesError) e = err;
    else if (err instanceof DomainError) e = new FilesError(STATUS[err.code], err.code, err.message, err.fieldErrors);
    else if (typeof (err as { status?: unknown }).status === 'number' && (err as { status: number }).status < 500) {
      e = new FilesError((err as { status: number }).status, 'BAD_REQUEST', 'Bad request');
    } else {
      services.logger.error({ err, method: req.method }, 'files request failed');
      e = new FilesError(500, 'INTERNAL_SERVER_ERROR', 'SYSTEM ERROR');
    }
    // A body left unread is not read: the connection closes after the answer.
    if (!req.complete) res.setHeader('Connection', 'close');
    res.status(e.status).json({ error: e.error, message: e.message, ...(e.errors ? { errors: e.errors } : {}) });
  });
  return r;
}
