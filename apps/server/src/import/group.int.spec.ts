import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DomainError } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { createMasterRecord, TEST_META, userAs } from '../testing/actors.js';
import { bosunRank } from '../testing/imports.js';
import { saveFile } from '../platform/files/store.js';
import { jobContextOf } from '../platform/services.js';
import { handleGroup } from '../platform/stream-commands.js';
import { crews } from '../crew/commands.js';
import { nextId, nextIds } from '../shared/ids.js';
import { importCommitJob, imports } from './commit.js';

// Group commit (issues 27, 28): an import's rows many commands to a transaction, each with its own
// command id and answer; a refused one is kept apart, a retried job appends each row once.
const my = useTestServices({ startWorkers: false });
let dssId: number;
let metadata: Omit<typeof TEST_META, 'userId'> & { userId: number };
let bosun: number;

beforeAll(async () => {
  ({ id: dssId } = await userAs(my.services, 'dss'));
  metadata = { ...TEST_META, userId: dssId };
  bosun = await bosunRank(my.services);
  await createMasterRecord(my.services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  await createMasterRecord(my.services, 'document', 60, { name: 'BST', category: 'document', code: 'BST' });
  await my.settled();
});

const people = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ applicantNo: `${prefix}-${i + 1}`, lastName: `CREW ${prefix}`, i }));
const crewsSheet = (prefix: string, n: number) =>
  [
    'applicantno,last_name,first_name,birth_date,rank',
    ...people(prefix, n).map(
      (p) => `${p.applicantNo},${p.lastName},JUAN,${String(1 + p.i).padStart(2, '0')}/04/1990,BSN`,
    ),
  ].join('\r\n');
const documentsSheet = (prefix: string, n: number) =>
  [
    'applicantno,document,doc_no,date_issued,expiry_date',
    ...people(prefix, n).flatMap((p) => [
      `${p.applicantNo},PASSPORT,P-${p.i},15/01/2020,14/01/2030`,
      `${p.applicantNo},BST,B-${p.i},15/03/2021,14/03/2026`,
    ]),
  ].join('\r\n');

/** A sheet confirmed and its job run in this process (as the worker runs it), with the rows a group takes. */
async function runImport(
  kind: string,
  csv: string,
  batchSize: number,
  o: { importId?: number; crash?: () => void } = {},
) {
  const file = await saveFile(my.services.db, {
    bytes: Buffer.from(csv),
    fileName: `${kind}.csv`,
    kind: 'import',
    uploadedBy: dssId,
  });
  const importId = o.importId ?? (await nextId(my.services, 'import'));
  const fileName = `${kind}.csv`;
  if (!o.importId) {
    const at = new Date().toISOString();
    const data = { importId, kind, fileId: file.id, fileName, at };
    await imports.handle(my.services, importId, { type: 'StartImport', data }, { metadata });
  }
  const job = { ...jobContextOf(my.services), progress: async () => o.crash?.() };
  const payload = { importId, kind, fileId: file.id, fileName, choices: {}, requestedBy: dssId, metadata, batchSize };
  const result = await importCommitJob.handler(payload, job);
  // The next sheet finds these crews by applicant no. in the crews read model.
  await my.settled();
  return { importId, counts: result.counts };
}

/** Every event the import wrote, per crew stream in row order: types and data, ids and times left out. */
async function eventsOf(importId: number) {
  const rows = await my.services.db
    .selectFrom('events')
    .select(['stream_id', 'event_type', 'data', 'metadata'])
    .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
    .orderBy('global_position')
    .execute();
  const streams = new Map<string, unknown[]>();
  for (const r of rows) {
    const { crewId: _c, recordId: _r, at: _a, ...data } = r.data as Record<string, unknown>;
    const profile = data.profile as Record<string, unknown> | undefined;
    // The two sheets differ in their applicant numbers and last names only.
    if (profile)
      data.profile = { ...profile, applicantNo: String(profile.applicantNo).replace(/^\w+-/, ''), lastName: 'CREW' };
    const list = streams.get(r.stream_id) ?? [];
    const { commandId: _i, importId: _n, importFile: _f, importRow: row, ...metadata } = r.metadata;
    list.push({ type: r.event_type, row, data, metadata });
    streams.set(r.stream_id, list);
  }
  return [...streams.values()].sort((a, b) => (a[0] as { row: number }).row - (b[0] as { row: number }).row);
}

