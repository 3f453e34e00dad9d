import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeyListKind } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, codeOf, createMasterRecord, callerAs, addCrew } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { readFile } from '../platform/files/store.js';
import { currentDocuments } from './current.js';
import { newRank } from '../testing/master-data.js';
import { covidVaccines } from '../covid-vaccine/queries.js';

// Issue 9: versions, the covid vaccine rules, the matrix driving the grid and the checklist, its PDF and xlsx.
let services: TestServices;
let officer: Awaited<ReturnType<typeof callerFor>>;
let dss: Awaited<ReturnType<typeof callerFor>>;
let crewId: number;
let rankId: number;
const ids: Record<string, number> = {};
const key = async (kind: KeyListKind, name: string) =>
  (ids[name] = await createMasterRecord(services, kind, await nextId(services, 'key_item'), { name }));
const document = async (id: number, name: string, category: string, code?: string) =>
  (ids[name] = await createMasterRecord(services, 'document', id, { name, category, ...(code ? { code } : {}) }));

beforeAll(async () => {
  services = await createTestServices({ startWorkers: true });
  officer = await callerAs(services, 'crewingOfficer');
  dss = await callerAs(services, 'dss');
  rankId = await newRank(services, 'ABLE SEAMAN', 'AB', 3, 1);
  await document(47, 'PASSPORT', 'document', 'PASSPORT');
  await document(2, "SEAMAN'S BOOK", 'document', 'SEAMANS_BOOK');
  await document(18, 'COP BASIC TRAINING', 'certificate', 'COP_BT');
  await document(19, 'PSCRB', 'certificate', 'PSCRB');
  await key('vaccine-brand', 'PFIZER-BIONTECH');
  await key('country', 'PHILIPPINES');
  crewId = await addCrew(officer, {
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    birthdate: '1985-03-03',
    rankId,
  });
  await services.runner.catchUp(60_000);
}, 60_000);
afterAll(() => services.dispose());

describe('document versions', () => {
  it('lists the latest issued version as current; deleting it leaves the latest remaining one current (002 §4)', async () => {
    const old = await officer.crew.records.crewDocument.add({
      crewId,
      fields: { documentId: 47, number: 'P1', issuedDate: '2015-01-10', expiryDate: '2020-01-09' },
    });
    const renewed = await officer.crew.records.crewDocument.add({
      crewId,
      fields: { documentId: 47, number: 'P2', issuedDate: '2020-01-10', expiryDate: '2030-01-09' },
    });
    await officer.crew.records.crewDocument.add({
      crewId,
      fields: { documentId: 2, number: 'S1', issuedDate: '2019-05-05', expiryDate: '2029-05-04' },
    });
    const list = await officer.crew.records.crewDocument.list({ crewId });
    expect(list.items.map((r) => [r.fields.number, r.versions])).toEqual(
      expect.arrayContaining([
        ['P2', 2],
        ['S1', 1],
      ]),
    );
    expect(list.total).toBe(2);
    const versions = await officer.crew.records.crewDocument.list({ crewId, versionsOf: 47 });
    expect(versions.items.map((r) => r.id)).toEqual([renewed.id, old.id]);
    await officer.crew.records.crewDocument.remove({ crewId, recordId: renewed.id });
    const after = await officer.crew.records.crewDocument.list({ crewId });
    expect(after.items.find((r) => r.fields.documentId === 47)).toMatchObject({ id: old.id, versions: 1 });
  });

  it('keeps the latest-issued version of each document, then the latest recorded (what the grid, checklist, biodata and alerts read)', async () => {
    const { id: other } = await officer.crew.add({
      applicantNo: `A${Date.now()}v`,
      lastName: 'VERSIONS',
      firstName: 'VINCE',
      birthdate: '1986-04-04',
      rankId,
    });
    const add = async (documentId: number, issuedDate?: string) =>
      (
        await officer.crew.records.crewDocument.add({
          crewId: other,
          fields: { documentId, ...(issuedDate ? { issuedDate } : {}) },
        })
      ).id;
    const ids = [
      await add(47, '2024-01-01'),
      await add(47, '2025-01-01'),
      await add(47, '2025-01-01'),
      await add(2),
      await add(2, '2020-02-02'),
    ];
    const current = await currentDocuments(services.db, [other]);
    expect(current.map((d) => d.recordId).sort((a, b) => a - b)).toEqual([ids[2], ids[4]]);
  });

  it('refuses a document of another category and an expiry before the issue date, under the field', async () => {
    await expect(officer.crew.records.crewDocument.add({ crewId, fields: { documentId: 18 } })).rejects.toMatchObject({
      cause: { fieldErrors: { documentId: ['Unknown document'] } },
    });
    await expect(
      officer.crew.records.crewDocument.add({
        crewId,
        fields: { documentId: 2, issuedDate: '2020-01-01', expiryDate: '2019-01-01' },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { expiryDate: ['The expiry date cannot be before the issue date'] } },
    });
  });
});

