import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { MASTER_IMPORT_KINDS, type ImportKind } from '@crewing/domain/import/index';
import { DEPT } from '@crewing/domain';
import { callerFor, makeUser, newMasterRecord, type Caller } from '../testing/actors.js';
import { readFile } from '../platform/files/store.js';
import { committedImport, undoneImport, useImportFile } from '../testing/imports.js';

// Issue 28 §1: vessels and each settings list as import kinds: legacy column names, each row checked by the
// form's create decision and committed as the same command, duplicates of entries on file skipped, undone.
const { my, importer: admin, upload } = useImportFile('admin');
let granted: Caller;
let signatory: string;

beforeAll(async () => {
  granted = await callerFor(
    my.services,
    (await makeUser(my.services, { departmentId: DEPT.bulk, grants: ['import'] })).id,
  );
  signatory = (
    await my.services.db.selectFrom('users').select('username').where('id', '=', admin.id).executeTakeFirstOrThrow()
  ).username;
  await newMasterRecord(my.services, 'fleet', 'fleet', { name: 'BULK FLEET', vesselTypeId: 2 });
  await newMasterRecord(my.services, 'flag', 'key_item', { name: 'PANAMA', code: 'PA' });
  await newMasterRecord(my.services, 'port', 'port', { name: 'MANILA', country: 'PHILIPPINES' });
  await my.settled();
});

/** A sheet of CSV lines uploaded by the administrator. */

async function commit(kind: string, fileId: string) {
  const { importId, result } = await committedImport(my, admin.caller, { kind, fileId });
  return { importId, counts: (result as { counts: Record<string, number> }).counts };
}

/** What a required column of a kind takes in a good row (its key list's entry by name, a number...). */
const KEY_TEXT: Record<string, () => string> = {
  'rank-type': () => 'deck',
  'vessel-type': () => 'BULK',
  fleet: () => 'bulk fleet',
  'signatory-user': () => signatory,
};
function goodCell(kind: ImportKind, field: string, n: number): string {
  const c = kind.columns.find((x) => x.field === field)!;
  if (c.type === 'key') return KEY_TEXT[c.list!]!();
  if (c.type === 'number') return String(n);
  if (c.type === 'choice') return c.choices![0]!;
  if (c.type === 'flag') return 'YES';
  if (c.type === 'date') return '2020-01-01';
  return `IMP${n} ${kind.master}`.slice(0, 20).toUpperCase();
}

