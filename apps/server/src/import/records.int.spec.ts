import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addCrew, callerAs, callerFor, createMasterRecord, makeUser, newMasterRecord } from '../testing/actors.js';
import { DEPT } from '@crewing/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFile, saveFile } from '../platform/files/store.js';
import { bosunRank, committedImport, undoneImport, useImportFile } from '../testing/imports.js';
import { covidVaccines } from '../covid-vaccine/queries.js';

// Issue 28 §1, §3: the 201 file's record kinds, rows keyed to a crew by crew code, applicant no. or IPN,
// read under the legacy's column names, checked and added as each family's form adds them.
const { my, importer: dss, upload } = useImportFile('dss');
let juan: number;
const keys: Record<string, number> = {};

beforeAll(async () => {
  const officer = await callerAs(my.services, 'crewingOfficer');
  const bosun = await bosunRank(my.services);
  keys.bosun = bosun;
  juan = await addCrew(officer, {
    applicantNo: 'APP-1',
    crewCode: 'C-1',
    ipn: 'IPN-1',
    lastName: 'DELA CRUZ',
    rankId: bosun,
  });
  await addCrew(officer, { applicantNo: 'APP-2', crewCode: 'C-2', lastName: 'REYES', rankId: bosun });
  await createMasterRecord(my.services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  await createMasterRecord(my.services, 'document', 60, {
    name: 'BASIC SAFETY TRAINING',
    category: 'certificate',
    code: 'BST',
  });
  for (const [kind, name] of [
    ['relationship', 'WIFE'],
    ['education-level', 'COLLEGE'],
    ['contact-type', 'MOBILE'],
    ['address-type', 'PERMANENT'],
    ['manning', 'ABC MANNING'],
    ['medical', 'PEME'],
  ] as const)
    keys[name] = await newMasterRecord(my.services, kind, 'key_item', { name });
  await my.settled();
});

/** A CSV committed as one kind; the job's counts and the crew's records of the family after it. */
async function imported(kind: string, lines: string[]) {
  const fileId = await upload(`${kind}.csv`, lines);
  const preview = await dss.caller.import.preview({ kind, fileId });
  const { importId, result } = await committedImport(my, dss.caller, { kind, fileId });
  return { preview, importId, counts: (result as { counts: Record<string, number> }).counts };
}
/** A kind's sheet of one good row and one bad: the good one added, the bad one failed; the bad one's errors. */
async function goodAndBad(kind: string, header: string, good: string, bad: string) {
  const { counts, preview } = await imported(kind, [header, good, bad]);
  expect(counts).toMatchObject({ created: 1, failed: 1 });
  return preview.rows[1]?.errors ?? {};
}

/** The records of a family (a job writes four rows at once: their ids need not follow the rows, so compare as sets). */
const recordsOf = async (family: string) =>
  (
    await my.services.db
      .selectFrom('crew_records')
      .select(['crew_id', 'fields'])
      .where('family', '=', family)
      .orderBy('id')
      .execute()
  ).map((r) => ({ crewId: r.crew_id, ...(r.fields as Record<string, unknown>) }));

describe('import of the 201 file records (issue 28 §1)', () => {
  it('documents: legacy names, the crew by crew code / applicant no. / IPN, the expiry; an unknown crew named under its cell', async () => {
    const { preview, counts, importId } = await imported('documents', [
      'crewcode,applicantno,crewipn,document,doc_no,date_issued,expiry_date,place_issued',
      'c-1,,,PASSPORT,p1234567,12 APR 2020,11/04/2030,manila',
      ',APP-1,,PASSPORT,P7654321,2015-01-01,2020-01-01,',
      ',,IPN-1,passport,P999,2010-01-01,2009-01-01,',
      'C-404,,,PASSPORT,P1,2020-01-01,2030-01-01,',
      'C-2,APP-1,,PASSPORT,P2,2020-01-01,2030-01-01,',
    ]);
    const byRow = new Map(preview.rows.map((r) => [r.rowNo, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'new', crewId: juan });
    expect(byRow.get(4)?.errors).toEqual({ expiryDate: ['The expiry date cannot be before the issue date'] });
    expect(byRow.get(5)?.errors).toEqual({ crewCode: ['No crew on file has crew code C-404'] });
    expect(byRow.get(6)?.errors.crewCode?.[0]).toMatch(/^These name more than one crew/);
    expect(counts).toMatchObject({ rows: 5, created: 2, failed: 3 });
    expect(await recordsOf('crew-document')).toHaveLength(2);
    expect(await recordsOf('crew-document')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          crewId: juan,
          documentId: 47,
          number: 'P1234567',
          issuedDate: '2020-04-12',
          expiryDate: '2030-04-11',
          issuedPlace: 'MANILA',
        }),
        expect.objectContaining({ crewId: juan, number: 'P7654321', expiryDate: '2020-01-01' }),
      ]),
    );
    // The history says where the record came from.
    const [event] = await my.services.db
      .selectFrom('events')
      .select(['metadata'])
      .where('event_type', '=', 'CrewRecordAdded')
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .orderBy(sql`(metadata->>'importRow')::int`)
      .execute();
    expect(event?.metadata).toMatchObject({ importFile: 'documents.csv', importRow: 2, userId: dss.id });
  });

  it('certificates and medicals: the certificate type and the result are checked as their forms do', async () => {
    const certs = await goodAndBad(
      'certificates',
      'crew_code,document,certificate_type,doc_no,issued_date,expiry_date',
      'C-1,BST,1,BST-1,2021-01-01,2026-01-01',
      'C-1,BST,99,BST-2,2021-01-01,2026-01-01',
    );
    expect(certs.certificateType?.[0]).toMatch(/^Choose one of 1, 2/);
    const medicals = await imported('medicals', [
      'crew_code,medical,exam_date,expiry_date,result',
      'C-1,PEME,2025-01-01,2026-01-01,fit',
    ]);
    expect(medicals.counts).toMatchObject({ created: 1 });
    expect(await recordsOf('crew-medical')).toEqual([
      expect.objectContaining({ medicalId: keys.PEME, result: 'FIT', examDate: '2025-01-01' }),
    ]);
  });

  it('licenses: the license by name or code from the licenses list (a certificate is not one), the dates in order', async () => {
    await createMasterRecord(my.services, 'document', 61, { name: 'COC OIC-NW', category: 'license', code: 'COC' });
    await my.settled();
    const { counts, preview } = await imported('licenses', [
      'crew_code,doc_code,doc_no,date_issued,expiry_date,issued_by',
      'C-1,coc,COC-77,12 APR 2021,11/04/2026,marina',
      'C-1,BST,L-2,2021-01-01,2026-01-01,',
      'C-1,COC OIC-NW,L-3,2021-01-01,2020-01-01,',
    ]);
    expect(preview.rows.map((r) => r.status)).toEqual(['new', 'error', 'error']);
    expect(preview.rows[1]!.errors).toEqual({ documentId: ['Unknown document: BST'] });
    expect(Object.keys(preview.rows[2]!.errors)).toEqual(['expiryDate']);
    expect(counts).toMatchObject({ rows: 3, created: 1, failed: 2 });
    expect(await recordsOf('crew-license')).toEqual([
      expect.objectContaining({
        crewId: juan,
        documentId: 61,
        number: 'COC-77',
        issuedDate: '2021-04-12',
        expiryDate: '2026-04-11',
        issuedBy: 'MARINA',
      }),
    ]);
  });

  it('outside sea service under the legacy names (manning_id, vessel_name, embark_date, other_rank)', async () => {
    const { counts } = await imported('outside-sea-service', [
      'crewcode,manning_id,vessel_name,rank_id,other_rank,embark_date,disembark_date,gross_ton,ums',
      'C-1,ABC MANNING,mv sea star,BSN,,01 JAN 2018,30/09/2018,"12,500",yes',
      'C-1,ABC MANNING,MV OTHER,,DECK CADET,2017-01-01,2017-06-30,,n',
    ]);
    expect(counts).toMatchObject({ created: 2, failed: 0 });
    expect(await recordsOf('outside-experience')).toHaveLength(2);
    expect(await recordsOf('outside-experience')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          manningId: keys['ABC MANNING'],
          vesselName: 'MV SEA STAR',
          rankId: keys.bosun,
          embarkDate: '2018-01-01',
          disembarkDate: '2018-09-30',
          grossTon: 12500,
          ums: true,
        }),
        expect.objectContaining({ otherRank: 'DECK CADET', ums: false }),
      ]),
    );
  });

  it('family, education, contacts and addresses (the PSGC chain checked as the form does)', async () => {
    const family = await goodAndBad(
      'family',
      'crewcode,relationship,last_name,first_name,birthdate,dependent,allottee',
      'C-1,WIFE,dela cruz,maria,1992-02-02,Y,YES',
      'C-1,HUSBAND,DELA CRUZ,JOSE,,,',
    );
    expect(family).toEqual({ relationshipId: ['Unknown relationship: HUSBAND'] });
    expect(await recordsOf('family')).toEqual([
      expect.objectContaining({ relationshipId: keys.WIFE, firstName: 'MARIA', dependent: true, allottee: true }),
    ]);
    const education = await goodAndBad(
      'education',
      'applicantno,education_level,other_school,year_graduated',
      'APP-1,college,pmma,2010',
      'APP-1,college,,2011',
    );
    expect(JSON.stringify(education)).toContain('Choose a school or type it under Other School');
    const contacts = await imported('contacts', ['crewipn,contact_type,contact', 'IPN-1,MOBILE,0917 123 4567']);
    expect(contacts.counts).toMatchObject({ created: 1 });
    const addresses = await goodAndBad(
      'addresses',
      'crewcode,address_type,address,region_code,province_code,municipality_code',
      'C-1,PERMANENT,12 mabini st,0300000000,0301400000,0301412000',
      'C-1,PERMANENT,13 MABINI ST,0300000000,0402100000,0301412000',
    );
    expect(addresses.provinceCode?.[0]).toMatch(/province/);
    expect(await recordsOf('address')).toEqual([expect.objectContaining({ address: '12 MABINI ST' })]);
  });

  it('an import of records is undone by deleting them as the form would (the events stay)', async () => {
    const { importId } = await imported('contacts', ['crewcode,contact_type,contact', 'C-2,MOBILE,0918 000 0000']);
    expect((await recordsOf('contact')).length).toBe(2);
    expect(await undoneImport(my, dss.caller, importId)).toMatchObject({ undone: 1, kept: 0 });
    expect(await recordsOf('contact')).toEqual([expect.objectContaining({ crewId: juan })]);
  });

  it("a crew's documents one under the other are all added, in one transaction, each event with its row; undone as a whole", async () => {
    const before = (await recordsOf('crew-document')).length;
    const rows = Array.from({ length: 12 }, (_, k) => `C-2,PASSPORT,PX${100 + k},2020-01-01,2030-01-01`);
    const { counts, importId } = await imported('documents', [
      'crewcode,document,doc_no,date_issued,expiry_date',
      ...rows,
    ]);
    expect(counts).toMatchObject({ rows: 12, created: 12, failed: 0 });
    expect((await recordsOf('crew-document')).length).toBe(before + 12);
    // One transaction for his rows, each event with its own row number (the story says which row it came from).
    const events = await my.services.db
      .selectFrom('events')
      .select([sql<number>`(metadata->>'importRow')::int`.as('row'), sql<string>`data->'fields'->>'number'`.as('no')])
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .orderBy('stream_version')
      .execute();
    expect(events).toEqual(rows.map((_, k) => ({ row: k + 2, no: `PX${100 + k}` })));
    // And undone as a whole: his twelve records deleted in one compensation.
    expect(await undoneImport(my, dss.caller, importId)).toMatchObject({ undone: 1, kept: 0 });
    expect((await recordsOf('crew-document')).length).toBe(before);
  });

  it('gives each kind its template: the crew columns, the family fields, a drop-down on the document', async () => {
    const { fileId } = await dss.caller.import.template({ kind: 'documents' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(my.services.db, fileId))!.content as unknown as ArrayBuffer);
    const [data, help] = wb.worksheets;
    const header = (data!.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual([
      'Crew Code',
      'Applicant No.',
      'IPN',
      'Document',
      'Document No.',
      'Date Issued',
      'Expiry Date',
    ]);
    expect(data!.getCell(2, header.indexOf('Document') + 1).dataValidation).toMatchObject({ type: 'list' });
    expect(help!.name).toBe('Instructions');
    // Then vessels and the settings lists the user may also manage (master.int.spec.ts).
    expect((await dss.caller.import.kinds()).map((k) => k.name).slice(0, 10)).toEqual([
      'crews',
      'documents',
      'certificates',
      'licenses',
      'medicals',
      'outside-sea-service',
      'family',
      'education',
      'addresses',
      'contacts',
    ]);
  });

  it('documents with scans in a zip keyed by file name: each scan checked as an office upload, a missing or refused one named on its row', async () => {
    const zip = new JSZip();
    zip.file('scans/P1.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    zip.file('big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(700_000, 32)]));
    zip.file('note.txt', Buffer.from('not a scan'));
    const scans = await saveFile(my.services.db, {
      bytes: await zip.generateAsync({ type: 'nodebuffer' }),
      fileName: 'scans.zip',
      kind: 'import',
      uploadedBy: dss.id,
    });
    const sheet = await saveFile(my.services.db, {
      bytes: Buffer.from(
        [
          'crewcode,document,doc_no,scan',
          'C-1,PASSPORT,SCAN-1,p1.pdf',
          'C-1,PASSPORT,SCAN-2,missing.pdf',
          'C-1,PASSPORT,SCAN-3,big.pdf',
          'C-1,PASSPORT,SCAN-4,note.txt',
        ].join('\r\n'),
      ),
      fileName: 'scanned.csv',
      kind: 'import',
      uploadedBy: dss.id,
    });
    const without = await dss.caller.import.preview({ kind: 'documents', fileId: sheet.id });
    expect(without.rows[0]!.errors).toEqual({ file: ['Upload the zip of scans beside the sheet'] });
    const p = await dss.caller.import.preview({ kind: 'documents', fileId: sheet.id, scansFileId: scans.id });
    expect(p.rows.map((r) => r.errors)).toEqual([
      {},
      { file: ['No file missing.pdf in the zip of scans'] },
      { file: ['big.pdf: FILE TOO LARGE'] },
      { file: ['note.txt: This file type is not allowed (unknown)'] },
    ]);
    const { jobId } = await dss.caller.import.commit({ kind: 'documents', fileId: sheet.id, scansFileId: scans.id });
    const result = (await my.services.jobs.waitFor(jobId)) as { counts: Record<string, number> };
    await my.settled();
    expect(result.counts).toMatchObject({ created: 1, failed: 3 });
    const record = (await recordsOf('crew-document')).find((r) => (r as { number?: string }).number === 'SCAN-1');
    const [attached] = (record as { file?: Array<{ fileId: string; fileName: string }> }).file!;
    expect(attached!.fileName).toBe('p1.pdf');
    const stored = await readFile(my.services.db, attached!.fileId);
    expect(stored).toMatchObject({ kind: 'attachment', mime_type: 'application/pdf', uploaded_by: dss.id });
  });

  it('vaccines: covid doses (DSS only, a PDF scan) and the yellow card; the covid doses reach the vaccine read model', async () => {
    keys.PFIZER = await newMasterRecord(my.services, 'vaccine-brand', 'key_item', { name: 'PFIZER-BIONTECH' });
    await createMasterRecord(my.services, 'document', 70, { name: 'YELLOW FEVER', category: 'vaccine', code: 'YF' });
    await my.settled();
    // The import grant alone does not stand for DSS's covid vaccine form (000 §6); the yellow card it does.
    const granted = await callerFor(
      my.services,
      (await makeUser(my.services, { departmentId: DEPT.bulk, grants: ['import'] })).id,
    );
    const kinds = (await granted.import.kinds()).map((k) => k.name);
    expect(kinds).toContain('international-vaccines');
    expect(kinds).not.toContain('covid-vaccines');
    await expect(granted.import.template({ kind: 'covid-vaccines' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const zip = new JSZip();
    zip.file('dose1.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    zip.file('dose2.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    const scans = await saveFile(my.services.db, {
      bytes: await zip.generateAsync({ type: 'nodebuffer' }),
      fileName: 'vaccine-scans.zip',
      kind: 'import',
      uploadedBy: dss.id,
    });
    const sheet = await upload('covid.csv', [
      'crew_code,vaccine_brand,inoculate_date,dose_no,scan',
      'C-1,pfizer-biontech,2021-06-01,1,dose1.pdf',
      'C-1,PFIZER-BIONTECH,2021-07-01,2,',
      'C-1,SPUTNIK,2021-08-01,3,',
      'C-1,PFIZER-BIONTECH,2021-09-01,4,dose2.png',
    ]);
    const p = await dss.caller.import.preview({ kind: 'covid-vaccines', fileId: sheet, scansFileId: scans.id });
    expect(p.rows[0]!.errors).toEqual({});
    expect(p.rows[2]!.errors.vaccineBrandId?.[0]).toMatch(/SPUTNIK/);
    // A covid vaccine's file is a PDF (the form's upload): a PNG in the zip is refused on its row.
    expect(p.rows[3]!.errors.file?.[0]).toMatch(/^dose2.png: /);
    const { result } = await committedImport(my, dss.caller, {
      kind: 'covid-vaccines',
      fileId: sheet,
      scansFileId: scans.id,
    });
    expect((result as { counts: Record<string, number> }).counts).toMatchObject({ created: 2, failed: 2 });
    expect((await covidVaccines(my.services.db, juan)).map((d) => d.doseNo)).toEqual([1, 2]);
    const first = (await recordsOf('covid-vaccine')).find((r) => (r as { doseNo?: number }).doseNo === 1) as {
      file?: Array<{ fileId: string }>;
    };
    expect(await readFile(my.services.db, first.file![0]!.fileId)).toMatchObject({ kind: 'pdf', uploaded_by: dss.id });

    const yellow = await imported('international-vaccines', [
      'crew_code,vaccine,vaccination_date,valid_until',
      'C-1,YF,2020-01-01,2030-01-01',
      'C-1,YELLOW FEVER,2020-01-01,2019-01-01',
    ]);
    expect(yellow.counts).toMatchObject({ created: 1, failed: 1 });
    expect(yellow.preview.rows[1]!.errors.expiryDate).toEqual(['The validity cannot end before the vaccination date']);
  });
});
