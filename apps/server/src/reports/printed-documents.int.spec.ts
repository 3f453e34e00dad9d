import { beforeAll, describe, expect, it } from 'vitest';
import { crewDecider, crewStream, type CrewCommand } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { callerFor, createMasterRecord, makeUser, newMasterRecord, TEST_META, callerAs } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { readFile } from '../platform/files/store.js';
import { lineWith, pdfText } from '../testing/pdf.js';
import { savePortrait } from '../crew/biodata/test-image.js';
import { newFleet, newRank, newVessel } from '../testing/master-data.js';

// Issue 25: the documents that go to principals and the government, read back from their PDFs.
// A story on one vessel: ANA DELA PAZ is lined up to relieve the AB onboard (embarking 05 Dec
// 2026 in Singapore); BEN REYES embarked on the board on 10 Nov 2026 and was not signed on yet;
// CARLO SANTOS signed on on 12 Nov 2026 from a board embarking in Singapore; DAN TAN signed on on
// 02 Nov 2026, two days after his board embarking (31 Oct 2026, Singapore).
// "Today" is pinned: 20 Nov 2026 in Manila.
const NOW = new Date('2026-11-20T04:00:00.000Z');
const my = useTestServices({ startWorkers: true, clock: () => NOW });
let ops: Awaited<ReturnType<typeof callerFor>>;
let dss: Awaited<ReturnType<typeof callerFor>>;
let admin: Awaited<ReturnType<typeof callerFor>>;
/** Settings › Company Profile as the administrator saved it (issue 25 point 10). */
const PROFILE = {
  name: 'NORTHWIND MANNING SERVICES, INC.',
  shortName: 'NMS',
  address: '12F HARBOUR TOWER, PORT AREA, MANILA',
  licenceNo: 'DMW LICENSE NO. DMW-077-LB-110926-R',
  officers: [{ title: 'PRESIDENT', name: 'ELENA V. MARQUEZ' }],
};
const ids: Record<string, number> = {};
const at = () => NOW.toISOString();
const onCrew = (crewId: number, commands: CrewCommand[]) =>
  my.services.commands.handleMany(
    commands.map((command) => ({ decider: crewDecider, streamId: crewStream.id(crewId), command })),
    { commandId: crypto.randomUUID(), metadata: TEST_META },
  );
async function crew(lastName: string, firstName: string, middleName: string) {
  const crewId = await nextId(my.services, 'crew');
  const profile = { crewCode: `C${crewId}`, lastName, firstName, middleName, rankId: ids.ab! };
  await onCrew(crewId, [{ type: 'RegisterCrew', data: { crewId, profile, at: at() } }]);
  return crewId;
}
async function pdfOf(run: Promise<{ jobId: string }>, name: string) {
  const { jobId } = await run;
  const result = (await my.services.jobs.waitFor(jobId, 90_000)) as { fileId: string };
  return pdfText((await readFile(my.services.db, result.fileId))!.content, name);
}

