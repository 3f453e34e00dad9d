import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DEPT, POS } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import {
  addCrew,
  callerFor,
  codeOf,
  createMasterRecord,
  makeUser,
  newMasterRecord,
  type Caller,
} from '../testing/actors.js';
import { readFile, saveFile } from '../platform/files/store.js';

// Issue 28: Utilities › Import, the preview of a sheet (nothing written) and the templates.
let services: TestServices;
let [dss, granted, officer] = [] as unknown as [Caller, Caller, Caller];
let dssId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  dssId = (await makeUser(services, { departmentId: DEPT.dss })).id;
  const as = async (profile: Parameters<typeof makeUser>[1]) =>
    callerFor(services, (await makeUser(services, profile)).id);
  [dss, granted, officer] = [
    await callerFor(services, dssId),
    await as({ departmentId: DEPT.bulk, grants: ['import'] }),
    await as({ departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] }),
  ];
  const rank = (name: string, alias: string, rankTypeId: number) =>
    newMasterRecord(services, 'rank', 'rank', { name, alias, rankTypeId, sortOrder: rankTypeId });
  ids.bosun = await rank('BOSUN', 'BSN', 3);
  ids.secondOfficer = await rank('SECOND OFFICER', '2/O', 1);
  ids.catholic = await newMasterRecord(services, 'religion', 'key_item', { name: 'ROMAN CATHOLIC' });
  ids.pedro = await addCrew(officer, {
    applicantNo: 'APP-100',
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    rankId: ids.bosun,
  });
  await services.runner.catchUp(60_000);
});
afterAll(() => services.dispose());

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('crews');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = async (bytes: Buffer, fileName: string, by = dssId) =>
  (await saveFile(services.db, { bytes, fileName, kind: 'import', uploadedBy: by })).id;