describe('import of vessels and the settings lists (issue 28 §1)', () => {
  // Every kind: a good row, a row with a name too long, a repeat of the first; committed, then found a duplicate on file.
  for (const kind of MASTER_IMPORT_KINDS)
    it(`${kind.label}: a good row created as the form creates it, a name too long named, a repeat skipped`, async () => {
      const required = kind.columns.filter((c) => c.required);
      const nameCol = kind.columns.find((c) => c.field === 'name')!;
      const header = required.map((c) => (c.field === 'name' ? `${kind.master}_name` : c.label));
      const row = (n: number, longName = false) =>
        required.map((c) => (c.field === 'name' && longName ? 'X'.repeat(301) : goodCell(kind, c.field, n))).join(',');
      const lines = [header.join(','), row(1), row(2, true), row(1)];
      const fileId = await upload(`${kind.name}.csv`, lines);
      const p = await admin.caller.import.preview({ kind: kind.name, fileId });
      expect(p.unknownColumns).toEqual([]);
      expect(p.rows.map((r) => r.status)).toEqual(['new', 'error', 'duplicate']);
      // The form's own decision names the name (its record family's text rule).
      expect(Object.keys(p.rows[1]!.errors)).toEqual(['name']);
      expect(p.rows[2]!.matches[0]).toMatchObject({ rowNo: 2, on: nameCol.label.toLowerCase() });

      const { importId, counts } = await commit(kind.name, fileId);
      expect(counts).toMatchObject({ rows: 3, created: 1, failed: 1, skipped: 1 });
      const [created] = await my.services.db
        .selectFrom('events')
        .select(['event_type', 'data', 'metadata'])
        .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
        .execute();
      expect(created).toMatchObject({
        event_type: 'MasterRecordCreated',
        data: { kind: kind.master, fields: { name: goodCell(kind, 'name', 1) } },
        metadata: { importRow: 2, importFile: `${kind.name}.csv`, userId: admin.id },
      });

      // The same sheet again: its first row is now an entry on file, left as it is.
      const again = await admin.caller.import.preview({ kind: kind.name, fileId: await upload('again.csv', lines) });
      expect(again.rows[0]).toMatchObject({ status: 'duplicate', matches: [{ entryId: expect.any(Number) }] });
    }, 60_000);

  it('vessels: legacy column names, keys by name or code, an unknown flag named; undone by deleting from the list', async () => {
    const fileId = await upload('vessels.csv', [
      'vessel_name,code,fleet,vessel_type_id,flag,port_id,gross_ton,pni_code,date_launched',
      'MV LEGACY STAR,LGS,BULK FLEET,bulk,pa,manila,45000,GARD-1,12 APR 2010',
      'MV NO FLAG,NFL,BULK FLEET,BULK,ATLANTIS,,,,',
      'MV NO FLEET,NFT,,BULK,,,,,',
    ]);
    const p = await admin.caller.import.preview({ kind: 'vessels', fileId });
    expect(p.unknownColumns).toEqual([]);
    expect(p.rows[0]).toMatchObject({ status: 'new', errors: {} });
    expect(p.rows[1]!.errors).toEqual({ flagId: ['Unknown flag: ATLANTIS'] });
    expect(p.rows[2]!.errors.fleetId).toEqual(['This field is required']);
    const { importId, counts } = await commit('vessels', fileId);
    expect(counts).toMatchObject({ created: 1, failed: 2 });
    const vessel = await my.services.db
      .selectFrom('vessels')
      .selectAll()
      .where('name', '=', 'MV LEGACY STAR')
      .executeTakeFirstOrThrow();
    expect(vessel).toMatchObject({ code: 'LGS', vessel_type_id: 2, deleted: false });
    expect(vessel.details).toMatchObject({ pniCode: 'GARD-1', dateLaunched: '2010-04-12' });
    const got = await admin.caller.vessel.get({ id: vessel.id });
    expect(got?.fields).toMatchObject({ flagId: expect.any(Number), portId: expect.any(Number), grossTon: 45000 });

    // Undo while the vessel is untouched: it leaves the vessels list (a delete event, as the settings' delete).
    expect(await undoneImport(my, admin.caller, importId)).toMatchObject({ undone: 1, kept: 0 });
    const after = await my.services.db
      .selectFrom('vessels')
      .select('deleted')
      .where('id', '=', vessel.id)
      .executeTakeFirstOrThrow();
    expect(after.deleted).toBe(true);
  });

  it('categories: the parent named by its name, code or path (002 §7 tree), an unknown one named', async () => {
    const regular = await newMasterRecord(my.services, 'category', 'key_item', { name: 'REGULAR', code: 'REG' });
    await my.settled();
    const fileId = await upload('categories.csv', [
      'category_name,Parent Category',
      'CADET,regular',
      'APPRENTICE,REG',
      'TOP LEVEL,',
      'ORPHAN,NOWHERE',
    ]);
    const p = await admin.caller.import.preview({ kind: 'settings-category', fileId });
    expect(p.rows.map((r) => r.status)).toEqual(['new', 'new', 'new', 'error']);
    expect(p.rows[3]!.errors.parentId?.[0]).toMatch(/^Unknown .*: NOWHERE$/);
    const { counts } = await commit('settings-category', fileId);
    expect(counts).toMatchObject({ created: 3, failed: 1 });
    const rows = await my.services.db
      .selectFrom('key_items')
      .select(['name', sql<number | null>`(details->>'parentId')::int`.as('parentId')])
      .where('kind', '=', 'category')
      .where('name', 'in', ['CADET', 'APPRENTICE', 'TOP LEVEL'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'APPRENTICE', parentId: regular },
      { name: 'CADET', parentId: regular },
      { name: 'TOP LEVEL', parentId: null },
    ]);
    // A sub-category by its path: 'REGULAR › CADET'.
    const sub = await admin.caller.import.preview({
      kind: 'settings-category',
      fileId: await upload('sub.csv', ['category_name,Parent Category', 'SENIOR CADET,REGULAR › CADET']),
    });
    expect(sub.rows[0]).toMatchObject({ status: 'new', errors: {} });
  });

  it('an entry edited since its import is named and the undo refused', async () => {
    const fileId = await upload('ports.csv', ['port_name,port_country', 'SUBIC,PHILIPPINES']);
    const { importId } = await commit('settings-port', fileId);
    const port = await my.services.db
      .selectFrom('ports')
      .select('id')
      .where('name', '=', 'SUBIC')
      .executeTakeFirstOrThrow();
    await admin.caller.masterData.settings.update({ setting: 'port', id: port.id, changes: { country: 'PH' } });
    await expect(admin.caller.import.undo({ importId })).rejects.toThrow(
      `This import cannot be undone: edited since the import: port ${port.id} SUBIC (row 2)`,
    );
  });

  it('the template of a settings list: the header row, the instructions and a drop-down on its key columns', async () => {
    const t = await admin.caller.import.template({ kind: 'settings-rank' });
    const file = await readFile(my.services.db, t.fileId);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file!.content as unknown as ArrayBuffer);
    const [data, help] = wb.worksheets;
    expect(data!.getRow(1).values).toEqual([undefined, 'Rank', 'Alias', 'Rank Type', 'Sort Order']);
    expect(help!.getColumn(4).values).toContain('rank_type, rank_rank_type_id');
    const validations = (data as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } })
      .dataValidations.model;
    expect([...new Set(Object.values(validations).map((v) => v.formulae[0]))]).toEqual(['Lists!$A$1:$A$3']);
  });

  it('vessels and settings lists need the permission their forms need, not only the import grant', async () => {
    const kinds = (await granted.import.kinds()).map((k) => k.name);
    expect(kinds).toContain('crews');
    expect(kinds).not.toContain('vessels');
    await expect(granted.import.template({ kind: 'vessels' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
