import type { Env } from './env.js';
import { allJobs, allProcesses, allProjections } from './features.js';
import { buildServices, type ServiceOptions, type Services } from './platform/services.js';

/** The services with every area's projections and jobs: what main, the CLI and tests start. */
export function createServices(env: Env, options: ServiceOptions = {}): Promise<Services> {
  return buildServices(env, { projections: allProjections, jobs: allJobs, processes: allProcesses }, options);
}
