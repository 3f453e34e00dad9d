import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREW_RECORD_FAMILIES_BY_NAME, DEPT, POS, type CrewCommand, type KeyListKind } from '@crewing/domain';
import { BIODATA_SECTIONS } from '@crewing/domain/crew/biodata';
import { useTestServices } from '../../testing/test-file.js';
import {
  callerFor,
  codeOf,
  createMasterRecord,
  makeUser,
  newMasterRecord,
  handleCrew,
  callerAs,
} from '../../testing/actors.js';
import { nextId } from '../../shared/ids.js';
import { readFile } from '../../platform/files/store.js';
import { savePortrait } from './test-image.js';
import { gatherFacts } from '../../records/facts.js';
import { pdfText } from '../../testing/pdf.js';
import { newFleet, newRank, newVessel } from '../../testing/master-data.js';

// 000 §2 Crew Biodata: the sheet's data through commands, and its PDF rendered in Chromium.
// "Today" is pinned (15 Jun 2026 in Manila) so months onboard and ages are known.
const NOW = new Date('2026-06-15T04:00:00.000Z');
const my = useTestServices({ startWorkers: true, clock: () => NOW });
let officer: Awaited<ReturnType<typeof callerFor>>;
let officerId: number;
let crewId: number;
const ids: Record<string, number> = {};
const key = async (kind: KeyListKind, name: string) =>
  (ids[name] = await newMasterRecord(my.services, kind, 'key_item', { name }));
/** A record of a family through the crew's command handler, with the facts the server gathers. */
async function addRecord(family: string, fields: Record<string, unknown>) {
  const facts = await gatherFacts(my.services.db, CREW_RECORD_FAMILIES_BY_NAME[family]!, fields, null);
  const recordId = await nextId(my.services, 'crew_record');
  await handle({ type: 'AddCrewRecord', data: { crewId, family, recordId, fields, facts, at: NOW.toISOString() } });
  return recordId;
}
const handle = (command: CrewCommand) => handleCrew(my.services, crewId, command);

beforeAll(async () => {
  officerId = (await makeUser(my.services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] })).id;
  officer = await callerFor(my.services, officerId);
  // Issue 25: the sheet's header and the in-house company come from Settings › Company Profile.
  const admin = await callerAs(my.services, 'admin');
  await admin.companyProfile.update({ changes: { name: 'VMC CREW MANAGEMENT, INC.', shortName: 'VMC' } });
  const fleet = await newFleet(my.services, 'BULK BIODATA');
  ids.ab = await newRank(my.services, 'ABLE SEAMAN', 'AB', 3, 5);
  ids.bosun = await newRank(my.services, 'BOSUN', 'BSN', 3, 4);
  ids.bulker = await newVessel(my.services, fleet, 'MV GOLDEN BIODATA', 'GBD', { grossTon: 43500 });
  ids.fc = await newMasterRecord(my.services, 'contract-reason', 'contract_reason', {
    code: 'FC',
    name: 'FINISHED CONTRACT',
  });
  ids.or = await newMasterRecord(my.services, 'contract-reason', 'contract_reason', {
    code: 'OR',
    name: 'OWN REQUEST',
  });
  for (const [kind, name] of [
    ['religion', 'ROMAN CATHOLIC'],
    ['civil-status', 'MARRIED'],
    ['relationship', 'SPOUSE'],
    ['school', 'PHILIPPINE MERCHANT MARINE ACADEMY'],
    ['course', 'BSMT'],
    ['education-level', 'COLLEGE'],
    ['category', 'SENIOR OFFICER POOL'],
    ['medical', 'PRE-EMPLOYMENT MEDICAL EXAM (PEME)'],
    ['medical', 'POST-MEDICAL'],
    ['clinic', 'MANILA DOCTORS CLINIC'],
    ['manning', 'OCEAN CREW INC.'],
  ] as Array<[KeyListKind, string]>) {
    await key(kind, name);
  }
  await my.settled();
  ({ id: crewId } = await officer.crew.add({
    applicantNo: 'APP-7788',
    crewCode: 'C-7788',
    ipn: 'IPN-7788',
    lastName: 'DELA CRUZ',
    firstName: 'JUAN',
    middleName: 'PONCE',
    birthdate: '1990-07-01',
    rankId: ids.bosun,
  }));
  await officer.crew.update({
    crewId,
    changes: {
      birthplace: 'CEBU CITY',
      religionId: ids['ROMAN CATHOLIC']!,
      civilStatusId: ids.MARRIED!,
      height: 172,
      weight: 70.5,
      bloodType: 'O+',
      telNo: '032-555-0101',
    },
  });
  const photo = await savePortrait(my.services.db, officerId, 'juan.png');
  await officer.crew.setPhoto({ crewId, fileId: photo.id });
  const R = officer.crew.records;
  await R.family.add({
    crewId,
    fields: { relationshipId: ids.SPOUSE!, lastName: 'DELA CRUZ', firstName: 'MARIA', kin: true },
  });
  await R.education.add({
    crewId,
    fields: {
      educationLevelId: ids.COLLEGE!,
      schoolId: ids['PHILIPPINE MERCHANT MARINE ACADEMY']!,
      courseId: ids.BSMT!,
      yearGraduated: 2011,
    },
  });
  await R.category.add({ crewId, fields: { categoryId: ids['SENIOR OFFICER POOL']! } });
  await R.outsideExperience.add({
    crewId,
    fields: {
      manningId: ids['OCEAN CREW INC.']!,
      rankId: ids.ab,
      vesselName: 'MV OUTSIDER',
      embarkDate: '2023-01-01',
      disembarkDate: '2023-07-01',
      contractReasonId: ids.or,
      grossTon: 30000,
      enginePower: 9000,
    },
  });
  const peme = ids['PRE-EMPLOYMENT MEDICAL EXAM (PEME)']!;
  const clinic = ids['MANILA DOCTORS CLINIC']!;
  await addRecord('crew-medical', { medicalId: peme, clinicId: clinic, examDate: '2025-01-05', result: 'UNFIT' });
  await addRecord('crew-medical', { medicalId: peme, clinicId: clinic, examDate: '2026-05-20', result: 'FIT' });
  await addRecord('crew-medical', { medicalId: ids['POST-MEDICAL']!, examDate: '2025-11-02', result: 'FIT' });
  await handle({
    type: 'SignOnCrew',
    data: { crewId, vesselId: ids.bulker, rankId: ids.ab, embarkDate: '2025-01-10', at: NOW.toISOString() },
  });
  await handle({
    type: 'SignOffCrew',
    data: { crewId, disembarkDate: '2025-10-10', contractReasonId: ids.fc, at: NOW.toISOString() },
  });
  await my.settled();
}, 120_000);