beforeAll(async () => {
  ops = await callerAs(my.services, 'ops');
  dss = await callerAs(my.services, 'dss');
  const adminId = (await makeUser(my.services, { userTypeId: 1 })).id;
  admin = await callerFor(my.services, adminId);
  const logo = await savePortrait(my.services.db, adminId, 'logo.png');
  await admin.companyProfile.update({ changes: { ...PROFILE, logoFileId: logo.id } });
  const fleet = await newFleet(my.services, 'BULK PRINT');
  ids.ab = await newRank(my.services, 'ABLE SEAMAN', 'AB', 3, 5);
  ids.vessel = await newVessel(my.services, fleet, 'MV PRINTED WORD', 'PRW');
  ids.singapore = await newMasterRecord(my.services, 'port', 'port', { name: 'SINGAPORE', country: 'SINGAPORE' });
  ids.peme = await newMasterRecord(my.services, 'medical', 'key_item', {
    name: 'PRE-EMPLOYMENT MEDICAL EXAMINATION (PEME)',
    code: 'PEME',
  });
  for (const [id, name, category, code] of [
    [1, 'CONTRACT OF EMPLOYMENT', 'document', 'CONTRACT'],
    [9, 'MEDICAL CERTIFICATE (PEME)', 'medical-document', 'MEDICAL'],
    [47, 'PASSPORT', 'document', 'PASSPORT'],
    [2, "SEAMAN'S BOOK (SIRB)", 'document', 'SEAMANS_BOOK'],
    [3, 'MARINA SID', 'document', 'MARINA_SID'],
    [6, 'PHILIPPINE COE (DMW)', 'document', 'PHIL_COE'],
  ] as const) {
    await createMasterRecord(my.services, 'document', id, { name, category, code });
  }
  await my.settled();
  await dss.documents.matrix.add({ owner: 'rank', ownerId: ids.ab, documentIds: [1, 9, 47, 2, 3, 6], mandatory: true });

  const offSigners = [
    await crew('ONBOARD', 'OSCAR', 'O'),
    await crew('ONBOARD', 'OTTO', 'O'),
    await crew('ONBOARD', 'OLIVER', 'O'),
    await crew('ONBOARD', 'OWEN', 'O'),
  ];
  for (const off of offSigners) {
    await onCrew(off, [
      {
        type: 'SignOnCrew',
        data: { crewId: off, vesselId: ids.vessel, rankId: ids.ab, embarkDate: '2026-03-01', at: at() },
      },
    ]);
  }
  ids.ana = await crew('DELA PAZ', 'ANA', 'MARIA');
  ids.ben = await crew('REYES', 'BEN', 'CRUZ');
  ids.carlo = await crew('SANTOS', 'CARLO', 'LUNA');
  ids.dan = await crew('TAN', 'DAN', 'LIM');
  await my.settled();
  const R = ops.crew.records;
  await R.crewDocument.add({
    crewId: ids.ana,
    fields: { documentId: 47, number: 'P7001', issuedDate: '2016-08-07', expiryDate: '2026-08-06' },
  });
  await R.crewDocument.add({
    crewId: ids.ana,
    fields: { documentId: 2, number: 'SIRB-2231', issuedDate: '2022-03-04', expiryDate: '2032-03-03' },
  });
  await R.crewDocument.add({
    crewId: ids.ana,
    fields: { documentId: 3, number: 'SID-7788', issuedDate: '2023-05-06', expiryDate: '2033-05-05' },
  });
  await R.crewDocument.add({
    crewId: ids.ana,
    fields: { documentId: 6, number: 'COE-9911', issuedDate: '2026-11-03' },
  });
  await R.crewMedical.add({
    crewId: ids.ana,
    fields: { medicalId: ids.peme, examDate: '2026-01-14', expiryDate: '2033-01-13', result: 'FIT' },
  });
  await R.crewDocument.add({
    crewId: ids.carlo,
    fields: { documentId: 6, number: 'OEC-5512', issuedDate: '2026-11-01' },
  });

  const plan = async (off: number, reliever: number, changes: Record<string, unknown>) => {
    const { crewChangeId } = await ops.crewChange.plan({
      vesselId: ids.vessel!,
      rankId: ids.ab!,
      offSignerCrewId: off,
      relieverCrewIds: [reliever],
    });
    await ops.crewChange.updateEmbarking({ crewChangeId, changes });
    return crewChangeId;
  };
  await plan(offSigners[0]!, ids.ana, { embark_date: '2026-12-05', embark_port_id: ids.singapore });
  await plan(offSigners[1]!, ids.ben, { embark_date: '2026-11-10', embark_port_id: ids.singapore });
  await plan(offSigners[2]!, ids.carlo, { embark_date: '2026-11-12', embark_port_id: ids.singapore });
  await plan(offSigners[3]!, ids.dan, { embark_date: '2026-10-31', embark_port_id: ids.singapore });
  // Carlo embarked: he is signed on (the crew lifecycle's command) on the board's embark date; Dan
  // joined two days after the board's date, across the month's end.
  await onCrew(ids.carlo, [
    {
      type: 'SignOnCrew',
      data: { crewId: ids.carlo, vesselId: ids.vessel, rankId: ids.ab, embarkDate: '2026-11-12', at: at() },
    },
  ]);
  await onCrew(ids.dan, [
    {
      type: 'SignOnCrew',
      data: { crewId: ids.dan, vesselId: ids.vessel, rankId: ids.ab, embarkDate: '2026-11-02', at: at() },
    },
  ]);
  await my.settled();
}, 120_000);