describe('covid vaccine records (000 §5, §6)', () => {
  const dose = (doseNo: number) => ({
    vaccineBrandId: ids['PFIZER-BIONTECH']!,
    inoculateDate: `2021-0${doseNo + 3}-01`,
    doseNo,
    countryId: ids.PHILIPPINES!,
  });

  it('are edited by DSS only, whatever the client sends', async () => {
    expect(await codeOf(officer.crew.records.covidVaccine.add({ crewId, fields: dose(1) }))).toBe('FORBIDDEN');
    const first = await dss.crew.records.covidVaccine.add({ crewId, fields: dose(1) });
    expect(
      await codeOf(officer.crew.records.covidVaccine.update({ crewId, recordId: first.id, changes: { doseNo: 3 } })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(officer.crew.records.covidVaccine.list({ crewId }))).toBe('OK');
  });

  it('refuse a dose number another record of the crew holds; the record keeps its own', async () => {
    const second = await dss.crew.records.covidVaccine.add({ crewId, fields: dose(2) });
    await expect(dss.crew.records.covidVaccine.add({ crewId, fields: dose(2) })).rejects.toMatchObject({
      cause: { fieldErrors: { doseNo: ['This dose number is already recorded for the crew'] } },
    });
    await expect(
      dss.crew.records.covidVaccine.update({ crewId, recordId: second.id, changes: { doseNo: 1 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await dss.crew.records.covidVaccine.update({
      crewId,
      recordId: second.id,
      changes: { inoculateDate: '2021-08-08', doseNo: 2 },
    });
    await expect(
      dss.crew.records.covidVaccine.add({ crewId, fields: { ...dose(4), vaccineBrandId: undefined as never } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // The board's vaccinated icon reads the same records.
    await services.runner.catchUp(30_000);
    expect((await covidVaccines(services.db, crewId)).map((d) => [d.doseNo, d.brand])).toEqual([
      [1, 'PFIZER-BIONTECH'],
      [2, 'PFIZER-BIONTECH'],
    ]);
  });
});

describe('the rank document matrix', () => {
  it('is changed by DSS, not by a crewing officer, and drives the embark grid and the checklist', async () => {
    expect(
      await codeOf(
        officer.documents.matrix.add({ owner: 'rank', ownerId: rankId, documentIds: [47], mandatory: true }),
      ),
    ).toBe('FORBIDDEN');
    await dss.documents.matrix.add({ owner: 'rank', ownerId: rankId, documentIds: [47, 18], mandatory: true });
    await dss.documents.matrix.add({ owner: 'rank', ownerId: rankId, documentIds: [19], mandatory: false });
    await expect(
      dss.documents.matrix.add({ owner: 'rank', ownerId: rankId, documentIds: [999], mandatory: true }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { documentIds: ['Unknown document'] } },
    });
    await dss.documents.matrix.setMandatory({ owner: 'rank', ownerId: rankId, documentId: 19, mandatory: true });
    expect(
      (await officer.documents.matrix.get({ owner: 'rank', ownerId: rankId })).map((d) => [d.documentId, d.mandatory]),
    ).toEqual(
      expect.arrayContaining([
        [47, true],
        [18, true],
        [19, true],
      ]),
    );
    await officer.crew.records.crewCertificate.add({
      crewId,
      fields: { documentId: 18, certificateType: '1', issuedDate: '2019-01-01', expiryDate: '2024-01-01' },
    });
    const grid = await officer.documents.embarkRequirements({ crewIds: [crewId] });
    expect(grid.crews[0]!.required).toMatchObject({ PASSPORT: true, COP_BT: true, PSCRB: true });
    expect(grid.crews[0]!.docs.COP_BT).toMatchObject({ expiryDate: '2024-01-01', expired: true });
    const checklist = await officer.documents.checklist.get({ crewId });
    const pscrb = checklist.certificates.find((r) => r.document === 'PSCRB');
    expect(pscrb).toMatchObject({ mandatory: true, expiryDate: null, hasFile: false });
    expect(checklist.certificates.find((r) => r.document === 'COP BASIC TRAINING')).toMatchObject({ expired: true });
    await dss.documents.matrix.remove({ owner: 'rank', ownerId: rankId, documentId: 19 });
    expect((await officer.documents.checklist.get({ crewId })).certificates.some((r) => r.document === 'PSCRB')).toBe(
      false,
    );
  });
});

describe('the checklist prints', () => {
  it('as a PDF and as an xlsx with the same content', async () => {
    await officer.crew.records.checklistRecommendation.add({
      crewId,
      fields: { assessment: 'FIT FOR PROMOTION', pdosBriefing: 'ATTENDED 2026-11-02' },
    });
    const dir = mkdtempSync(join(tmpdir(), 'checklist-'));
    const fileOf = async (format: 'pdf' | 'xlsx') => {
      const { jobId } = await officer.documents.checklist.export({ crewId, format });
      const result = (await services.jobs.waitFor(jobId, 60_000)) as { fileId: string; fileName: string };
      expect(result.fileName).toMatch(new RegExp(`^crew-document-checklist_.*\\.${format}$`));
      return (await readFile(services.db, result.fileId))!.content as Buffer;
    };
    const pdf = await fileOf('pdf');
    writeFileSync(join(dir, 'c.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
    for (const s of [
      'CREW DOCUMENT CHECKLIST',
      'PAGE 1',
      'PAGE 2',
      'SANTOS, PEDRO',
      'LEGAL DEPENDENTS',
      'PASSPORT',
      'INITIAL PCR RESULT',
      'FINAL PCR RESULT',
      '25 AUG 2021',
      'FIT FOR PROMOTION',
      '6. PDOS Briefing',
    ]) {
      expect(text).toContain(s);
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await fileOf('xlsx')) as unknown as ArrayBuffer);
    const cells = (name: string) =>
      wb
        .getWorksheet(name)!
        .getSheetValues()
        .flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
    expect(cells('Page 1')).toEqual(
      expect.arrayContaining(['SANTOS, PEDRO', 'PASSPORT *', 'INITIAL PCR RESULT', 'LEGAL DEPENDENTS']),
    );
    expect(cells('Page 2')).toEqual(
      expect.arrayContaining(['COP BASIC TRAINING *', '1. Assessment', 'FIT FOR PROMOTION']),
    );
  }, 120_000);
});
