import express, { type Router } from 'express';
import { DomainError } from '@crewing/domain';
import type { Services } from '../../services.js';
import { sessionFromCookie } from '../trpc/context.js';
import { readFile, saveFile, UPLOAD_KINDS, type UploadKind } from './store.js';

/**
 * Small authenticated routes for bytes: uploads arrive as the raw body (the name in a header),
 * downloads stream with their sniffed type and a safe file name.
 */
export function filesRouter(services: Services): Router {
  const r = express.Router();
  const maxBytes = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

  r.post('/files', express.raw({ type: () => true, limit: maxBytes }), async (req, res) => {
    const session = await sessionFromCookie(services, req.headers.cookie);
    if (!session) return void res.status(401).json({ error: 'UNAUTHORIZED' });
    const kind = String(req.query.kind ?? 'attachment');
    if (!(kind in UPLOAD_KINDS) || kind === 'report') return void res.status(400).json({ errors: { kind: ['Unknown upload kind'] } });
    try {
      const file = await saveFile(services.db, {
        bytes: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        fileName: decodeURIComponent(String(req.headers['x-file-name'] ?? 'upload')),
        kind: kind as UploadKind,
        uploadedBy: session.user.id,
      });
      res.status(201).json(file);
    } catch (e) {
      if (e instanceof DomainError) return void res.status(422).json({ errors: e.fieldErrors ?? {}, message: e.message });
      throw e;
    }
  });

  r.get('/files/:id', async (req, res) => {
    const session = await sessionFromCookie(services, req.headers.cookie);
    if (!session) return void res.status(401).json({ error: 'UNAUTHORIZED' });
    const file = await readFile(services.db, req.params.id);
    if (!file) return void res.status(404).json({ error: 'File Not Found' });
    res.setHeader('Content-Type', file.mime_type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.attachment(file.file_name);
    res.end(file.content);
  });

  // Oversized bodies get the spec's text under the field, like every other validation error.
  r.use((err: { type?: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err.type === 'entity.too.large') return void res.status(413).json({ errors: { file: ['FILE TOO LARGE'] } });
    next(err);
  });
  return r;
}
