import { rebuildAll } from '@crewing/events';
import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { allProjections } from '../features.js';

/**
 * npm run replay [projection...]: rebuilds read models from the events (all when none named).
 * The events are read once for all of them, the new read models are built beside the live ones
 * (which stay readable and keep folding appends) and swapped in at the end in one transaction.
 */
const names = process.argv.slice(2);
const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
if (unknown.length > 0) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const services = await createServices(loadEnv(), {
  startRunner: false,
  startWorkers: false,
  connectTimeoutMs: 120_000,
});
try {
  const r = await rebuildAll(
    services.store,
    allProjections.filter((x) => names.length === 0 || names.includes(x.name)),
  );
  for (const s of r.projections) console.log(`${s.projection}: ${s.events} events folded in ${s.ms.toFixed(0)} ms`);
  const seconds = r.ms / 1000;
  console.log(
    `${r.events} events read once, ${r.folds} folds, in ${seconds.toFixed(1)} s (${(r.events / Math.max(seconds, 0.001)).toFixed(0)} events/s)`,
  );
} finally {
  await services.close();
}
