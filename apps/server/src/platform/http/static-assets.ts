import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web build's files. /assets/* are content-hashed (a new build names new files), so a browser
 * keeps them for a year without asking again; the build also wrote each one brotli- and
 * gzip-compressed beside it (apps/web/vite.config.ts), sent as they are to a browser that takes
 * them (no compression work per request: the grid chunk is ~820 KB as JavaScript, ~200 KB as br).
 * Other files (index.html is served by the app shell) keep a short cache.
 */
export function webAssets(dist: string): RequestHandler[] {
  const assets = path.resolve(dist, 'assets');
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodeURIComponent(req.path);
    const file = path.join(assets, name);
    // Only a plain file name inside assets/ (no traversal); a missing one falls through to the 404.
    if (path.dirname(file) !== assets) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepts) || !existsSync(file + ext)) continue;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', IMMUTABLE);
      res.type(path.extname(file));
      return res.sendFile(file + ext, { cacheControl: false }, (err) => err && next(err));
    }
    next();
  };
  return [
    express
      .Router()
      .use('/assets', precompressed, express.static(assets, { index: false, immutable: true, maxAge: '365d' })),
    express.static(dist, { index: false, maxAge: '1h' }),
  ];
}
