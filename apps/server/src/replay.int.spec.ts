import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { rebuildAll, rebuildProjection } from '@crewing/events';
import { type TestServices } from './testing/test-services.js';
import { createSeededTestServices } from './testing/seeded-services.js';
import { crewStream } from '@crewing/domain';
import { callerFor, makeUser, TEST_META } from './testing/actors.js';
import { jobContextOf } from './platform/services.js';
import { expiryAlertsJob } from './documents/expiry/job.js';
import { allProjections } from './features.js';
import { saveFile } from './platform/files/store.js';
import { requestCorrection } from './portal/requests/commands.js';
import { demoPrincipal, openCrewChangeOf } from './testing/principal.js';
import { firstOnboardCrew } from './testing/candidates.js';

let services: TestServices;
beforeAll(async () => {
  // The demo seed (master data, users, crew sign-ons, 201 records): the run's seeded template, copied.
  services = await createSeededTestServices({ startWorkers: false });
});
afterAll(() => services.dispose());

/** Every read-model table, dumped in a stable order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) {
    for (const table of p.tables) {
      const r = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(services.db);
      out[table] = r.rows
        .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
        .sort();
    }
  }
  return out;
}

describe('replay', () => {
  it('rebuilding every projection from the events gives exactly the live read models', async () => {
    // A mixed workload: the demo seed (copied from the template) plus edits through tRPC.
    const admin = await makeUser(services, { userTypeId: 1 });
    const caller = await callerFor(services, admin.id);
    const target = await makeUser(services, {});
    await caller.users.update({ userId: target.id, changes: { middleName: 'abad', positionIds: [9] } });
    await caller.users.update({ userId: target.id, changes: { status: 0 } });
    await caller.users.update({ userId: target.id, changes: { status: 1, grants: ['coe'] } });
    await caller.users.resetPassword({
      userId: target.id,
      password: 'Reset-Pass-123',
      confirmPassword: 'Reset-Pass-123',
    });
    // Issue 9: documents recorded the way they were before the record families (their events still fold),
    // and the daily expiry alerts raised from the demo documents.
    const crew = await services.db.selectFrom('crews').select('id').orderBy('id').executeTakeFirstOrThrow();
    // No command writes that shape any more: the legacy event is appended as it was stored then.
    const legacy = {
      crewId: crew.id,
      docCode: 'MARINA_SID',
      number: 'OLD-1',
      issuedDate: '2020-01-01',
      expiryDate: '2030-01-01',
      at: services.clock().toISOString(),
    };
    await services.db.transaction().execute((trx) =>
      services.store.append(trx, {
        streamId: crewStream.id(crew.id),
        streamType: crewStream.type,
        expected: 'any',
        events: [{ type: 'CrewDocumentRecorded', data: legacy }],
        metadata: { ...TEST_META, commandId: crypto.randomUUID() },
      }),
    );
    await expiryAlertsJob.handler({ leadDays: [90, 60, 30], contractMonths: 9 }, jobContextOf(services));
    // Issue 16: a planner sets an onboard crew's contract duration (the demo seed sets none).
    const onboard = await firstOnboardCrew(services.db);
    await caller.planning.setContractDuration({ crewId: onboard.id, months: 6 });
    await caller.planning.issueTicket({ crewId: onboard.id, purpose: 'MEDICAL' });
    const batch = await services.db
      .selectFrom('disembark_batches')
      .select(['id', 'vessel_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await caller.planning.addBatchRemark({
      batchId: batch.id,
      vesselId: batch.vessel_id,
      remark: 'hotel booked for the batch',
    });
    // Issue 28: an import confirmed and committed by its job (in-process here): its stream, its read model and
    // the crew it registers. Waited for, so the snapshot below never races the job.
    const sheet = await saveFile(services.db, {
      bytes: Buffer.from('applicantno,last_name,first_name,birthdate,rank\nAPP-R1,REPLAY,JUAN,12 APR 1990,BOSUN\n'),
      fileName: 'crews.csv',
      kind: 'import',
      uploadedBy: admin.id,
    });
    const { jobId } = await caller.import.commit({ kind: 'crews', fileId: sheet.id });
    await services.jobs.waitFor(jobId);
    // Issue 29: the demo seafarer asks a correction of his 201 (a request stream and its read model).
    const seafarer = await services.db
      .selectFrom('seafarer_accounts')
      .select(['account_id', 'crew_id'])
      .where('status', '=', 'active')
      .orderBy('crew_id')
      .executeTakeFirstOrThrow();
    await requestCorrection(
      services,
      { crewId: seafarer.crew_id, accountId: seafarer.account_id },
      { field: 'contactNumber', value: '09171234567' },
      { metadata: TEST_META },
    );
    // Issue 30: the demo principal prefers a crew of his vessels.
    const principalUser = await demoPrincipal(services.db);
    const ofHis = await openCrewChangeOf(services.db, principalUser.principalId);
    await (
      await callerFor(services, principalUser.userId)
    ).principal.markCrew({ crewId: ofHis.crew_id, mark: 'PREFERRED', reason: 'good record on our ships' });
    // An edit, now, to the oldest open crew change with a reliever: its stream's events lie at both ends of the store
    // (the board's rebuild below writes its row early and reads it back for this one).
    const oldest = await sql<{ id: number }>`select id from crew_change_board
      where finished_on = 'infinity' and jsonb_array_length(state->'embarkings') > 0 order by id limit 1`.execute(
      services.db,
    );
    await caller.crewChange.updateEmbarking({
      crewChangeId: oldest.rows[0]!.id,
      changes: { flight_details: 'PR 503 MNL-SIN' },
    });
    await services.runner.catchUp();

    const before = await snapshot();
    expect(before.crews).toHaveLength(401); // the 400 seeded and the one imported
    const events = await services.db
      .selectFrom('events')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeGreaterThan(700);

    // All together, as `npm run replay` does: pages read once, shadow tables swapped in. Edits
    // committed after the build go to the live tables (they stay writable) and the swap folds them.
    let live: Record<string, unknown[]> = {};
    const report = await rebuildAll(services.store, allProjections, {
      beforeSwap: async () => {
        await caller.users.update({ userId: target.id, changes: { middleName: 'during rebuild' } });
        await caller.planning.addBatchRemark({
          batchId: batch.id,
          vesselId: batch.vessel_id,
          remark: 'added during the rebuild',
        });
        await services.runner.catchUp();
        live = await snapshot();
      },
    });
    // Every projection that owns a read model folded (one owning none, a live push or the mail outbox, is skipped).
    const rebuilt = allProjections.filter((p) => p.tables.length > 0);
    expect(report.projections.map((s) => s.projection).sort()).toEqual(rebuilt.map((p) => p.name).sort());
    // A derived one (Projection.derive) folds no event of the first pass: its rows are worked out at its end.
    for (const p of rebuilt)
      expect(
        report.projections.find((s) => s.projection === p.name)![p.derive ? 'ms' : 'events'],
        p.name,
      ).toBeGreaterThan(0);
    expect(rebuilt.filter((p) => p.derive).map((p) => p.name)).toEqual([
      'current-documents',
      'dashboard-counts',
      'dashboard-due',
      'dashboard-trends',
    ]);
    await services.runner.catchUp();
    expect(live.users!.some((u) => String(u).toLowerCase().includes('during rebuild'))).toBe(true);
    expect(live.batch_remarks!.some((r) => String(r).toLowerCase().includes('added during the rebuild'))).toBe(true);
    expect(await snapshot()).toEqual(live);
    // The rebuilt tables went live vacuumed (issue 32): their pages all-visible, so a count reads the index alone.
    const crews = await sql<{ pages: number; visible: number }>`
      select relpages as pages, relallvisible as visible from pg_class where oid = 'crews'::regclass`.execute(
      services.db,
    );
    expect(crews.rows[0]!.pages).toBeGreaterThan(0);
    expect(crews.rows[0]!.visible).toBe(crews.rows[0]!.pages);
    // One projection at a time (`npm run replay name`) comes out the same.
    for (const p of rebuilt) {
      const stats = await rebuildProjection(services.store, p);
      if (!p.derive) expect(stats.events, p.name).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(live);
    // The board rebuilt alone in pages of 20 events: most rows are written, read back on a later event and written
    // again (the oldest open crew change, edited above, across the whole store).
    await rebuildProjection(
      services.store,
      allProjections.find((p) => p.name === 'crew-change-board')!,
      20,
    );
    expect(await snapshot()).toEqual(live);
    // And compact (s43): a fold writes a row once a page, so with small pages a crew's row is rewritten many
    // times and a plain vacuum keeps the dead versions' pages (the bulk seed's crews: 13 MB for 1.1 MB of rows at
    // 5,000 crews). The rebuilt table goes live the size of a fresh copy of its rows (without the rewrite: 2.2x).
    // A transaction open elsewhere in the database while VACUUM FULL copies the table (the projection runner's poll,
    // a process's step, an auto-analyze's snapshot) keeps the row versions it may still see: under load one run in a
    // few went live at 1.5-1.6x (s47: 1.54x in three tries running, on main's code too). So the rebuild is tried up to
    // three times, and one of them must come out under 1.8x, well apart from the 2.2x of no rewrite.
    const sizes: Array<[number, number]> = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await rebuildProjection(
        services.store,
        allProjections.find((p) => p.name === 'crews')!,
        100,
      );
      sizes.push(
        await services.db.connection().execute(async (c) => {
          await sql`create temporary table crews_copy as select * from crews`.execute(c);
          const r = await sql<{ heap: number; copy: number }>`
            select pg_relation_size('crews')::int as heap, pg_relation_size('crews_copy')::int as copy`.execute(c);
          await sql`drop table crews_copy`.execute(c);
          return [r.rows[0]!.heap, r.rows[0]!.copy] as [number, number];
        }),
      );
      if (sizes.at(-1)![0] <= 1.8 * sizes.at(-1)![1]) break;
    }
    const [heap, copy] = sizes.at(-1)!;
    expect(heap, `crews heap after each rebuild, bytes (heap, copy): ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(
      1.8 * copy,
    );
    expect(await snapshot()).toEqual(live);
    // The demo seed (with its 201 records) and two rebuilds of every projection: minutes on a busy machine.
  }, 600_000);
});
