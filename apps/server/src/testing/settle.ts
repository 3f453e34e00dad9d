import type { Services } from '../services.js';

/**
 * Folds every async projection and runs the process managers until nothing more is due: what a
 * test awaits after a confirmation (the lifecycle's step, then the read models it moves).
 */
export async function settle(services: Pick<Services, 'runner' | 'processes'>, timeoutMs = 60_000): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await services.runner.catchUp(timeoutMs);
    if ((await services.processes.runAll()) === 0) return;
  }
  throw new Error('the processes kept sending steps after 20 rounds');
}
