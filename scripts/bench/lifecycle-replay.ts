/**
 * The crew lifecycle projection alone, replayed on a copy of a kept dataset (scripts/bench/replay.ts writes it with
 * BENCH_REPLAY_TEMPLATE): its fold time beside a plain ordered scan of the store in the same run, and a digest of
 * the rows it built, so two commits run one after the other show the same read model (the same digest) and their
 * speed on the very same events.
 *
 *   npx tsx scripts/bench/lifecycle-replay.ts replay_tpl_s41_50000 [runs]
 *   BENCH_LIFECYCLE_ALL=1 npx tsx ...   (every projection rebuilt, as npm run replay does: the lifecycle's rebuild fold
 *                                        folds the facts from the pages, s45; alone it reads them back)
 */
import { sql } from 'kysely';
import { rebuildAll } from '@crewing/events';
import type { Projection } from '@crewing/events';
import { createTestServices } from '../../apps/server/src/testing/test-services.js';
import { allProjections } from '../../apps/server/src/features.js';

const template = process.argv[2];
if (!template) throw new Error('Name the kept dataset: npx tsx scripts/bench/lifecycle-replay.ts replay_tpl_<n>');
const runs = Number(process.argv[3] ?? 1);
// BENCH_LIFECYCLE_MODULE names another copy of intents.ts (the code before a change, kept aside for an A/B run).
const modulePath = process.env.BENCH_LIFECYCLE_MODULE ?? '../../apps/server/src/crew/lifecycle/intents.js';
const { crewLifecycleIntents } = (await import(modulePath)) as { crewLifecycleIntents: Projection };
for (let run = 1; run <= runs; run++) {
  const services = await createTestServices({ startWorkers: false, template });
  try {
    const total = await sql<{ n: string }>`select count(*)::text as n from events`.execute(services.db);
    let t0 = performance.now();
    await sql`select * from events order by transaction_id, global_position`.execute(services.db);
    const scanMs = performance.now() - t0;
    t0 = performance.now();
    const all = process.env.BENCH_LIFECYCLE_ALL === '1';
    const report = await rebuildAll(
      services.store,
      all
        ? allProjections.map((p) => (p.name === crewLifecycleIntents.name ? crewLifecycleIntents : p))
        : [crewLifecycleIntents],
    );
    const ms = performance.now() - t0;
    const fold = report.projections.find((p) => p.projection === crewLifecycleIntents.name);
    const digest = await sql<{ rows: string; md5: string }>`
      select count(*)::text as rows, md5(coalesce(string_agg(t::text, '|' order by t.key), '')) as md5
        from crew_lifecycle_intents t`.execute(services.db);
    const d = digest.rows[0]!;
    console.log(
      `run ${run}: ${total.rows[0]!.n} events; scan ${scanMs.toFixed(0)} ms; ${all ? 'every projection' : 'crew-lifecycle'} ` +
        `replay ${ms.toFixed(0)} ms ` +
        `(fold ${fold?.ms.toFixed(0)} ms of ${fold?.events} events), ratio to the scan ${(ms / scanMs).toFixed(2)}x; ` +
        `rows ${d.rows} md5 ${d.md5}`,
    );
  } finally {
    await services.dispose();
  }
}
