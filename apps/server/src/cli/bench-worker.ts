import { loadEnv } from '../env.js';
import { jobContextOf } from '../platform/services.js';
import { createServices } from '../system.js';

/** A report worker process for `npm run bench:reports`: the real jobs, the bench's queue prefix, concurrency 1. */
const env = loadEnv();
const services = await createServices(env, {
  migrate: false,
  startRunner: false,
  startWorkers: false,
  queuePrefix: process.argv[2],
});
await services.jobs.startWorkers(jobContextOf(services), Number(process.argv[3] ?? 1));
console.log('ready');
process.on('SIGTERM', () => void services.close().then(() => process.exit(0)));
