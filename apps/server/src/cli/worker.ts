import { loadEnv } from '../env.js';
import { createServices } from '../system.js';

/** A dedicated BullMQ worker process (docker compose --scale worker=N). */
const env = loadEnv();
if (!env.REDIS_URL) {
  console.error('REDIS_URL is required for a dedicated worker; without it jobs run inside the server.');
  process.exit(2);
}
const services = await createServices(env, { startRunner: false, startWorkers: true });
services.logger.info('worker ready');
const stop = async () => {
  await services.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
