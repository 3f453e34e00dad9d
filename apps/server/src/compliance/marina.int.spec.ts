import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, marinaReason } from '@crewing/domain';
import { E_REGISTRATION_FORMAT } from '@crewing/domain/compliance/index';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import {
  callerAs,
  callerFor,
  codeOf,
  createMasterRecord,
  fieldErrorsOf,
  makeUser,
  PERSONAS,
  registeredCrew,
  userAs,
  type Caller,
} from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { saveFile } from '../platform/files/store.js';
import { PNG_1X1 } from '../testing/files.js';

// Issue 31 §3, §4: MARINA verification evidence, the unverified list and its line-up setting; e-Registration.
const NOW = new Date('2026-11-20T04:00:00.000Z');
let services: TestServices;
let officer: Caller;
let officerId: number;
let admin: Caller;
let bound: Caller;
let crewId: number;
let otherCrewId: number;
let vesselId: number;
const RANK = 7;
const certs = { old: 0, recent: 0, license: 0, other: 0 };

beforeAll(async () => {
  services = await createTestServices({ clock: () => NOW });
  ({ id: officerId, caller: officer } = await userAs(services, 'crewingOfficer'));
  admin = await callerAs(services, 'admin');
  const at = NOW.toISOString();
  const master = async (kind: 'fleet' | 'vessel' | 'document', fields: Record<string, unknown>) =>
    createMasterRecord(services, kind, await nextId(services, kind), fields);
  const fleetId = await master('fleet', { name: 'MARINA BULK', vesselTypeId: 2 });
  vesselId = await master('vessel', { name: 'MV VERITAS', code: 'VER', fleetId, vesselTypeId: 2 });
  const cop = await master('document', { name: 'COP BASIC TRAINING', category: 'certificate' });
  const coc = await master('document', { name: 'COC OIC-NW', category: 'license' });
  bound = await callerFor(
    services,
    (await makeUser(services, { ...PERSONAS.crewingOfficer, fleetId, vesselTypeId: 2 })).id,
  );
  crewId = await registeredCrew(services, { rankId: RANK, at, onboard: { vesselId, embarkDate: '2026-01-10' } });
  // On a vessel of no fleet: the administrator lists it, the bulk fleet's officer does not.
  otherCrewId = await registeredCrew(services, {
    rankId: RANK,
    at,
    onboard: { vesselId: 999_999, embarkDate: '2026-01-10' },
  });
  await services.runner.catchUp(60_000);
  const cert = (id: number, documentId: number, number: string, issuedDate: string) =>
    admin.crew.records.crewCertificate.add({
      crewId: id,
      fields: { documentId, certificateType: '1', number, issuedDate, expiryDate: '2031-01-01' },
    });
  certs.old = (await cert(crewId, cop, 'OLD-2019', '2019-05-01')).id;
  certs.recent = (
    await cert(crewId, await master('document', { name: 'SSAT', category: 'certificate' }), 'BT-2023-77', '2023-03-01')
  ).id;
  certs.license = (
    await admin.crew.records.crewLicense.add({
      crewId,
      fields: { documentId: coc, number: 'COC-2021-11', issuedDate: '2021-11-09', expiryDate: '2026-12-31' },
    })
  ).id;
  certs.other = (await cert(otherCrewId, cop, 'BT-2024-01', '2024-01-01')).id;
}, 120_000);
afterAll(() => services.dispose());

const listed = async (caller: Caller, input: Parameters<Caller['compliance']['marina']['unverified']>[0] = {}) =>
  (await caller.compliance.marina.unverified(input)).items.map((r) => [r.crewId, r.family, r.number]);

