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

type Agent = Pick<RequestMeta, 'device' | 'browser' | 'os'>;
/** The agents seen lately: a browser sends the same User-Agent with every request, and parsing one takes ~0.4 ms. */
const agents = new Map<string, Agent>();
const AGENTS_KEPT = 500;

function agentOf(userAgent: string): Agent {
  const known = agents.get(userAgent);
  if (known) return known;
  const ua = new UAParser(userAgent).getResult();
  const agent = {
    device: ua.device.type ? ua.device.type.toUpperCase() : userAgent ? 'DESKTOP' : 'UNKNOWN',
    browser: ua.browser.name
      ? `${ua.browser.name} ${ua.browser.version ?? ''}`.trim()
      : userAgent
        ? userAgent.slice(0, 60)
        : 'UNKNOWN',
    os: ua.os.name ? `${ua.os.name} ${ua.os.version ?? ''}`.trim() : 'UNKNOWN',
  };
  // Oldest first out: a Map keeps insertion order.
  if (agents.size >= AGENTS_KEPT) agents.delete(agents.keys().next().value!);
  agents.set(userAgent, agent);
  return agent;
}

/**
 * Device, browser and OS parsed from the User-Agent; the IP is express's req.ip, which honours
 * X-Forwarded-For only for the proxies configured in TRUSTED_PROXIES ("trust proxy").
 */
export function requestMeta(
  req: Pick<Request, 'ip' | 'headers'> & { socket?: { remoteAddress?: string | undefined } },
): RequestMeta {
  const userAgent = String(req.headers['user-agent'] ?? '');
  const { device, browser, os } = agentOf(userAgent);
  const header = req.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : crypto.randomUUID();
  const rawIp = req.ip ?? req.socket?.remoteAddress ?? 'UNKNOWN';
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d; auditors read a.b.c.d.
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  return { device, browser, os, ip, userAgent, correlationId };
}
