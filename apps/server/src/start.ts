import { createServices } from './system.js';
import { createApp, type App } from './app.js';
import { isEmpty, seed } from './seed/seed.js';
import type { Env } from './env.js';
import type { Services } from './platform/services.js';

/**
 * What `npm start` does (main.ts), in one function a test can run: services (PGlite without DATABASE_URL,
 * in-process jobs without REDIS_URL), the demo seeded into an empty database, the daily jobs scheduled (each
 * runs once at start too), and the app listening.
 */
export async function startServer(env: Env): Promise<{ services: Services; app: App; port: number }> {
  const services = await createServices(env);
  if (env.SEED_ON_EMPTY === '1' && (await isEmpty(services))) {
    services.logger.info('empty database: seeding demo data (first start only)');
    const r = await seed(services);
    services.logger.info(r, 'demo data seeded');
  }
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
