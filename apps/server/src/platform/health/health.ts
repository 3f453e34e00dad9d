import { sql } from 'kysely';
import type { Services } from '../services.js';

type State = 'up' | 'down';

export interface HealthReport {
  ok: boolean;
  database: State;
  /** 'unused' without REDIS_URL (jobs run in process, pushes stay in process). */
  redis: State | 'unused';
  databaseKind: Services['database']['kind'];
  jobs: Services['jobs']['kind'];
}

/** Resolves 'down' when the check fails or has not answered within timeoutMs. */
async function within(check: () => Promise<unknown>, timeoutMs: number): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<State>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const probe = check().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** What GET /health answers: 200 when every dependency answers, 503 naming the one that does not. */
export async function checkHealth(services: Services, timeoutMs = 2000): Promise<HealthReport> {
  const [database, redis] = await Promise.all([
    within(() => sql`select 1`.execute(services.db), timeoutMs),
    services.jobs.redisState(timeoutMs),
  ]);
  return {
    ok: database === 'up' && redis !== 'down',
    database,
    redis,
    databaseKind: services.database.kind,
    jobs: services.jobs.kind,
  };
}
