/**
 * npm run seed                          the demo data, through the command handlers
 * npm run seed -- --scale [--crews N]   issue 32: a large agency on top of it (N crews, default 50,000;
 *                                       bulk-written from the real deciders, read models rebuilt by replay)
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { isEmpty, seed } from '../seed/seed.js';
import { seedScale } from '../seed/scale.js';

const { values } = parseArgs({
  options: { scale: { type: 'boolean', default: false }, crews: { type: 'string', default: '50000' } },
});
const crews = Number(values.crews);
if (!Number.isInteger(crews) || crews < 1) {
  console.error('crews: a whole number of crews, e.g. --crews 5000');
  process.exit(2);
}
const services = await createServices(loadEnv(), {
  startRunner: false,
  startWorkers: false,
  connectTimeoutMs: 120_000,
});
const started = performance.now();
if (!values.scale || (await isEmpty(services))) {
  const result = await seed(services);
  console.log(`Seeded ${JSON.stringify(result)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
if (values.scale) {
  const r = await seedScale(services, { crews, bulk: true, log: (line) => console.log(line) });
  console.log(
    `Scale data: ${r.crews.toLocaleString()} crews, ${r.fleets} fleets, ${r.vessels} vessels; ` +
      `${r.events.toLocaleString()} events written in ${r.writeSeconds.toFixed(1)} s ` +
      `(${Math.round(r.events / r.writeSeconds).toLocaleString()} events/s), read models replayed in ${r.replaySeconds.toFixed(1)} s`,
  );
}
await services.close();
