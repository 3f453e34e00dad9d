import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The encodings the build wrote beside each file, in the order preferred. */
const ENCODINGS = [
  ['br', /\bbr\b/, '.br'],
  ['gzip', /\bgzip\b/, '.gz'],
] as const;

/**
 * The web build's files. /assets/* are content-hashed (a new build names new files), so a browser
 * keeps them for a year without asking again; the build also wrote each one brotli- and
 * gzip-compressed beside it (apps/web/vite.config.ts), sent as they are to a browser that takes
 * them (no compression work per request: the grid chunk is ~820 KB as JavaScript, ~200 KB as br).
 * Other files (index.html is served by the app shell) keep a short cache.
 */
export function webAssets(dist: string): RequestHandler[] {
  const assets = path.resolve(dist, 'assets');
  // The build's files as they were when the server started: content-hashed, so never changed in place.
  const built = new Set(existsSync(assets) ? readdirSync(assets) : []);
  /**
   * Each file read once and then answered from memory (~0.9 MB of br for the whole build): no file system
   * call and no thread-pool hop a request. A first load asks for ~45 of them at once while the same
   * process answers the board (its compression uses that pool too); from disk they came ~15 ms apart.
   */
  const memory = new Map<string, Promise<Buffer | null>>();
  const load = (name: string): Promise<Buffer | null> => {
    let body = memory.get(name);
    if (!body) {
      // A failed read is not remembered: this request falls through to the file server, the next reads again.
      body = readFile(path.join(assets, name)).catch(() => {
        memory.delete(name);
        return null;
      });
      memory.set(name, body);
    }
    return body;
  };
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).replace(/^\//, '');
    } catch {
      return next();
    }
    // Only a plain file name inside assets/ (no traversal); a missing one falls through to the 404.
    if (name.includes('/') || !built.has(name)) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const accepted = ENCODINGS.find(([, test, ext]) => test.test(accepts) && built.has(name + ext));
    const [encoding, , ext] = accepted ?? [null, null, ''];
    void load(name + ext).then((body) => {
      if (!body) return next();
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', IMMUTABLE);
      res.type(path.extname(name));
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
  return [
    express
      .Router()
      .use('/assets', precompressed, express.static(assets, { index: false, immutable: true, maxAge: '365d' })),
    express.static(dist, { index: false, maxAge: '1h' }),
  ];
}
