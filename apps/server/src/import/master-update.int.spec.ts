import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { importKind } from '@crewing/domain/import/index';
import { newMasterRecord, TEST_META } from '../testing/actors.js';
import { committedImport, undoneImport, useImportFile } from '../testing/imports.js';
import { jobContextOf } from '../platform/services.js';
import { nextId } from '../shared/ids.js';
import { importCommitJob, imports } from './commit.js';

// Issue 28 §3 for vessels and the settings lists: a row naming an entry on file may update it (the edit form's
// decision and command, undone by editing it back), and a category's parent may be a row above in the same sheet.
const { my, importer: admin, upload } = useImportFile('admin');
let manila: number;
let davao: number;

beforeAll(async () => {
  manila = await newMasterRecord(my.services, 'port', 'port', { name: 'MANILA', country: 'PHILIPPINES' });
  davao = await newMasterRecord(my.services, 'port', 'port', { name: 'DAVAO', country: 'PHILIPPINES' });
  await my.settled();
});

const label = (kind: string, field: string) => importKind(kind)!.columns.find((c) => c.field === field)!.label;

const port = (id: number) =>
  my.services.db.selectFrom('ports').select(['name', 'country', 'deleted']).where('id', '=', id).executeTakeFirst();

async function categories(names: string[]) {
  const rows = await my.services.db
    .selectFrom('key_items')
    .select(['id', 'name', sql<number | null>`(details->>'parentId')::int`.as('parentId')])
    .where('kind', '=', 'category')
    .where('name', 'in', names)
    .where('deleted', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.name, r]));
}

