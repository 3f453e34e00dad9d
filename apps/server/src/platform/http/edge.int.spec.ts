import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { makeUser } from '../../testing/actors.js';
import { HttpClient, startApp } from '../../testing/http.js';
import type { App } from '../../app.js';
import type { Env } from '../../env.js';

const CHAT = 'https://chat.example.net/widget.js?key=abc';
const SHELL = '<!doctype html><html><head><title>Crewing</title></head><body><div id="root"></div></body></html>';

let services: TestServices;
let dist: string;
const apps: App[] = [];
let url: string;

/** Another app over the same database with some settings changed (COOKIE_SECURE...). */
async function appWith(env: Partial<Env>): Promise<string> {
  const started = await startApp({ ...services, env: { ...services.env, ...env } });
  apps.push(started.app);
  return started.url;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'crewing-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  services = await createTestServices({
    env: {
      TRUSTED_PROXIES: 'loopback',
      WEB_DIST: dist,
      LIVE_CHAT_SRC: CHAT,
      ALLOWED_ORIGINS: 'https://crewing.example.com',
    },
  });
  url = await appWith({});
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await services?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http rather than fetch: fetch will not send our own Host or a chunked body of our making. */
function send(
  base: string,
  p: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
) {
  return new Promise<Sent>((resolve, reject) => {
    const req = request(base + p, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (opts.body !== undefined && !opts.chunked) req.setHeader('content-length', Buffer.byteLength(opts.body));
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

async function signedIn(base = url) {
  const u = await makeUser(services, {});
  const c = new HttpClient(base);
  expect((await c.mutation('auth.login', { username: u.username, password: u.password })).error).toBeUndefined();
  return c;
}

describe('cross-site requests (CSRF beyond SameSite)', () => {
  it('a same-site HTML form cannot sign a user out: non-JSON posts and foreign origins get 403 JSON', async () => {
    const c = await signedIn();
    const own = new URL(url).origin;
    const form = await c.raw('/trpc/auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'http://evil.localhost' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toMatchObject({ error: { data: { code: 'FORBIDDEN' } } });
    const plain = await c.raw('/trpc/auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: own },
      body: '{}',
    });
    expect(plain.status).toBe(403);
    const foreign = await c.raw('/trpc/auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.localhost' },
    });
    expect(foreign.status).toBe(403);
    const sameSite = await c.raw('/trpc/auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    expect(await sameSite.json()).toMatchObject({
      error: { message: 'Cross-site request refused', data: { code: 'FORBIDDEN', httpStatus: 403 } },
    });
    // Reads stay open, and the session survived all of the above.
    expect((await c.query('auth.me')).data).not.toBeNull();
    // The page's own requests, and a listed origin, pass.
    expect((await c.raw('/trpc/auth.permissions', { headers: { origin: 'http://evil.localhost' } })).status).toBe(200);
    const listed = await c.raw('/trpc/auth.me', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://crewing.example.com' },
    });
    expect(listed.status).not.toBe(403);
    const mine = await c.raw('/trpc/auth.logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: own, 'sec-fetch-site': 'same-origin' },
      body: 'null',
    });
    expect(mine.status).toBe(200);
    expect((await c.query('auth.me')).data).toBeNull();
  });

  it('uploads check where they come from, not their type', async () => {
    const c = await signedIn();
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    // Any content type is fine here (a form's multipart too): uploads are raw bodies.
    const upload = (origin: string) =>
      c.raw('/files?kind=attachment', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-file-name': 'a.pdf', origin },
        body: pdf,
      });
    const foreign = await upload('https://evil.example.com');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    expect((await upload(new URL(url).origin)).status).toBe(201);
  });
});

describe('security headers and the session cookie', () => {
  it('sends CSP, nosniff, a referrer policy and frame denial; HSTS only over TLS', async () => {
    const plain = await send(url, '/trpc/auth.me');
    const csp = String(plain.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('same-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await send(url, '/trpc/auth.me', { headers: { 'x-forwarded-proto': 'https' } }); // from the trusted proxy
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('COOKIE_SECURE: auto follows TLS (as told by a trusted proxy), 1 always, 0 never', async () => {
    const u = await makeUser(services, {});
    const body = JSON.stringify({ username: u.username, password: u.password });
    const login = async (base: string, headers: Record<string, string> = {}) =>
      String(
        (
          await send(base, '/trpc/auth.login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
          })
        ).headers['set-cookie'],
      );
    expect(await login(url)).not.toMatch(/;\s*Secure/i);
    expect(await login(url, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await login(await appWith({ COOKIE_SECURE: '1' }))).toMatch(/;\s*Secure/i);
    expect(await login(await appWith({ COOKIE_SECURE: '0' }), { 'x-forwarded-proto': 'https' })).not.toMatch(
      /;\s*Secure/i,
    );
  });
});

describe('hostile request bodies', () => {
  const login = { 'content-type': 'application/json' };

  it('a 60 MB body is refused with 413 before it is parsed, and a chunked one over 1 MB too', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(60_000_000), password: 'y' });
    const declared = await send(url, '/trpc/auth.login', { method: 'POST', headers: login, body: huge });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({
      error: { message: 'The request is too large (at most 1 MB)', data: { code: 'PAYLOAD_TOO_LARGE' } },
    });
    const chunked = await send(url, '/trpc/auth.login', {
      method: 'POST',
      headers: login,
      body: JSON.stringify({ username: 'x'.repeat(2_000_000) }),
      chunked: true,
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: { data: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('10,000-deep JSON is a clear validation error, not a stack overflow or a 500', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const r = await send(url, '/trpc/auth.login', {
      method: 'POST',
      headers: login,
      body: `{"username":${deep},"password":"x"}`,
    });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({
      error: { message: 'The request is nested too deeply', data: { code: 'BAD_REQUEST' } },
    });
  });

  it('NUL bytes and lone surrogates are a 400 naming the field, not a 500 from PostgreSQL', async () => {
    const c = new HttpClient(url);
    const nul = await c.mutation('auth.login', { username: 'admin\u0000', password: 'x' });
    expect(nul.status).toBe(400);
    expect(nul.error?.data.fieldErrors).toEqual({ username: ['This text contains characters that cannot be stored'] });
    const lone = await send(url, '/trpc/auth.login', {
      method: 'POST',
      headers: login,
      body: '{"username":"ad\\ud800min","password":"x"}',
    });
    expect(lone.status).toBe(400);
    expect(JSON.parse(lone.body)).toMatchObject({
      error: { data: { fieldErrors: { username: ['This text contains characters that cannot be stored'] } } },
    });
  });
});

describe('live chat widget (spec 000 §1)', () => {
  it('is injected and allowed by the CSP on a public host only', async () => {
    const local = await send(url, '/v/crewchange/ccdetails', { headers: { host: 'localhost' } });
    expect(local.status).toBe(200);
    expect(local.body).toBe(SHELL);
    expect(local.headers['content-security-policy']).not.toContain('chat.example.net');
    for (const host of ['127.0.0.1', '[::1]:3000']) {
      expect((await send(url, '/', { headers: { host } })).body).not.toContain('<script');
    }

    const live = await send(url, '/v/crewchange/ccdetails', { headers: { host: 'crewing.example.com' } });
    expect(live.body).toContain('<script async src="https://chat.example.net/widget.js?key=abc"></script>\n  </head>');
    const csp = String(live.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://chat.example.net");
    expect(csp).toContain("connect-src 'self' ws: wss: https://chat.example.net");
    expect(csp).toContain('frame-src https://chat.example.net');
  });
});
