import { UAParser } from 'ua-parser-js';
import type { Request } from 'express';

export interface RequestMeta {
  device: string;
  browser: string;
  os: string;
  ip: string;
  userAgent: string;
  correlationId: string;
}

/**
 * Device, browser and OS parsed from the User-Agent; the IP is express's req.ip, which honours
 * X-Forwarded-For only for the proxies configured in TRUSTED_PROXIES ("trust proxy").
 */
export function requestMeta(
  req: Pick<Request, 'ip' | 'headers'> & { socket?: { remoteAddress?: string | undefined } },
): RequestMeta {
  const userAgent = String(req.headers['user-agent'] ?? '');
  const ua = new UAParser(userAgent).getResult();
  const device = ua.device.type ? ua.device.type.toUpperCase() : userAgent ? 'DESKTOP' : 'UNKNOWN';
  const browser = ua.browser.name
    ? `${ua.browser.name} ${ua.browser.version ?? ''}`.trim()
    : userAgent
      ? userAgent.slice(0, 60)
      : 'UNKNOWN';
  const os = ua.os.name ? `${ua.os.name} ${ua.os.version ?? ''}`.trim() : 'UNKNOWN';
  const header = req.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : crypto.randomUUID();
  const rawIp = req.ip ?? req.socket?.remoteAddress ?? 'UNKNOWN';
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d; auditors read a.b.c.d.
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  return { device, browser, os, ip, userAgent, correlationId };
}
