import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { sql } from 'kysely';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { DomainError, rolesOf } from '@crewing/domain';
import type { Services } from '../services.js';
import { authenticate } from '../auth/guard.js';
import { addScrapeProbe, eventStoreFigures, httpSeconds, jobsByState, scrapeMetrics } from './metrics.js';

export const QUEUES_PATH = '/admin/queues';

/** Only a system administrator's live session passes (the queue view shows every user's jobs). */
function adminOnly(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const session = await authenticate(services, req.headers.cookie);
      if (!rolesOf(session.actor).isSystemAdmin) return void res.status(403).type('text').send('UNAUTHORIZED');
      next();
    } catch (err) {
      const code = err instanceof DomainError ? err.code : 'UNAVAILABLE';
      res
        .status(code === 'UNAUTHORIZED' ? 401 : code === 'PASSWORD_EXPIRED' ? 412 : 503)
        .type('text')
        .send(code);
    }
  };
}

/** The route group a request counts under: `/trpc/<procedure>`, or its first path segment. */
function routeOf(req: Request): string {
  const p = req.path;
  if (p.startsWith('/trpc/')) return `/trpc/${p.slice(6).split(',')[0]?.slice(0, 60) ?? ''}`;
  if (p.startsWith('/files')) return '/files';
  if (p.startsWith('/assets/')) return '/assets';
  if (p.startsWith(QUEUES_PATH)) return QUEUES_PATH;
  const first = p.split('/')[1] ?? '';
  return ['health', 'metrics', 'socket.io'].includes(first) ? `/${first}` : '/app';
}

/** Every request timed by route group and status (mounted first in app.ts). */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpSeconds.startTimer();
    res.on('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
}

/**
 * Ops (issue 12): `/metrics` (Prometheus text; queue counts and event store figures read at scrape
 * time) and bull-board at `/admin/queues` (BullMQ only), both behind a system administrator's
 * session. Prometheus signs in with a scraping account, or scrapes a process it reaches directly.
 */
export function opsRouter(services: Services): Router {
  const r = express.Router();
  addScrapeProbe(async () => {
    const counts = await services.jobs.counts();
    for (const [state, n] of Object.entries(counts)) jobsByState.set({ state }, n);
  });
  addScrapeProbe(async () => {
    const events = await sql<{ n: string | null }>`select max(global_position)::text as n from events`.execute(
      services.db,
    );
    eventStoreFigures.set({ figure: 'events' }, Number(events.rows[0]?.n ?? 0));
    const open = await sql<{
      n: string;
    }>`select count(*)::text as n from job_runs where state in ('waiting', 'active')`.execute(services.db);
    eventStoreFigures.set({ figure: 'runs_open' }, Number(open.rows[0]?.n ?? 0));
  });
  r.get('/metrics', adminOnly(services), async (_req, res) => {
    res
      .set('content-type', 'text/plain; version=0.0.4')
      .set('cache-control', 'no-store')
      .send(await scrapeMetrics());
  });

  const queue = services.jobs.bullQueue?.();
  if (queue) {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUES_PATH);
    createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter: adapter });
    // bull-board's page boots with an inline script; this admin-only page gets its own CSP.
    const csp = (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data:; font-src 'self' data: https:; frame-ancestors 'none'",
      );
      next();
    };
    r.use(QUEUES_PATH, adminOnly(services), csp, adapter.getRouter() as express.RequestHandler);
  } else {
    r.get(QUEUES_PATH, adminOnly(services), (_req, res) => {
      res.status(404).type('text').send('The queue view needs REDIS_URL: without it jobs run inside the server.');
    });
  }
  return r;
}