describe('Embark Document Requirements (001 §2.5)', () => {
  it('prints LAST, FIRST MIDDLE, dates DD MMM YYYY, MISSING contract and medical where the rank asks for them', async () => {
    const text = await pdfOf(
      ops.reports.crew.generate({ report: 'embark-requirements', filters: {}, format: 'pdf' }),
      'embark-requirements',
    );
    const ana = lineWith(text, 'DELA PAZ, ANA MARIA');
    expect(ana, text).toBeDefined();
    // Contract of Employment: required, none on file; Medical Certificate: her FIT PEME's expiry;
    // passport expired; seaman's book and SID valid; the COE (no expiry) shows its number.
    expect(ana).toMatch(
      /DELA PAZ, ANA MARIA\s+AB\s+MV PRINTED WORD\s+MISSING\s+13 JAN 2033\s+EXPIRED 06 AUG 2026\s+03 MAR 2032\s+05 MAY 2033\s+COE-9911/,
    );
    expect(text).not.toMatch(/\b\d\d \w{3} \d\d\b(?! ?\d)/);
    expect(text).not.toMatch(/\d\d\/\d\d\/\d\d/);
  }, 120_000);
});

describe('POEA PH (001 §2.7)', () => {
  it('prints the place of departure of every deployment: the board embarking and the sign-on it led to', async () => {
    const filters = { dateFrom: '2026-11-01', dateTo: '2026-11-20' };
    const text = await pdfOf(dss.reports.poea.generate({ report: 'poea-ph', filters, format: 'pdf' }), 'poea-ph');
    expect(lineWith(text, 'REYES')).toMatch(/REYES\s+BEN\s+CRUZ\s+AB\s+10 NOV 2026\s+SINGAPORE/);
    expect(lineWith(text, 'SANTOS')).toMatch(/OEC-5512\s+SANTOS\s+CARLO\s+LUNA\s+AB\s+12 NOV 2026\s+SINGAPORE/);
    expect(lineWith(text, 'TAN ')).toMatch(/TAN\s+DAN\s+LIM\s+AB\s+02 NOV 2026\s+SINGAPORE/);
    expect(text).toContain('Total deployed: 3');
  }, 120_000);
});

describe('Crew Document Checklist (001 §2.6)', () => {
  const checklistPdf = async (
    crewId: number,
    name: string,
    chosen: { vesselId?: number | null; rankId?: number | null } = {},
  ) => pdfOf(ops.documents.checklist.export({ crewId, format: 'pdf', ...chosen }), name);

  it('opens on the vessel and rank she is lined up for; Details has the SIRB, SID and COE numbers; Submitted is the issue date', async () => {
    const shown = await ops.documents.checklist.get({ crewId: ids.ana! });
    expect(shown).toMatchObject({
      vesselId: ids.vessel,
      rankId: ids.ab,
      vesselName: 'MV PRINTED WORD',
      rank: 'ABLE SEAMAN',
    });
    const text = await checklistPdf(ids.ana!, 'checklist-ana');
    expect(lineWith(text, 'Rank')).toMatch(/Rank\s+ABLE SEAMAN\s+Vessel\s+MV PRINTED WORD/);
    expect(lineWith(text, "SEAMAN'S BOOK (SIRB) *")).toMatch(/SIRB-2231\s+04 MAR 2022\s+03 MAR 2032/);
    expect(lineWith(text, 'MARINA SID *')).toMatch(/SID-7788\s+06 MAY 2023\s+05 MAY 2033/);
    expect(lineWith(text, 'PHILIPPINE COE (DMW) *')).toMatch(/COE-9911\s+03 NOV 2026/);
    expect(lineWith(text, 'PASSPORT *')).toMatch(/P7001\s+07 AUG 2016\s+06 AUG 2026/);
    // Nothing here was issued today: no Submitted date is the day the records were entered.
    expect(text.split('\n').filter((l) => /\*.*20 NOV 2026/.test(l))).toEqual([]);
  }, 120_000);

  it('opens on his vessel and rank when onboard, with Ex-Vessel his latest in-house service; No Vessel Selected stays a choice', async () => {
    const text = await checklistPdf(ids.carlo!, 'checklist-carlo');
    expect(lineWith(text, 'Rank')).toMatch(/Rank\s+ABLE SEAMAN\s+Vessel\s+MV PRINTED WORD/);
    expect(lineWith(text, 'Ex-Vessel')).toMatch(/Ex-Vessel\s+MV PRINTED WORD/);
    const none = await ops.documents.checklist.get({ crewId: ids.carlo!, vesselId: null });
    expect(none).toMatchObject({ vesselId: null, vesselName: '', rankId: ids.ab });
  }, 120_000);
});

