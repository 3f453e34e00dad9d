import { loadEnv } from '../env.js';
import { createServices } from '../system.js';
import { checkChain } from '../audit/chain/job.js';

/**
 * npm run verify (issue 27): walks the whole of the events' hash chain and every daily anchor (never
 * from the checkpoint a server start checks after), prints the first
 * event that does not match (exit 1) or how far the chain is verified (exit 0). The result is
 * recorded as an EventChainChecked event, as the nightly job records its own.
 */
const env = loadEnv();
const services = await createServices(env, { startRunner: false, startWorkers: false });
try {
  const v = await checkChain(services, env.TIME_ZONE, services.clock(), { full: true });
  if (v.mismatch) {
    const m = v.mismatch;
    console.error(
      `Event chain broken: event ${m.position} (${m.streamId} version ${m.version}, ${m.eventType}) does not match ` +
        `(${m.reason === 'gap' ? 'an event before it in its stream is missing' : m.reason === 'anchor' ? "the day's heads differ from its anchor" : 'its hash'}); ` +
        `${v.events} events and ${v.anchors} anchors checked in ${v.ms} ms.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Event chain verified through event ${v.throughPosition}: ${v.events} events and ${v.anchors} anchors in ${v.ms} ms.`,
    );
  }
} finally {
  await services.close();
}