describe('MARINA verification', () => {
  it('lists the certificates and licenses issued on or after 9 Nov 2021 that no check verified', async () => {
    expect(await listed(admin)).toEqual([
      [crewId, 'crew-license', 'COC-2021-11'],
      [crewId, 'crew-certificate', 'BT-2023-77'],
      [otherCrewId, 'crew-certificate', 'BT-2024-01'],
    ]);
    // Filtered by vessel, by crew, by a search on the number.
    expect(await listed(admin, { vesselId })).toHaveLength(2);
    expect(await listed(admin, { crewId: otherCrewId })).toEqual([[otherCrewId, 'crew-certificate', 'BT-2024-01']]);
    expect(await listed(admin, { search: 'bt-2023' })).toEqual([[crewId, 'crew-certificate', 'BT-2023-77']]);
  });

  it("keeps to the reader's fleets, whatever fleet or vessel he names", async () => {
    expect(await listed(bound)).toEqual([
      [crewId, 'crew-license', 'COC-2021-11'],
      [crewId, 'crew-certificate', 'BT-2023-77'],
    ]);
    expect(await codeOf(bound.compliance.marina.unverified({ vesselId: 999_999 }))).not.toBe('OK');
  });

  it('records a check with who, when, the serial, the result and a screenshot; a verified one leaves the list', async () => {
    const shot = await saveFile(services.db, {
      bytes: PNG_1X1,
      fileName: 'marina.png',
      kind: 'attachment',
      uploadedBy: officerId,
    });
    await officer.compliance.marina.verifications.add({
      crewId,
      fields: {
        licenseId: certs.license,
        serial: 'COC-2021-11',
        result: 'MISMATCH',
        screenshot: [{ fileId: shot.id }],
      },
    });
    // A mismatch is no verification: it stays, under "checked, not verified".
    const page = await admin.compliance.marina.unverified({ show: 'FAILED' });
    expect(page.items).toEqual([
      expect.objectContaining({ recordId: certs.license, mark: expect.objectContaining({ result: 'MISMATCH' }) }),
    ]);
    expect(page.counts).toMatchObject({ ALL: 3, UNCHECKED: 2, FAILED: 1 });
    await officer.compliance.marina.verifications.add({
      crewId,
      fields: { certificateId: certs.recent, serial: 'BT-2023-77', result: 'VERIFIED' },
    });
    expect(await listed(admin, { crewId })).toEqual([[crewId, 'crew-license', 'COC-2021-11']]);
    const marks = await officer.compliance.marina.marks({ crewId });
    expect(marks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: `crew-certificate:${certs.recent}`,
          result: 'VERIFIED',
          serial: 'BT-2023-77',
          // When it was recorded and by whom: the record's event metadata.
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          by: expect.stringMatching(/^TEST USER/),
        }),
      ]),
    );
    const list = await officer.compliance.marina.verifications.list({ crewId });
    expect(list.items[0]?.fields.screenshot ?? list.items[1]?.fields.screenshot).toEqual([
      expect.objectContaining({ fileId: shot.id }),
    ]);
  });

  it('a check names one certificate or one license', async () => {
    expect(
      await fieldErrorsOf(
        officer.compliance.marina.verifications.add({ crewId, fields: { serial: 'X', result: 'VERIFIED' } }),
      ),
    ).toEqual({ certificateId: ['Choose the certificate checked'] });
  });

  it('lets the document keepers verify; others read the list but may not record a check', async () => {
    const finance = await callerFor(services, (await makeUser(services, { departmentId: DEPT.finance })).id);
    expect(
      await codeOf(
        finance.compliance.marina.verifications.add({
          crewId,
          fields: { certificateId: certs.recent, serial: 'BT-2023-77', result: 'VERIFIED' },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(finance.compliance.marina.unverified({}))).toBe('OK');
  });

  it('blocks the line-up only when the company says so, naming the certificates', async () => {
    const lineUp = () => officer.planning.lineUp({ rankId: RANK, embarkDate: '2027-03-01', months: 6 });
    const reasonsOf = async (id: number) => (await lineUp()).entries.find((e) => e.crewId === id)?.reasons ?? [];
    const reason = marinaReason(['COP BASIC TRAINING BT-2024-01']);
    expect(await reasonsOf(otherCrewId)).not.toContain(reason);
    expect(await codeOf(officer.companyProfile.update({ changes: { marinaBlocksLineUp: true } }))).toBe('FORBIDDEN');
    await admin.companyProfile.update({ changes: { name: 'VMC CREW MANAGEMENT', marinaBlocksLineUp: true } });
    expect(await reasonsOf(otherCrewId)).toContain(reason);
    // His license was found mismatched: still not verified. The 2019 certificate predates MARINA's site.
    expect(await reasonsOf(crewId)).toContain(marinaReason(['COC OIC-NW COC-2021-11']));
    await officer.compliance.marina.verifications.add({
      crewId,
      fields: { licenseId: certs.license, serial: 'COC-2021-11', result: 'VERIFIED' },
    });
    expect((await reasonsOf(crewId)).filter((r) => r.startsWith('Not verified at MARINA'))).toEqual([]);
    await admin.companyProfile.update({ changes: { marinaBlocksLineUp: false } });
    expect(await reasonsOf(otherCrewId)).not.toContain(reason);
  });
});

describe('DMW e-Registration', () => {
  it('checks the format and refuses a number another crew holds, naming him', async () => {
    const add = (id: number, number: string) =>
      officer.compliance.marina.eRegistration.add({ crewId: id, fields: { number } });
    expect(await fieldErrorsOf(add(crewId, 'AB1'))).toEqual({ number: [E_REGISTRATION_FORMAT] });
    expect(await fieldErrorsOf(add(crewId, 'AB 12345'))).toEqual({ number: [E_REGISTRATION_FORMAT] });
    await add(crewId, 'ereg-2024-00017');
    expect((await officer.compliance.marina.eRegistration.list({ crewId })).items[0]?.fields.number).toBe(
      'EREG-2024-00017',
    );
    expect(await fieldErrorsOf(add(otherCrewId, 'EREG-2024-00017'))).toEqual({
      number: [`This e-Registration number is already on the 201 file of TEST LAST${crewId} (C${crewId})`],
    });
  });
});
