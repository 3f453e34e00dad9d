import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAssets } from './static-assets.js';

const JS = 'export const x = 1;\n'.repeat(100);
let root: string;
let dist: string;
let server: Server;
let port: number;

/** One raw answer: status, headers and the body as sent (not decompressed). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'crewing-dist-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), JS);
  writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), gzipSync(JS));
  writeFileSync(path.join(dist, 'assets', 'plain-def.css'), 'body{}');
  writeFileSync(path.join(root, 'secret.txt'), 'beside the build, never sent');
  const app = express();
  app.use(webAssets(dist));
  app.use((_req, res) => res.status(404).send('fell through'));
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web build files (answered from memory)', () => {
  it('sends the brotli file to a browser that takes it, else gzip, else the file itself; cached for a year', async () => {
    const br = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': String(br.body.length),
    });
    expect(br.body.equals(brotliCompressSync(JS))).toBe(true);
    const gz = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
    // A file the build did not compress goes as it is, whatever the browser takes.
    const css = await get('/assets/plain-def.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{}');
  });

  it('answers HEAD with the length and no body', async () => {
    const head = await get('/assets/app-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(JS).length);
    expect(head.body.length).toBe(0);
  });

  it('leaves unknown names, paths out of assets/ and malformed addresses to the routes after it', async () => {
    for (const p of ['/assets/missing.js', '/assets/%E0%A4%A', '/assets/sub/app-abc.js'])
      expect((await get(p, { 'accept-encoding': 'br' })).body.toString(), p).toBe('fell through');
    // Nothing above the build is reachable.
    const out = await get('/assets/..%2f..%2fsecret.txt', { 'accept-encoding': 'br' });
    expect(out.body.toString()).not.toContain('never sent');
  });
});
