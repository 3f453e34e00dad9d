import { createServer, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import compression from 'compression';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Services } from './platform/services.js';
import { appRouter, fileReaders, fileUploaders, liveRules, liveVersions } from './features.js';
import { createContextFactory } from './platform/trpc/context.js';
import { refusalStatus } from './platform/trpc/refusal-status.js';
import { filesRouter } from './platform/files/routes.js';
import { attachRealtime } from './platform/realtime/socket.js';
import { seafarerSockets } from './portal/live.js';
import { checkHealth } from './platform/health/health.js';
import { appShell, edgeGuards, TRPC_MAX_BODY_BYTES } from './platform/http/edge.js';
import { httpMetrics, opsRouter } from './platform/jobs/ops.js';
import { webAssets } from './platform/http/static-assets.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface App {
  httpServer: HttpServer;
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

export async function createApp(services: Services): Promise<App> {
  const app = express();
  const proxies = services.env.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // X-Forwarded-For is honoured only when the request comes from a configured proxy.
  app.set('trust proxy', proxies.length > 0 ? proxies : false);
  app.disable('x-powered-by');
  const edge = edgeGuards(services.env);
  app.use(httpMetrics());
  app.use(edge.headers);

  // 200 when PostgreSQL and Redis answer; 503 naming the one that does not ({ database: 'down' }).
  app.get('/health', async (_req, res) => {
    const health = await checkHealth(services);
    res
      .status(health.ok ? 200 : 503)
      .set('cache-control', 'no-store')
      .json(health);
  });

  app.use(
    '/trpc',
    // Answers as brotli or gzip to a browser that takes them: the fleet board is ~1.8 MB of JSON, ~80 KB compressed.
    compression(),
    edge.trpc,
    createExpressMiddleware({
      router: appRouter,
      createContext: createContextFactory(services),
      maxBodySize: TRPC_MAX_BODY_BYTES,
      responseMeta: refusalStatus,
    }),
  );
  app.use('/files', edge.files);
  app.use(filesRouter(services, fileReaders, fileUploaders));
  // Every route below takes no cross-site state change (issue 25: bull-board's PUTs paused queues).
  app.use(edge.rest);
  // Issue 12: /metrics and the bull-board queue view, for system administrators.
  app.use(opsRouter(services));

  const dist = services.env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  if (existsSync(dist)) {
    app.use(webAssets(dist));
    // A missing build file is a 404, never the shell (a stale tab asking for an old chunk would
    // otherwise get HTML as JavaScript and show a blank page).
    app.get('/assets/{*rest}', (_req, res) => res.status(404).type('text').send('Not found'));
    // History-mode routes: every other GET gets the app shell.
    app.get('/{*splat}', appShell(dist, services.env.LIVE_CHAT_SRC));
  } else {
    app.get('/', (_req, res) => res.status(503).send('The web app is not built yet: run npm run build.'));
  }

  const httpServer = createServer(app);
  const realtime = await attachRealtime(httpServer, services, liveRules, {
    versions: liveVersions,
    guests: seafarerSockets,
  });
  return {
    httpServer,
    listen: (port) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          const addr = httpServer.address();
          resolve(typeof addr === 'object' && addr ? addr.port : port);
        });
      }),
    async close() {
      await realtime.close();
      await new Promise<void>((r) => httpServer.close(() => r()));
    },
  };
}
