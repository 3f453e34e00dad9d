import { loadEnv } from './env.js';
import { createServices } from './system.js';
import { createApp } from './app.js';
import { isEmpty, seed } from './seed/seed.js';
import { DEMO_PASSWORD } from './shared/demo.js';

const env = loadEnv();
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
const url = `http://localhost:${port}`;
services.logger.info({ port, database: services.database.kind, jobs: services.jobs.kind }, 'listening');
// The demo sign-in is printed for the newcomer on a demo database; a production one (SEED_ON_EMPTY=0,
// issue 32) starts with no account and says how to make the first administrator.
const demo = `Demo sign-in: admin / ${DEMO_PASSWORD} (also ops, dss, management, crewing, aib, mgc, staffdb, finance, accounting, principal, auditor; the README lists each)`;
const firstRun = 'No account yet: create the first administrator with `npm run create-admin -- --username NAME`';
const hint = (await isEmpty(services)) ? firstRun : env.SEED_ON_EMPTY === '1' ? demo : 'Sign in with your account';
console.log(`\n  Crewing back office is up at ${url}\n  ${hint}\n`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  services.logger.info({ signal }, 'shutting down');
  await app.close();
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
