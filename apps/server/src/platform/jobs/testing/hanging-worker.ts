import { loadEnv } from '../../../env.js';
import { buildServices, jobContextOf } from '../../services.js';
import { hangingJob } from './pipeline-jobs.js';

/** A worker process that takes a job and never finishes it: the test kills it with SIGKILL. */
const env = loadEnv();
const services = await buildServices(
  env,
  { projections: [], jobs: [hangingJob] },
  { migrate: false, startRunner: false, startWorkers: false, queuePrefix: process.argv[2] },
);
await services.jobs.startWorkers(jobContextOf(services), 1, { lockMs: 1500 });
console.log('ready');
