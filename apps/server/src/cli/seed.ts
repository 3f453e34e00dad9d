import { parseArgs } from 'node:util';
import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { seed } from '../seed/seed.js';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const services = await createServices(loadEnv(), { startRunner: false, startWorkers: false });
const started = performance.now();
const result = await seed(services, { scale: Number(values.scale) });
console.log(`Seeded ${JSON.stringify(result)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await services.close();
