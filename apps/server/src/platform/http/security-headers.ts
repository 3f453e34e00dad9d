import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../../env.js';
import { isLocalHost } from './local-host.js';

type Directives = Record<string, string[]>;

/**
 * The app's Content-Security-Policy. Mantine injects <style> elements, hence 'unsafe-inline' for
 * styles only; socket.io needs ws:/wss:. The live-chat origin (spec 000 §1) is added only where
 * the widget is injected, so a local page never trusts a third party.
 */
export function cspDirectives(chatOrigin: string | null): Directives {
  const chat = chatOrigin ? [chatOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    'img-src': ["'self'", 'data:', 'blob:', ...chat],
    'font-src': ["'self'", 'data:', ...chat],
    'connect-src': ["'self'", 'ws:', 'wss:', ...chat],
    // 'self': the file viewer frame (/files/{id}?view=1, framed by this site only; crew documents, the biodata PDF).
    'frame-src': [...chat, "'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** helmet's headers with our CSP; HSTS only on TLS, where a browser honours it anyway. */
export function securityHeaders(env: Pick<Env, 'LIVE_CHAT_SRC'>): RequestHandler[] {
  const chatOrigin = env.LIVE_CHAT_SRC ? new URL(env.LIVE_CHAT_SRC).origin : null;
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const localCsp = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(null) });
  const publicCsp = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(chatOrigin) });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false });
  return [
    base,
    (req, res, next) => (isLocalHost(req) ? localCsp : publicCsp)(req, res, next),
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
  ];
}
