import type { Request } from 'express';

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Whether the page is served to a local host (spec 000 §1: the live-chat widget only appears on
 * non-local hosts). express's req.hostname reads Host, or X-Forwarded-Host behind a trusted proxy.
 */
export function isLocalHost(req: Pick<Request, 'hostname'>): boolean {
  const host = (req.hostname ?? '').toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}
