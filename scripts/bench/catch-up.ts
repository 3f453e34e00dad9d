/**
 * The async projections' catch-up after an import (issue 28 §5): N crews registered and their documents added (the
 * seed's writers, as many events as an import of them writes) with no projection folding meanwhile, kept in a
 * template database; each run folds a copy of it from where the import left the projections to caught up, beside a
 * plain ordered scan of the new events in the same run. Two runners can be set side by side on copies of the same
 * database (BENCH_RUNNER_MODULE names another copy of runner.ts, the code before a change).
 *
 *   npx tsx scripts/bench/catch-up.ts [crews=500] [records=10] [runs=1]
 */
import { sql } from 'kysely';
import pg from 'pg';
import { CREW_RECORD_FAMILIES_BY_NAME, DEPT, type CrewCommand } from '@crewing/domain';
import type { ProjectionRunner } from '@crewing/events';
import { TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { createTestServices } from '../../apps/server/src/testing/test-services.js';
import { createMasterRecord, makeUser, TEST_META } from '../../apps/server/src/testing/actors.js';
import { newRank } from '../../apps/server/src/testing/master-data.js';
import { handleMany } from '../../apps/server/src/platform/stream-commands.js';
import { crews } from '../../apps/server/src/crew/commands.js';
import { nextId } from '../../apps/server/src/shared/ids.js';
import { writeCrewRecords, type Rec } from '../../apps/server/src/seed/crew-201.js';
import { allProjections } from '../../apps/server/src/features.js';

const [CREWS, RECORDS, RUNS] = [500, 10, 1].map((d, i) => Number(process.argv[2 + i] ?? d)) as [number, number, number];
const template = `catchup_tpl_${CREWS}x${RECORDS}`;
const modulePath = process.env.BENCH_RUNNER_MODULE ?? '../../packages/events/src/runner.js';
const { ProjectionRunner: Runner } = (await import(modulePath)) as { ProjectionRunner: typeof ProjectionRunner };

/** The dataset, written once: master data folded, then the crews and their records with the projections behind. */
async function writeTemplate() {
  const services = await createTestServices({ startWorkers: false });
  const user = await makeUser(services, { departmentId: DEPT.dss });
  const metadata = { ...TEST_META, userId: user.id, userName: 'BENCH' };
  const rankId = await newRank(services, 'ABLE SEAMAN', 'AB', 3, 1);
  for (let i = 0; i < RECORDS; i++)
    await createMasterRecord(services, 'document', 900 + i, {
      name: `BENCH DOCUMENT ${i + 1}`,
      category: 'document',
      code: `DOC${i + 1}`,
    });
  await services.runner.catchUp(120_000);
  const at = new Date().toISOString();
  const family = CREW_RECORD_FAMILIES_BY_NAME['crew-document']!;
  const files: Array<{ crewId: number; records: Rec[] }> = [];
  for (let n = 0; n < CREWS; n++) {
    const crewId = await nextId(services, 'crew');
    const profile = {
      applicantNo: `CU${String(n).padStart(7, '0')}`,
      lastName: 'BENCH',
      firstName: `CREW ${n}`,
      rankId,
    };
    const command = { type: 'RegisterCrew', data: { crewId, profile, at } } as CrewCommand;
    await handleMany(services, [crews.item(crewId, command)], { commandId: `catchup-crew-${crewId}`, metadata });
    const records = Array.from({ length: RECORDS }, (_, k) => ({
      family,
      fields: { documentId: 900 + k, number: `D-${crewId}-${k}`, issuedDate: '2020-01-15', expiryDate: '2030-01-14' },
    }));
    files.push({ crewId, records });
  }
  await writeCrewRecords(services, files, metadata, 'catchup-records', at);
  const name = (await sql<{ n: string }>`select current_database() as n`.execute(services.db)).rows[0]!.n;
  await services.close();
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`alter database ${name} rename to ${template}`);
  await admin.end();
}

const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
await admin.connect();
const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
await admin.end();
if (found.rowCount === 0) await writeTemplate();

for (let run = 1; run <= RUNS; run++) {
  const services = await createTestServices({ startWorkers: false, template });
  try {
    const since = await sql<{ tx: string }>`
      select min(transaction_id)::text as tx from projection_checkpoints`.execute(services.db);
    let t0 = performance.now();
    const scan = await sql`select * from events where transaction_id > ${since.rows[0]!.tx}::xid8
      order by transaction_id, global_position`.execute(services.db);
    const scanMs = performance.now() - t0;
    const runner = new Runner(services.store, allProjections);
    t0 = performance.now();
    await runner.catchUp(3_600_000);
    const ms = performance.now() - t0;
    console.log(
      `run ${run} (${modulePath.split('/').pop()}): ${scan.rows.length} events behind; catch-up ${ms.toFixed(0)} ms, ` +
        `${((scan.rows.length / ms) * 1000).toFixed(0)} events/s; scan ${scanMs.toFixed(0)} ms; ` +
        `ratio to the scan ${(ms / scanMs).toFixed(1)}x`,
    );
  } finally {
    await services.dispose();
  }
}