describe('the company profile on every printed document (issue 25 point 10)', () => {
  const header = (text: string) => {
    expect(text).toContain(PROFILE.name);
    expect(text).not.toMatch(/VMC CREW MANAGEMENT|CREWING BACK OFFICE MANNING AGENCY|COMPANY PROFILE NOT SET/);
  };

  it('is set by an administrator through the command handler and refuses a logo that is not an uploaded image', async () => {
    expect(await admin.companyProfile.get()).toMatchObject({ ...PROFILE, updatedBy: expect.any(String) });
    await expect(admin.companyProfile.update({ changes: { logoFileId: crypto.randomUUID() } })).rejects.toMatchObject({
      cause: { fieldErrors: { logoFileId: ['The logo must be an image uploaded here: upload it again'] } },
    });
    await expect(admin.companyProfile.update({ changes: { address: PROFILE.address } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(ops.companyProfile.update({ changes: { name: 'X' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('heads the reports with its name, address and licence; the checklist, biodata, COE, ID cards and staff list with its name', async () => {
    const poea = await pdfOf(
      dss.reports.poea.generate({
        report: 'poea-ph',
        filters: { dateFrom: '2026-11-01', dateTo: '2026-11-20' },
        format: 'pdf',
      }),
      'poea-company',
    );
    header(poea);
    expect(poea).toContain(PROFILE.licenceNo);
    expect(poea).toContain(PROFILE.address);
    // No fleet signatory titled PRESIDENT: the profile's officer signs.
    expect(poea).toMatch(/ELENA V\. MARQUEZ\s+PRESIDENT/);
    header(await checklistOf(ids.ana!));
    const biodata = await pdfOf(ops.crew.biodata.generate({ crewId: ids.carlo!, filters: {} }), 'biodata-company');
    header(biodata);
    expect(biodata).toContain(PROFILE.licenceNo);
    // The experience table names his contract with us by the profile's short name.
    expect(biodata).toMatch(/NMS\s+MV PRINTED WORD\s+AB/);
    const coe = await pdfOf(
      admin.finance.coe.generate({
        crewId: ids.carlo!,
        signatoryName: 'ELENA V. MARQUEZ',
        signatoryTitle: 'PRESIDENT',
        purpose: 'BANK LOAN',
      }),
      'coe',
    );
    header(coe);
    expect(coe).toMatch(/employed by\s+NORTHWIND MANNING SERVICES, INC\./);
    header(await pdfOf(ops.finance.idCards.generate({ crewIds: [ids.carlo!] }), 'id-cards'));
    header(await pdfOf(admin.reports.staffList({}), 'staff-list'));
  }, 180_000);
});

const checklistOf = (crewId: number) =>
  pdfOf(ops.documents.checklist.export({ crewId, format: 'pdf' }), 'checklist-company');