describe('group commit of an import (issues 27, 28)', () => {
  it('commits every command of a group but the refused one, which gets its own error as alone', async () => {
    const ids = await nextIds(my.services, 'crew', 5);
    const at = new Date().toISOString();
    const sends = ids.map((crewId, k) => {
      // The third has no last name: the decider refuses it (the preview would have, a sheet's row cannot).
      const profile = {
        applicantNo: `SOLO-${k}`,
        firstName: 'JUAN',
        rankId: bosun,
        ...(k === 2 ? {} : { lastName: 'GROUP' }),
      };
      const command = { type: 'RegisterCrew' as const, data: { crewId, profile, at } as never };
      return { items: [crews.item(crewId, command)], metadata, commandId: `group-test-${k}` };
    });
    const answers = await handleGroup(my.services, sends);
    expect(answers.map((a) => a.ok)).toEqual([true, true, false, true, true]);
    const refused = answers[2]!;
    if (refused.ok) throw new Error('unreachable');
    expect(refused.error).toBeInstanceOf(DomainError);
    // The same command alone gets the same error.
    const alone = await crews.handle(my.services, ids[2]!, sends[2]!.items[0]!.command as never, { metadata }).then(
      () => null,
      (e: DomainError) => e,
    );
    expect(alone).toBeInstanceOf(DomainError);
    expect((refused.error as DomainError).fieldErrors).toEqual(alone!.fieldErrors);
    expect((refused.error as DomainError).message).toBe(alone!.message);

    const written = await my.services.db
      .selectFrom('events')
      .select(['stream_id', sql<string>`transaction_id::text`.as('xid')])
      .where(
        'stream_id',
        'in',
        ids.map((id) => `crew-${id}`),
      )
      .execute();
    expect(written.map((w) => w.stream_id).sort()).toEqual([0, 1, 3, 4].map((k) => `crew-${ids[k]}`).sort());
    // The four in one transaction: one commit for the group.
    expect(new Set(written.map((w) => w.xid)).size).toBe(1);

    // Sent again (a retried job), each command answers its first result and nothing is appended.
    const again = await handleGroup(my.services, sends);
    expect(again.map((a) => (a.ok ? a.results.every((r) => r.duplicate) : 'refused'))).toEqual([
      true,
      true,
      'refused',
      true,
      true,
    ]);
    const count = await my.services.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'stream_id',
        'in',
        ids.map((id) => `crew-${id}`),
      )
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });

  it('a job re-run after a crash part way appends each row once', async () => {
    // Ten crews, groups of two rows: the four writers commit a group each and the job dies at its first progress.
    let calls = 0;
    let settled!: () => void;
    const fourDone = new Promise<void>((r) => (settled = r));
    const crash = () => {
      if (++calls === 4) settled();
      throw new Error('worker lost');
    };
    const sheet = crewsSheet('CRASH', 10);
    const importId = await nextId(my.services, 'import');
    const at = new Date().toISOString();
    const start = { importId, kind: 'crews', fileId: crypto.randomUUID(), fileName: 'crews.csv', at };
    await imports.handle(my.services, importId, { type: 'StartImport', data: start }, { metadata });
    await expect(runImport('crews', sheet, 2, { importId, crash })).rejects.toThrow('worker lost');
    await fourDone;
    const before = await eventsOf(importId);
    expect(before.length).toBe(8);

    // The retried job, one group of all ten rows: eight answered by their first result, two appended.
    const { counts } = await runImport('crews', sheet, 50, { importId });
    expect(counts).toMatchObject({ rows: 10, created: 10, failed: 0 });
    const after = await eventsOf(importId);
    expect(after.length).toBe(10);
    expect(after.every((events) => events.length === 1)).toBe(true);
    expect(after.map((events) => (events[0] as { row: number }).row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("decides a crew's rows on the ones before them in the group, as one by one (a passport named twice: the later one a new version)", async () => {
    // A crew's later row is decided on the state his earlier rows left (the group folds it, issue 28 §5).
    const twice = (prefix: string) =>
      [
        'applicantno,document,doc_no,date_issued,expiry_date',
        `${prefix}-1,PASSPORT,P-1,15/01/2020,14/01/2030`,
        `${prefix}-1,BST,B-1,15/03/2021,14/03/2026`,
        `${prefix}-1,PASSPORT,P-2,15/01/2022,14/01/2032`,
        `${prefix}-2,PASSPORT,P-3,15/01/2020,14/01/2030`,
      ].join('\r\n');
    await runImport('crews', crewsSheet('TWG', 2), 50);
    await runImport('crews', crewsSheet('TWO', 2), 1);
    const grouped = await runImport('documents', twice('TWG'), 50);
    const alone = await runImport('documents', twice('TWO'), 1);
    expect(grouped.counts).toEqual(alone.counts);
    expect(grouped.counts).toMatchObject({ rows: 4, created: 4 });
    expect(await eventsOf(grouped.importId)).toEqual(await eventsOf(alone.importId));
  });

  it('writes the same events as the one-by-one path (crews, then their documents)', async () => {
    const grouped = await runImport('crews', crewsSheet('GRP', 6), 50);
    const alone = await runImport('crews', crewsSheet('ONE', 6), 1);
    expect(grouped.counts).toEqual(alone.counts);
    const groupedDocs = await runImport('documents', documentsSheet('GRP', 6), 50);
    const aloneDocs = await runImport('documents', documentsSheet('ONE', 6), 1);
    expect(groupedDocs.counts).toMatchObject({ rows: 12, created: 12, failed: 0 });
    expect(groupedDocs.counts).toEqual(aloneDocs.counts);
    expect(await eventsOf(grouped.importId)).toEqual(await eventsOf(alone.importId));
    const docs = await eventsOf(groupedDocs.importId);
    expect(docs.length).toBe(6);
    expect(docs.flat().map((e) => (e as { type: string }).type)).toEqual(Array(12).fill('CrewRecordAdded'));
    expect(docs).toEqual(await eventsOf(aloneDocs.importId));
  });
});
