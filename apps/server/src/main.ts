import { loadEnv } from './env.js';
import { startServer } from './start.js';
import { isEmpty } from './seed/seed.js';
import { DEMO_PASSWORD } from './shared/demo.js';

const env = loadEnv();
const { services, app, port } = await startServer(env);
const url = `http://localhost:${port}`;
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