describe('import of settings lists: update existing (issue 28 §3)', () => {
  it('previews new / updates / unchanged, commits the edit command, and the undo edits it back', async () => {
    const fileId = await upload('ports.csv', [
      'port_name,port_country',
      'MANILA,PH',
      'DAVAO,PHILIPPINES',
      'CEBU,PHILIPPINES',
    ]);
    // Without a choice a row naming an entry on file is a duplicate, skipped, and offered the update.
    const plain = await admin.caller.import.preview({ kind: 'settings-port', fileId });
    expect(plain.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'new']);
    expect(plain.rows[0]!.matches).toEqual([{ entryId: manila, on: label('settings-port', 'name').toLowerCase() }]);

    const choices = { 2: 'UPDATE', 3: 'UPDATE' } as const;
    const p = await admin.caller.import.preview({ kind: 'settings-port', fileId, choices });
    expect(p.rows.map((r) => [r.status, r.updates])).toEqual([
      [
        'update',
        {
          crewId: null,
          entryId: manila,
          name: 'MANILA',
          changes: [{ label: label('settings-port', 'country'), from: 'PHILIPPINES', to: 'PH' }],
        },
      ],
      ['unchanged', { crewId: null, entryId: davao, name: 'DAVAO', changes: [] }],
      ['new', null],
    ]);
    expect(p.totals).toEqual({ rows: 3, new: 1, update: 1, unchanged: 1, duplicate: 0, error: 0 });

    const { importId, result } = await committedImport(my, admin.caller, { kind: 'settings-port', fileId, choices });
    expect(result).toMatchObject({ counts: { rows: 3, created: 1, updated: 1, unchanged: 1, skipped: 0, failed: 0 } });
    expect(await port(manila)).toMatchObject({ name: 'MANILA', country: 'PH' });
    // The settings screen's edit event, marked with the import and the row.
    const events = await my.services.db
      .selectFrom('events')
      .select(['stream_id', 'event_type', 'data', 'metadata'])
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .orderBy(sql`(metadata->>'importRow')::int`)
      .execute();
    expect(events.map((e) => [e.stream_id, e.event_type])).toEqual([
      [`port-${manila}`, 'MasterRecordUpdated'],
      [expect.stringMatching(/^port-\d+$/), 'MasterRecordCreated'],
    ]);
    expect(events[0]).toMatchObject({
      data: { changes: { country: 'PH' }, previous: { country: 'PHILIPPINES' } },
      metadata: { importRow: 2, importFile: 'ports.csv', userId: admin.id },
    });

    // Undone: the edit taken back by an edit (never a delete), the created port deleted from its list.
    expect(await undoneImport(my, admin.caller, importId)).toMatchObject({ undone: 2, kept: 0 });
    expect(await port(manila)).toMatchObject({ country: 'PHILIPPINES', deleted: false });
    const cebu = Number(events[1]!.stream_id.slice('port-'.length));
    expect(await port(cebu)).toMatchObject({ deleted: true });
  });

  it('an update the edit form would refuse is named under its cell (a category under one of its own)', async () => {
    const top = await newMasterRecord(my.services, 'category', 'key_item', { name: 'LOOP TOP', code: 'LTP' });
    await newMasterRecord(my.services, 'category', 'key_item', { name: 'LOOP LOW', code: 'LLW', parentId: top });
    await my.settled();
    const fileId = await upload('loop.csv', ['category_name,code,Parent Category', 'LOOP TOP,LTP,LOOP LOW']);
    const p = await admin.caller.import.preview({ kind: 'settings-category', fileId, choices: { 2: 'UPDATE' } });
    expect(p.rows[0]).toMatchObject({
      status: 'error',
      errors: { parentId: ['A category cannot sit under itself or under one of its own'] },
    });
  });

  it('an entry the import updated and someone edited since: the undo is refused, naming it', async () => {
    const subic = await newMasterRecord(my.services, 'port', 'port', { name: 'SUBIC BAY', country: 'PHILIPPINES' });
    await my.settled();
    const fileId = await upload('subic.csv', ['port_name,port_country', 'SUBIC BAY,PH']);
    const { importId } = await committedImport(my, admin.caller, {
      kind: 'settings-port',
      fileId,
      choices: { 2: 'UPDATE' },
    });
    await admin.caller.masterData.settings.update({ setting: 'port', id: subic, changes: { country: 'RP' } });
    await expect(admin.caller.import.undo({ importId })).rejects.toThrow(
      `This import cannot be undone: edited since the import: port ${subic} SUBIC BAY (row 2)`,
    );
  });

  it("a category's parent made by a row above in the same sheet: named in the preview, created first", async () => {
    const regular = await newMasterRecord(my.services, 'category', 'key_item', { name: 'REGULAR', code: 'REG' });
    await my.settled();
    const fileId = await upload('tree.csv', [
      'category_name,code,Parent Category',
      'OFFICERS,OFF,',
      'JUNIOR OFFICERS,JOF,officers',
      'CADETS,CDT,OFF',
      'DECK CADETS,DCD,OFFICERS › CADETS',
      'TRAINEES,TRN,REGULAR',
      'SENIOR TRAINEES,STR,REGULAR › TRAINEES',
      'BROKEN,BRK,NOWHERE',
      'UNDER BROKEN,UBR,BROKEN',
    ]);
    const p = await admin.caller.import.preview({ kind: 'settings-category', fileId });
    expect(p.rows.map((r) => [r.rowNo, r.status, r.notes.parentId ?? []])).toEqual([
      [2, 'new', []],
      [3, 'new', ['Created by row 2 of this sheet']],
      [4, 'new', ['Created by row 2 of this sheet']],
      [5, 'new', ['Created by row 4 of this sheet']],
      [6, 'new', []],
      [7, 'new', ['Created by row 6 of this sheet']],
      [8, 'error', []],
      [9, 'error', []],
    ]);
    expect(p.rows[7]!.errors.parentId).toEqual(['Row 8 of this sheet makes this parent category, but it has errors']);

    const { importId, result } = await committedImport(my, admin.caller, { kind: 'settings-category', fileId });
    expect(result).toMatchObject({ counts: { created: 6, failed: 2 } });
    const names = ['OFFICERS', 'JUNIOR OFFICERS', 'CADETS', 'DECK CADETS', 'TRAINEES', 'SENIOR TRAINEES'];
    const made = await categories(names);
    const id = (n: string) => made.get(n)!.id;
    expect(names.map((n) => [n, made.get(n)?.parentId])).toEqual([
      ['OFFICERS', null],
      ['JUNIOR OFFICERS', id('OFFICERS')],
      ['CADETS', id('OFFICERS')],
      ['DECK CADETS', id('CADETS')],
      ['TRAINEES', regular],
      ['SENIOR TRAINEES', id('TRAINEES')],
    ]);
    // The tree lists them under their parents, as the forms offer them.
    const sub = await admin.caller.import.preview({
      kind: 'settings-category',
      fileId: await upload('deeper.csv', ['category_name,Parent Category', 'BRIDGE CADETS,OFFICERS › CADETS']),
    });
    expect(sub.rows[0]).toMatchObject({ status: 'new', errors: {}, notes: {} });
    expect(await undoneImport(my, admin.caller, importId)).toMatchObject({ undone: 6, kept: 0 });
    expect((await categories(names)).size).toBe(0);
  });

  // The job's writers take lanes four at a time: a child waits for its parent whether rows go one by one or in groups.
  for (const batchSize of [1, 2])
    it(`a parent several rows above is created before its child (${batchSize} rows a group)`, async () => {
      const tag = `B${batchSize}`;
      const lines = [
        'category_name,Parent Category',
        `${tag} ROOT,`,
        ...Array.from({ length: 6 }, (_, i) => `${tag} OTHER ${i},`),
        `${tag} LEAF,${tag} ROOT`,
        `${tag} LEAF 2,${tag} ROOT › ${tag} LEAF`,
      ];
      const fileId = await upload(`${tag}.csv`, lines);
      const importId = await nextId(my.services, 'import');
      const start = {
        importId,
        kind: 'settings-category',
        fileId,
        fileName: `${tag}.csv`,
        at: new Date().toISOString(),
      };
      const metadata = { ...TEST_META, userId: admin.id };
      await imports.handle(my.services, importId, { type: 'StartImport', data: start }, { metadata });
      const payload = { ...start, choices: {}, requestedBy: admin.id, metadata, batchSize };
      const { counts } = await importCommitJob.handler(payload, jobContextOf(my.services));
      expect(counts).toMatchObject({ created: 9, failed: 0 });
      const made = await categories([`${tag} ROOT`, `${tag} LEAF`, `${tag} LEAF 2`]);
      expect(made.get(`${tag} LEAF`)?.parentId).toBe(made.get(`${tag} ROOT`)!.id);
      expect(made.get(`${tag} LEAF 2`)?.parentId).toBe(made.get(`${tag} LEAF`)!.id);
    });
});
