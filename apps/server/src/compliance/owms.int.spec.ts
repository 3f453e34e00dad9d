import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDecider, crewStream } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import {
  callerAs,
  callerFor,
  createMasterRecord,
  makeUser,
  PERSONAS,
  registeredCrew,
  newMasterRecord,
  TEST_META,
  type Caller,
} from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { readFile } from '../platform/files/store.js';
import { lineWith, pdfText } from '../testing/pdf.js';

// Issue 31 §2: the OWMS due list from the events, an incident from a medical sign-off counted with the holidays.
const NOW = new Date('2026-06-22T04:00:00.000Z');
let services: TestServices;
let officer: Caller;
let crewId: number;
let otherCrewId: number;
let admin: Caller;
let bound: Caller;
let deadId: number;
let finishedId: number;
const ids = { injury: 0, late: 0, medical: 0 };

beforeAll(async () => {
  services = await createTestServices({ clock: () => NOW, redis: true, startWorkers: true });
  officer = await callerAs(services, 'crewingOfficer');
  admin = await callerAs(services, 'admin');
  await admin.holidays.declare({ date: '2026-06-12', name: 'INDEPENDENCE DAY', kind: 'REGULAR' });
  type Kind = Parameters<typeof createMasterRecord>[1];
  type Sequence = Parameters<typeof nextId>[1];
  const master = async (kind: Kind, sequence: Sequence, fields: Record<string, unknown>) =>
    createMasterRecord(services, kind, await nextId(services, sequence), fields);
  const medical = await master('contract-reason', 'contract_reason', { code: 'MED', name: 'MEDICAL REPATRIATION' });
  const fleetId = await master('fleet', 'fleet', { name: 'OWMS BULK', vesselTypeId: 2 });
  const vesselId = await master('vessel', 'vessel', { name: 'MV WELFARE', code: 'WEL', fleetId, vesselTypeId: 2 });
  const at = NOW.toISOString();
  bound = await callerFor(
    services,
    (await makeUser(services, { ...PERSONAS.crewingOfficer, fleetId, vesselTypeId: 2 })).id,
  );
  crewId = await registeredCrew(services, { rankId: 1, at, onboard: { vesselId, embarkDate: '2026-01-10' } });
  // On a vessel of no fleet of his: the administrator reads it, a crewing officer of the bulk fleet does not.
  otherCrewId = await registeredCrew(services, {
    rankId: 1,
    at,
    onboard: { vesselId: 999_999, embarkDate: '2026-05-01' },
  });
  // A death and a finished contract signed off on Friday 13 Mar: the death raises a report, the other none.
  const death = await master('contract-reason', 'contract_reason', { code: 'DTH', name: 'DEATH ON BOARD' });
  const finished = await master('contract-reason', 'contract_reason', { code: 'FC', name: 'FINISHED CONTRACT' });
  deadId = await registeredCrew(services, { rankId: 1, at, onboard: { vesselId, embarkDate: '2026-02-01' } });
  finishedId = await registeredCrew(services, { rankId: 1, at, onboard: { vesselId, embarkDate: '2026-02-01' } });
  await signOff(deadId, '2026-03-13', death);
  await signOff(finishedId, '2026-03-13', finished);
  await signOff(crewId, '2026-06-11', medical);
  // Incident records: an injury (critical) and a late watch (not) while on board; a medical issue in May.
  const key = (kind: 'incident-type' | 'medical-incident-type', name: string) =>
    newMasterRecord(services, kind, 'key_item', { name });
  const [injury, late, illness] = await Promise.all([
    key('incident-type', 'INJURY ONBOARD'),
    key('incident-type', 'LATE REPORTING FOR WATCH'),
    key('medical-incident-type', 'ILLNESS ONBOARD'),
  ]);
  await services.runner.catchUp(60_000);
  const incident = (incidentTypeId: number, incidentDate: string) =>
    admin.crew.records.incident.add({ crewId, fields: { incidentDate, incidentTypeId, description: 'ON DECK' } });
  ids.injury = (await incident(injury, '2026-04-02')).id;
  ids.late = (await incident(late, '2026-04-03')).id;
  ids.medical = (
    await admin.crew.records.medicalIssue.add({
      crewId,
      fields: { incidentDate: '2026-05-29', medicalIncidentTypeId: illness, issue: 'FEVER' },
    })
  ).id;
  await services.runner.catchUp(60_000);
}, 120_000);
afterAll(() => services.dispose());