describe('import preview (issue 28 §2-3)', () => {
  it('reads legacy column names, names a bad date, an unknown rank and a duplicate per cell, lists unknown columns', async () => {
    const fileId = await upload(
      await xlsx([
        ['applicantno', 'last_name', 'first_name', 'birth_date', 'rank_code', 'religion', 'shoe size'],
        ['APP-1', 'dela cruz', 'juan', '12 APR 1990', '2/O', 'roman catholic', '42'],
        ['APP-2', 'REYES', 'ANA', '31/02/1991', 'BOSUN', '', ''],
        ['APP-3', 'CRUZ', 'JOSE', new Date(Date.UTC(1985, 6, 1)), 'CAPTAIN', '', ''],
        [],
        ['app-100', 'SANTOS', 'PEDRO', '1990-01-01', 'BSN', '', ''],
      ]),
      'crews.xlsx',
    );
    const p = await dss.import.preview({ kind: 'crews', fileId });
    expect(p.unknownColumns).toEqual(['shoe size']);
    expect(p.missingColumns).toEqual([]);
    expect(p.totals).toEqual({ rows: 4, new: 1, update: 0, unchanged: 0, duplicate: 1, error: 2 });
    const byRow = new Map(p.rows.map((r) => [r.rowNo, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'new', cells: { lastName: 'dela cruz', rankId: '2/O' } });
    expect(byRow.get(3)?.errors).toEqual({ birthdate: ['Not a date: use 12 APR 1990, 1990-04-12 or 12/04/1990'] });
    expect(byRow.get(4)?.errors).toEqual({ rankId: ['Unknown rank: CAPTAIN'] });
    // The blank row 5 is no row; row 6 is the crew on file by his applicant no. (any case).
    expect(byRow.get(6)).toMatchObject({ status: 'duplicate', matches: [{ on: 'applicant no.' }] });

    // Chosen to update the crew on file, the row changes nothing of his 201 profile: unchanged.
    const update = await dss.import.preview({ kind: 'crews', fileId, choices: { 6: 'UPDATE' } });
    expect(update.rows.find((r) => r.rowNo === 6)).toMatchObject({
      status: 'unchanged',
      updates: { crewId: ids.pedro, name: 'SANTOS, PEDRO', changes: [] },
    });
    // Nothing was written: still the one crew.
    await services.runner.catchUp(60_000);
    expect((await services.db.selectFrom('crews').select('id').execute()).length).toBe(1);
  });

  it('reads CSV in UTF-8 (with its byte order mark) and in the Windows-1252 of legacy exports', async () => {
    const header = 'Applicant No.;Last Name;First Name;Birthdate;Rank\r\n';
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${header}APP-20;PEÑA;"NIÑO; JR";12/04/1990;bosun\r\n`),
    ]);
    const cp1252 = Buffer.from(`${header}APP-21;PE\xd1A;NI\xd1O;1990-04-12;BSN\r\n`, 'latin1');
    for (const [bytes, first] of [
      [utf8, 'NIÑO; JR'],
      [cp1252, 'NIÑO'],
    ] as const) {
      const p = await dss.import.preview({ kind: 'crews', fileId: await upload(bytes, 'legacy.csv') });
      expect(p.totals.new).toBe(1);
      expect(p.rows[0]?.cells).toMatchObject({ lastName: 'PEÑA', firstName: first });
    }
  });

  it('marks every row when a required column is missing, and a file that is no sheet under the file', async () => {
    const p = await dss.import.preview({
      kind: 'crews',
      fileId: await upload(Buffer.from('last_name,first_name\nA,B\n'), 'short.csv'),
    });
    expect(p.missingColumns).toEqual(['Applicant No.', 'Birthdate', 'Rank']);
    expect(p.totals.error).toBe(1);
  });

  it('is for administrators, DSS and the import grant; a sheet is its uploader’s', async () => {
    const fileId = await upload(await xlsx([['Last Name'], ['X']]), 'mine.xlsx');
    expect(await codeOf(officer.import.preview({ kind: 'crews', fileId }))).toBe('FORBIDDEN');
    expect(await codeOf(granted.import.preview({ kind: 'crews', fileId }))).toBe('NOT_FOUND');
    expect(await codeOf(dss.import.preview({ kind: 'nothing', fileId }))).toBe('BAD_REQUEST');
    expect((await granted.import.kinds()).map((k) => k.name)).toContain('crews');
  });
});

describe('import duplicates (issue 28 §3)', () => {
  it("matches the passport and seaman's book numbers on file besides applicant no., crew code, IPN and name", async () => {
    await createMasterRecord(services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
    await createMasterRecord(services, 'document', 2, {
      name: "SEAMAN'S BOOK (SIRB)",
      category: 'document',
      code: 'SEAMANS_BOOK',
    });
    const maria = await addCrew(officer, {
      applicantNo: 'APP-300',
      crewCode: 'C-300',
      ipn: 'IPN-300',
      lastName: 'LUNA',
      firstName: 'MARIA',
      birthdate: '1992-02-02',
      rankId: ids.bosun!,
    });
    await services.runner.catchUp(60_000);
    const doc = (documentId: number, number: string) =>
      dss.crew.records.crewDocument.add({ crewId: maria, fields: { documentId, number, issuedDate: '2020-01-01' } });
    await doc(47, 'P1234567');
    await doc(2, 'SIRB-42');
    await services.runner.catchUp(60_000);
    const fileId = await upload(
      await xlsx([
        [
          'applicantno',
          'crewcode',
          'crewipn',
          'last_name',
          'first_name',
          'birthdate',
          'rank',
          'passport_no',
          'sirb_no',
        ],
        ['APP-301', '', '', 'ONE', 'A', '1990-01-01', 'BOSUN', 'p1234567', ''],
        ['APP-302', '', '', 'TWO', 'B', '1990-01-01', 'BOSUN', '', 'sirb-42'],
        ['APP-303', 'c-300', '', 'THREE', 'C', '1990-01-01', 'BOSUN', '', ''],
        ['APP-304', '', 'ipn-300', 'FOUR', 'D', '1990-01-01', 'BOSUN', '', ''],
        ['APP-305', '', '', 'luna', 'maria', '02/02/1992', 'BOSUN', '', ''],
        ['APP-306', '', '', 'SIX', 'F', '1990-01-01', 'BOSUN', 'P-NEW', 'SIRB-NEW'],
        ['APP-307', '', '', 'SEVEN', 'G', '1990-01-01', 'BOSUN', 'p-new', ''],
      ]),
      'dupes.xlsx',
    );
    const p = await dss.import.preview({ kind: 'crews', fileId, choices: { 3: 'UPDATE' } });
    const on = (rowNo: number) => p.rows.find((r) => r.rowNo === rowNo);
    expect([2, 3, 4, 5, 6].map((n) => [on(n)?.status, on(n)?.matches])).toEqual([
      ['duplicate', [{ crewId: maria, on: 'passport no.' }]],
      ['update', [{ crewId: maria, on: "seaman's book no." }]],
      ['duplicate', [{ crewId: maria, on: 'crew code' }]],
      ['duplicate', [{ crewId: maria, on: 'IPN' }]],
      ['duplicate', [{ crewId: maria, on: 'name and birthdate' }]],
    ]);
    // New numbers are no duplicate; the same passport twice in the sheet is (the row above).
    expect(on(7)?.status).toBe('new');
    expect(on(8)).toMatchObject({ status: 'duplicate', matches: [{ rowNo: 7, on: 'passport no.' }] });
    // The numbers are matched, not written on the crew: an update carries the profile's own fields only, each
    // listed old -> new as his 201 reads them.
    expect(on(3)?.crewId).toBe(maria);
    expect(on(3)?.updates?.changes).toEqual([
      { label: 'Applicant No.', from: 'APP-300', to: 'APP-302' },
      { label: 'Last Name', from: 'LUNA', to: 'TWO' },
      { label: 'First Name', from: 'MARIA', to: 'B' },
      { label: 'Birthdate', from: '02 FEB 1992', to: '01 JAN 1990' },
    ]);
  });
});

describe('import templates (issue 28 §1)', () => {
  it('gives an xlsx with our labels as the header, an instructions sheet and a drop-down on the rank', async () => {
    const { fileId } = await dss.import.template({ kind: 'crews' });
    const file = await readFile(services.db, fileId);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file!.content as unknown as ArrayBuffer);
    const [data, help, lists] = wb.worksheets;
    expect((data!.getRow(1).values as unknown[]).slice(1, 6)).toEqual([
      'Applicant No.',
      'Crew Code',
      'IPN',
      'Last Name',
      'First Name',
    ]);
    expect(help!.name).toBe('Instructions');
    expect(lists!.state).toBe('hidden');
    const rankCol = (data!.getRow(1).values as unknown[]).indexOf('Rank');
    expect(data!.getCell(2, rankCol).dataValidation).toMatchObject({ type: 'list' });
    expect(lists!.getColumn(2).values).toContain('SECOND OFFICER');
    // The template read back as a sheet to import: the header matches every column, no row.
    const p = await dss.import.preview({ kind: 'crews', fileId: await upload(Buffer.from(file!.content), 't.xlsx') });
    expect([p.unknownColumns, p.missingColumns, p.totals.rows]).toEqual([[], [], 0]);
  });
});
