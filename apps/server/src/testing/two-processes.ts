import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import type { Services } from '../platform/services.js';
import type { App } from '../app.js';
import { createTestServices, TEST_REDIS_URL, type TestServices } from './test-services.js';
import { startApp } from './http.js';

export interface TwoProcesses {
  a: TestServices;
  b: Services;
  appA: App;
  appB: App;
  urlA: string;
  urlB: string;
  close(): Promise<void>;
}

/** Two server processes on one database and one Redis, as `docker compose --scale` runs them. */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const a = await createTestServices({ redis: true, startWorkers: false });
  const b = await createServices(
    loadEnv({ DATABASE_URL: a.env.DATABASE_URL, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent', SEED_ON_EMPTY: '0' }),
    {
      startRunner: false,
      startWorkers: false,
      migrate: false,
    },
  );
  const { app: appA, url: urlA } = await startApp(a);
  const { app: appB, url: urlB } = await startApp(b);
  return {
    a,
    b,
    appA,
    appB,
    urlA,
    urlB,
    async close() {
      await appB.close();
      await b.close();
      await appA.close();
      await a.dispose();
    },
  };
}
