import { loadEnv } from '@crewing/server/env';
import { createServices } from '@crewing/server/system';
import { jobContextOf } from '@crewing/server/platform/services';

/**
 * A worker process as `npm run worker` runs it, every job of the app (the real reports), on the
 * queue prefix argv[2]. Its job lock is short (argv[3] ms) so a test that kills it with SIGKILL
 * sees the job taken up by another worker in seconds rather than BullMQ's default 30 s.
 */
const services = await createServices(loadEnv(), {
  migrate: false,
  startRunner: false,
  startWorkers: false,
  queuePrefix: process.argv[2],
});
await services.jobs.startWorkers(jobContextOf(services), 1, { lockMs: Number(process.argv[3] ?? 1500) });
console.log('ready');
