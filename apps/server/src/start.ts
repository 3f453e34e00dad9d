import { createServices } from './system.js';
import { createApp, type App } from './app.js';
import { isEmpty, seed } from './seed/seed.js';
import type { Env } from './env.js';
import { startProjections, type Services } from './platform/services.js';

/**
 * What `npm start` does (main.ts), in one function a test can run: services (PGlite without DATABASE_URL,
 * in-process jobs without REDIS_URL), the demo seeded into an empty database, the daily jobs scheduled (each
 * runs once at start too), and the app listening.
 */
export async function startServer(env: Env): Promise<{ services: Services; app: App; port: number }> {
  // The runner starts after the demo seed: the seed folds at its own steps (catchUp, settle), a page at a time,
  // instead of the runner folding every few commands beside it. On PGlite's one connection that was a third of
  // the first start's CPU (s46: 150.8 → 96.8 s, the same events and read models).
  const services = await createServices(env, { startRunner: false });
  if (env.SEED_ON_EMPTY === '1' && (await isEmpty(services))) {
    services.logger.info('empty database: seeding demo data (first start only)');
    const r = await seed(services);
    services.logger.info(r, 'demo data seeded');
  }
  await startProjections(services);
  // Issue 9: the document expiry alerts run every morning (and once at start; nothing fires twice).
  if (env.SCHEDULE_JOBS === '1') {
    await services.jobs.daily(
      'document-expiry-alerts',
      { leadDays: env.EXPIRY_LEAD_DAYS, contractMonths: env.CONTRACT_MONTHS },
      { hour: 6, timeZone: env.TIME_ZONE },
    );
    // Issue 27: the event chain is anchored for the finished day and the events after the last passed check
    // (its checkpoint) are checked every night and once at start; `npm run verify` and "Check now" walk all.
    await services.jobs.daily('event-chain', { anchor: true }, { hour: 1, timeZone: env.TIME_ZONE });
  }
  const app = await createApp(services);
  const port = await app.listen(env.PORT);
  services.logger.info({ port, database: services.database.kind, jobs: services.jobs.kind }, 'listening');
  return { services, app, port };
}