const signOff = (id: number, disembarkDate: string, contractReasonId: number) =>
  services.commands.handle(crewDecider, {
    streamId: crewStream.id(id),
    command: { type: 'SignOffCrew', data: { crewId: id, disembarkDate, contractReasonId, at: NOW.toISOString() } },
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
const all = async (c: Caller = officer) => (await c.compliance.owms.due({ show: 'ALL', perPage: 200 })).items;
const itemsOf = async (id: number) =>
  (await all()).filter((r) => r.crewId === id).map((r) => [r.item, r.due, r.overdue]);
const mine = () => itemsOf(crewId);

describe('OWMS due list', () => {
  it('lists the first report, the quarterly update and the incidents from the records and the sign-off', async () => {
    // Thursday 2 Apr injury: Good Friday is not on this test's list, so the weekend only: due Thursday 9 Apr.
    // Friday 29 May illness: due Friday 5 Jun. Thursday 11 Jun medical sign-off: Friday 12 Jun is a holiday,
    // then the weekend: due Friday 19 Jun, overdue on the 22nd. The late watch raises nothing.
    expect(await mine()).toEqual([
      [`INC-${ids.injury}`, '2026-04-09', true],
      ['FIRST', '2026-04-10', true],
      [`MED-${ids.medical}`, '2026-06-05', true],
      ['INCIDENT', '2026-06-19', true],
      ['Q2', '2026-07-10', false],
    ]);
  });

  it('raises an incident from a sign-off for death, none for a finished contract', async () => {
    // Friday 13 Mar: five working days on, Friday 20 Mar.
    expect(await itemsOf(deadId)).toEqual([
      ['INCIDENT', '2026-03-20', true],
      ['FIRST', '2026-05-01', true],
    ]);
    expect(await itemsOf(finishedId)).toEqual([['FIRST', '2026-05-01', true]]);
    const label = (await all()).find((r) => r.crewId === deadId && r.item === 'INCIDENT')?.label;
    expect(label).toBe('Critical incident: DEATH ON BOARD');
  });

  it('pages the list under its filters, and searches', async () => {
    const page = await officer.compliance.owms.due({ show: 'OVERDUE', perPage: 2, page: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 2, lastPage: 4, total: 7 });
    expect(page.items).toHaveLength(2);
    expect(page.counts).toMatchObject({ OVERDUE: 7, OPEN: 9, FILED: 0, MONTH: 2 });
    const month = await officer.compliance.owms.due({ show: 'MONTH' });
    expect(month.items.map((r) => [r.crewId, r.item])).toEqual([
      [crewId, `MED-${ids.medical}`],
      [crewId, 'INCIDENT'],
    ]);
    const found = await officer.compliance.owms.due({ show: 'ALL', search: 'welfare' });
    expect(found.total).toBe(8);
    expect((await officer.compliance.owms.due({ show: 'ALL', search: 'NOBODY' })).items).toEqual([]);
  });

  it('keeps a fleet-bound reader to his fleets', async () => {
    const seen = async (c: Caller) => new Set((await all(c)).map((r) => r.crewId));
    expect(await seen(admin)).toEqual(new Set([crewId, otherCrewId, deadId, finishedId]));
    expect(await seen(bound)).toEqual(new Set([crewId, deadId, finishedId]));
  });

  it('marks a report filed with its date and reference, once', async () => {
    const fields = { stintNo: 1, item: 'INCIDENT', filedOn: '2026-06-22', reference: 'OWMS-2026-0042' };
    await officer.compliance.owms.reports.add({ crewId, fields });
    const incident = (await all()).find((r) => r.crewId === crewId && r.item === 'INCIDENT');
    expect(incident).toMatchObject({ overdue: false, filed: { filedOn: '2026-06-22', reference: 'OWMS-2026-0042' } });
    await expect(officer.compliance.owms.reports.add({ crewId, fields })).rejects.toMatchObject({
      cause: { fieldErrors: { item: ['This report is already filed'] } },
    });
    await expect(
      officer.compliance.owms.reports.add({ crewId, fields: { ...fields, item: 'LATER' } }),
    ).rejects.toMatchObject({ cause: { fieldErrors: { item: ['Choose a report from the due list'] } } });
    await officer.compliance.owms.reports.add({ crewId, fields: { ...fields, item: `INC-${ids.injury}` } });
    expect((await officer.compliance.owms.due({ show: 'FILED' })).items.map((r) => r.item)).toEqual([
      `INC-${ids.injury}`,
      'INCIDENT',
    ]);
  });
});

describe('OWMS welfare report', () => {
  const filters = { dateFrom: '2026-03-01', dateTo: '2026-06-22' };
  const file = async (format: 'pdf' | 'xlsx') => {
    const { jobId } = await officer.reports.crew.generate({ report: 'owms', filters, format });
    const result = (await services.jobs.waitFor(jobId, 90_000)) as { fileId: string; fileName: string; rows: number };
    expect(result.fileName).toBe(`owms_report_from_2026-03-01_to_2026-06-22.${format}`);
    return { ...result, bytes: (await readFile(services.db, result.fileId))!.content };
  };

  it("prints the reports due in the period in the circular's layout (PDF read back with pdftotext)", async () => {
    const preview = await officer.reports.crew.preview({ report: 'owms', filters });
    expect(preview.columns.map((c) => c.label)).toEqual([
      '#',
      'Crew',
      'Vessel',
      'Principal',
      'Deployment Date',
      'Report Type',
      'Due',
      'Filed',
      'Reference',
      'Remarks',
    ]);
    // Due 20 Mar to 19 Jun: the death, the injury, three first reports, the illness, the sign-off.
    expect(preview.rows.map((r) => r[5])).toEqual([
      'Critical incident: DEATH ON BOARD',
      'Critical incident: INJURY ONBOARD',
      'First report',
      'First report',
      'First report',
      'Critical incident: ILLNESS ONBOARD',
      'Critical incident: MEDICAL REPATRIATION',
    ]);
    const { bytes, rows } = await file('pdf');
    expect(rows).toBe(7);
    const text = pdfText(bytes, 'owms-report');
    // The filed incident's line carries its filing date, reference and remark beside it.
    expect(lineWith(text, 'MEDICAL REPATRIATION')).toMatch(/19 JUN 2026\s+22 JUN 2026\s+OWMS-2026-0042\s+Filed late/);
    for (const words of [
      'OWMS WELFARE REPORT',
      'Deployment Date',
      'Critical incident: DEATH ON BOARD',
      'MV WELFARE',
      'OWMS-2026-0042',
      'OVERDUE',
      '19 JUN 2026',
      'Reports due: 7',
      'Overdue: 5',
      'MC 9 s.2019',
    ])
      expect(text).toContain(words);
  }, 120_000);

  it('writes the same rows to the xlsx', async () => {
    const { bytes } = await file('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(row.values.toString()));
    const all = cells.join('\n');
    expect(all).toContain('Critical incident: MEDICAL REPATRIATION');
    expect(all).toContain('OWMS-2026-0042');
    expect(all).toContain('Filed late (due 19 JUN 2026)');
  }, 120_000);
});
