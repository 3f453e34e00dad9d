import { rebuildProjection } from '@crewing/events';
import { loadEnv } from '../../env.js';
import { createServices } from '../../system.js';
import { allProjections } from '../../features.js';

/** npm run replay [projection...]: rebuilds read models from the events (all when none named). */
const names = process.argv.slice(2);
const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
if (unknown.length > 0) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const services = await createServices(loadEnv(), { startRunner: false, startWorkers: false });
for (const p of allProjections.filter((x) => names.length === 0 || names.includes(x.name))) {
  const s = await rebuildProjection(services.store, p);
  const rate = s.events / Math.max(s.ms / 1000, 0.001);
  console.log(`${p.name}: ${s.events} events in ${s.ms.toFixed(0)} ms (${rate.toFixed(0)} events/s)`);
}
await services.close();