describe('crew.biodata.sheet', () => {
  it('has the twelve sections in order with his experience, latest medicals and education', async () => {
    const s = await officer.crew.biodata.sheet({ crewId, filters: {} });
    expect(s.sections).toEqual(BIODATA_SECTIONS);
    expect(s.header).toMatchObject({ title: 'CREW PERSONAL DATA SHEET', date: '15 JUNE 2026' });
    expect(s.name).toBe('DELA CRUZ, JUAN PONCE');
    // 9 months as AB with us and 6 outside: 15 in all ranks, on the previous rank; none as BOSUN yet.
    expect(s.experience).toEqual([
      { label: 'All Ranks', value: '15 MOS' },
      { label: 'As BOSUN', value: '0 MOS' },
      { label: 'On Previous Rank (ABLE SEAMAN)', value: '15 MOS' },
    ]);
    // A category name hides the utility label (000 §2 item 4).
    expect(s.identity).toContainEqual({ label: 'Crew Code', value: 'C-7788' });
    expect(s.categories).toContainEqual({ label: 'Category', value: 'SENIOR OFFICER POOL' });
    expect(s.personal).toEqual(
      expect.arrayContaining([
        { label: 'Religion', value: 'ROMAN CATHOLIC' },
        { label: 'Next of Kin', value: 'MARIA DELA CRUZ (SPOUSE)' },
        { label: 'Age', value: '35' },
        { label: 'Disembark Weight', value: '70.5 KG' },
        { label: 'Civil Status', value: 'MARRIED' },
      ]),
    );
    expect(s.medical).toEqual([
      { label: 'Pre-Employment Medical Fitness Date', value: '20 MAY 2026' },
      { label: 'Clinic', value: 'MANILA DOCTORS CLINIC' },
      { label: 'Result', value: 'FIT' },
      { label: 'Post-Medical Date', value: '02 NOV 2025' },
    ]);
    expect(s.education.rows).toEqual([{ cells: ['PHILIPPINE MERCHANT MARINE ACADEMY', 'BSMT', '2011'], warn: false }]);
    // Seabased experience: ours and the outside one, newest first, with reason codes; the legend lists the reasons.
    expect(s.seabased.rows.map((r) => [r.cells[0], r.cells[1], r.cells[2], r.cells[9], r.cells[10]])).toEqual([
      ['VMC', 'MV GOLDEN BIODATA', 'AB', '9', 'FC'],
      ['OCEAN CREW INC.', 'MV OUTSIDER', 'AB', '6', 'OR'],
    ]);
    expect(s.legend).toEqual([
      { code: 'FC', name: 'FINISHED CONTRACT' },
      { code: 'OR', name: 'OWN REQUEST' },
    ]);
    // No documents yet: the tables print placeholders; the trainings list ISM and AIS with '--'.
    expect(s.documents[0]).toMatchObject({
      title: 'PSCRB Training Certificate',
      // Issue 31 §3: the certificates' tables add a MARINA column.
      rows: [{ cells: ['--', '--', '--', '--', '--', '--'] }],
    });
    expect(s.trainings[0]!.rows.map((r) => r.cells)).toEqual([
      ['ISM CODE FAMILIARIZATION', '--', '--', '--'],
      ['AIS (AUTOMATIC IDENTIFICATION SYSTEM)', '--', '--', '--'],
    ]);
    expect(s).toMatchObject({ ipn: 'IPN-7788', cmsConfigured: false });
  });

  it('prints what the filters prepared it for; the vessel picks its vessel type trainings', async () => {
    const s = await officer.crew.biodata.sheet({
      crewId,
      filters: { vesselId: ids.bulker, rankId: ids.ab, embarkMonth: '2026-08', contractPeriod: 9 },
    });
    expect(s.header.preparedFor).toEqual([
      { label: 'Vessel', value: 'MV GOLDEN BIODATA' },
      { label: 'Rank', value: 'ABLE SEAMAN' },
      { label: 'Embarkation', value: 'AUGUST 2026' },
      { label: 'Contract Period', value: '9 mos +/-' },
    ]);
    expect(s.header.contractEnd).toBe('30 APR 2027');
    expect(s.trainings.map((t) => t.title)).toEqual([
      'Mandatory Certificates',
      'Vessel Type Specific Trainings — BULK',
    ]);
  });

  it('refuses an unknown crew and a bad month under the field', async () => {
    expect(await codeOf(officer.crew.biodata.sheet({ crewId: 999_999, filters: {} }))).toBe('NOT_FOUND');
    await expect(officer.crew.biodata.sheet({ crewId, filters: { embarkMonth: '2026-13' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('crew.biodata.generate', () => {
  it('renders the sheet to a PDF in Chromium whose text has every section, in order', async () => {
    const { jobId } = await officer.crew.biodata.generate({
      crewId,
      filters: { vesselId: ids.bulker, embarkMonth: '2026-08', contractPeriod: 9 },
    });
    await my.services.jobs.waitFor(jobId);
    const status = await officer.crew.biodata.status({ jobId });
    expect(status).toMatchObject({ state: 'completed', fileName: 'biodata_C-7788_2026-06-15.pdf' });
    const file = await readFile(my.services.db, status.fileId!);
    expect(file).toMatchObject({ mime_type: 'application/pdf', kind: 'report' });
    const dir = mkdtempSync(join(tmpdir(), 'biodata-'));
    writeFileSync(join(dir, 'b.pdf'), file!.content);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'b.pdf'), '-'], { encoding: 'utf8' });
    let at = -1;
    for (const title of ['VMC CREW MANAGEMENT', ...BIODATA_SECTIONS.slice(1)]) {
      const next = text.indexOf(title, at + 1);
      expect(next, `${title} after the previous section`).toBeGreaterThan(at);
      at = next;
    }
    for (const words of [
      'DELA CRUZ, JUAN PONCE',
      'MV GOLDEN BIODATA',
      'MANILA DOCTORS CLINIC',
      'FINISHED CONTRACT',
      'AUGUST 2026',
    ])
      expect(text).toContain(words);
    // Another user cannot follow someone else's job.
    const other = await callerAs(my.services, 'crewingOfficer');
    expect(await codeOf(other.crew.biodata.status({ jobId }))).toBe('NOT_FOUND');
  }, 60_000);
});

describe('issue 25: the printed biodata', () => {
  it('prints a held PSCRB in the Mandatory STCW table as in the PSCRB table; a lacking one stays -- (000 §2 section 9)', async () => {
    const dss = await callerAs(my.services, 'dss');
    await createMasterRecord(my.services, 'document', 19, {
      name: 'PROFICIENCY IN SURVIVAL CRAFT AND RESCUE BOATS (PSCRB)',
      category: 'certificate',
      code: 'PSCRB',
    });
    await createMasterRecord(my.services, 'document', 18, {
      name: 'BASIC TRAINING',
      category: 'certificate',
      code: 'COP_BT',
    });
    await my.settled();
    await dss.documents.matrix.add({ owner: 'rank', ownerId: ids.bosun!, documentIds: [18, 19], mandatory: true });
    await officer.crew.records.crewCertificate.add({
      crewId,
      fields: {
        documentId: 19,
        certificateType: '2',
        number: 'PS-4411',
        issuedDate: '2024-02-03',
        expiryDate: '2029-02-02',
        issuedBy: 'MAAP',
      },
    });
    await my.settled();
    const { jobId } = await officer.crew.biodata.generate({ crewId, filters: { rankId: ids.bosun } });
    await my.services.jobs.waitFor(jobId);
    const status = await officer.crew.biodata.status({ jobId });
    const text = pdfText((await readFile(my.services.db, status.fileId!))!.content, 'biodata-pscrb');
    const tableOf = (title: string) =>
      text.slice(text.indexOf(title), text.indexOf('Non-Mandatory', text.indexOf(title) + 1));
    const row = /PROFICIENCY IN SURVIVAL CRAFT AND RESCUE\s+PS-4411\s+03 FEB 2024\s+02 FEB 2029\s+MAAP/;
    expect(tableOf('PSCRB Training Certificate')).toMatch(row);
    const stcw = tableOf('Mandatory STCW Certificates');
    expect(stcw).toMatch(row);
    expect(stcw).toMatch(/BASIC TRAINING\s+--\s+--\s+--\s+--/);
  }, 60_000);
});
