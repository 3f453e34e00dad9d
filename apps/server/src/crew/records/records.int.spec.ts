import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, POS, type KeyListKind } from '@crewing/domain';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { type Caller, callerFor, codeOf, createMasterRecord, makeUser, addCrew } from '../../testing/actors.js';
import { nextId } from '../../shared/ids.js';
import { saveFile } from '../../platform/files/store.js';
import { newRank } from '../../testing/master-data.js';

// Issue 8: the record pattern through its first users (family, address, P&I), set up through commands.
let services: TestServices;
let officer: Awaited<ReturnType<typeof callerFor>>;
let officerId: number;
let other: Awaited<ReturnType<typeof callerFor>>;
let aib: Awaited<ReturnType<typeof callerFor>>;
let crewId: number;
const keys: Record<string, number> = {};
const key = async (kind: KeyListKind, name: string) =>
  (keys[name] = await createMasterRecord(services, kind, await nextId(services, 'key_item'), { name }));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  const make = (positionIds: number[]) => makeUser(services, { departmentId: DEPT.bulk, positionIds });
  officerId = (await make([POS.crewingOfficer])).id;
  officer = await callerFor(services, officerId);
  other = await callerFor(services, (await make([POS.crewingOfficer])).id);
  aib = await callerFor(services, (await make([POS.aib])).id);
  const rank = await newRank(services, 'BOSUN', 'BSN', 3, 1);
  await key('relationship', 'SPOUSE');
  await key('relationship', 'SON');
  await key('address-type', 'PERMANENT');
  await key('pandi-club', 'UK P&I CLUB');
  crewId = await addCrew(officer, { lastName: 'REYES', firstName: 'JOSE', birthdate: '1980-02-02', rankId: rank });
  // Key lists are an async read model: folded before the records name them.
  await services.runner.catchUp(60_000);
});
afterAll(() => services.dispose());

const spouse = () => ({
  relationshipId: keys.SPOUSE!,
  lastName: 'REYES',
  firstName: 'MARIA',
  birthdate: '1982-05-01',
  jobStatus: 'W',
  kin: true,
});

describe('a family member (the record pattern)', () => {
  it('is added, listed with its labels, edited with per-field history, and deleted', async () => {
    const { id, version } = await officer.crew.records.family.add({ crewId, fields: spouse() });
    const list = await officer.crew.records.family.list({ crewId });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id,
      fields: { firstName: 'MARIA', kin: true },
      labels: { relationshipId: 'SPOUSE', jobStatus: 'Working' },
    });
    await officer.crew.records.family.update({
      crewId,
      recordId: id,
      baseVersion: version,
      changes: { occupation: 'teacher' },
    });
    const history = await officer.crew.history({ crewId, family: 'family' });
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `family:${id}.occupation`, oldValue: null, newValue: 'TEACHER' }),
      ]),
    );
    // Upper-cased on the way in (002 §5), shown by the list too.
    expect((await officer.crew.records.family.list({ crewId, search: 'teach' })).items.map((r) => r.id)).toEqual([id]);
    await officer.crew.records.family.remove({ crewId, recordId: id });
    expect((await officer.crew.records.family.list({ crewId })).total).toBe(0);
    const after = await officer.crew.history({ crewId, family: 'family' });
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `family:${id}.firstName`, oldValue: 'MARIA', newValue: null }),
      ]),
    );
  });

  it('refuses bad input under the field: a missing name, an unknown relationship, a second next of kin', async () => {
    await expect(
      officer.crew.records.family.add({ crewId, fields: { ...spouse(), lastName: undefined as never } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      officer.crew.records.family.add({ crewId, fields: { ...spouse(), relationshipId: 999_999 } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { relationshipId: ['Unknown relationship'] } },
    });
    await officer.crew.records.family.add({ crewId, fields: spouse() });
    await expect(
      officer.crew.records.family.add({ crewId, fields: { ...spouse(), firstName: 'ANA', relationshipId: keys.SON! } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { kin: ['Another family member is already the next of kin'] } },
    });
  });

  it('merges edits of other records and fields, refuses a stale edit of the same field', async () => {
    const a = await officer.crew.records.family.add({
      crewId,
      fields: { ...spouse(), kin: false, firstName: 'PEDRO', relationshipId: keys.SON! },
    });
    // Every edit starts from the version the record was added at.
    const edit = (by: Caller, changes: Record<string, unknown>) =>
      by.crew.records.family.update({ crewId, recordId: a.id, baseVersion: a.version, changes });
    await edit(officer, { occupation: 'STUDENT' });
    await expect(edit(other, { occupation: 'SEAMAN' })).rejects.toThrow(/changed by/);
    await expect(edit(other, { telephone: '0917' })).resolves.toBeDefined();
  });

  it('is written only by those who keep crew records (crew.manage), read by crew readers', async () => {
    expect(await codeOf(aib.crew.records.family.add({ crewId, fields: spouse() }))).toBe('FORBIDDEN');
    expect(await codeOf(aib.crew.records.family.list({ crewId }))).toBe('OK');
  });
});

describe('an address through the PSGC cascade', () => {
  it('keeps a consistent chain and shows the official names; a province of another region is refused', async () => {
    const fields = {
      addressTypeId: keys.PERMANENT!,
      address: '12 MABINI ST',
      regionCode: '0300000000',
      provinceCode: '0301400000',
      municipalityCode: '0301412000',
    };
    const { id } = await officer.crew.records.address.add({ crewId, fields });
    const [row] = (await officer.crew.records.address.list({ crewId })).items;
    expect(row).toMatchObject({ id, labels: { addressTypeId: 'PERMANENT' } });
    expect(row!.labels.regionCode).toMatch(/Region III|Central Luzon/i);
    await expect(
      officer.crew.records.address.update({ crewId, recordId: id, changes: { provinceCode: '0402100000' } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { provinceCode: [expect.stringMatching(/province/)] } },
    });
    // One address of each type.
    await expect(officer.crew.records.address.add({ crewId, fields })).rejects.toMatchObject({
      cause: { fieldErrors: { addressTypeId: [expect.any(String)] } },
    });
  });
});

describe('P&I with checkups', () => {
  it("adds each checkup's days to its case's total, and keeps a case with checkups from deletion", async () => {
    const pandi = await officer.crew.records.pandi.add({
      crewId,
      fields: { dateReported: '2026-03-01', pandiClubId: keys['UK P&I CLUB']!, illness: 'BACK INJURY' },
    });
    await officer.crew.records.pandiCheckup.add({
      crewId,
      fields: { pandiId: pandi.id, checkupDate: '2026-03-05', days: 7 },
    });
    const second = await officer.crew.records.pandiCheckup.add({
      crewId,
      fields: { pandiId: pandi.id, checkupDate: '2026-03-12', days: 14 },
    });
    expect((await officer.crew.records.pandi.list({ crewId })).items[0]).toMatchObject({ derived: { totalDays: 21 } });
    await officer.crew.records.pandiCheckup.update({ crewId, recordId: second.id, changes: { days: 10 } });
    expect((await officer.crew.records.pandi.list({ crewId })).items[0]).toMatchObject({ derived: { totalDays: 17 } });
    await expect(officer.crew.records.pandi.remove({ crewId, recordId: pandi.id })).rejects.toThrow(
      /Delete its p&i checkups first \(2\)/,
    );
    await expect(
      officer.crew.records.pandiCheckup.add({
        crewId,
        fields: { pandiId: 999_999, checkupDate: '2026-03-05', days: 1 },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { pandiId: ['Unknown p&i case'] } },
    });
  });
});

describe('attachments', () => {
  it("takes the user's own upload of the family's kind, and refuses someone else's", async () => {
    const mine = await saveFile(services.db, { bytes: PDF, fileName: 'x-ray.pdf', kind: 'pdf', uploadedBy: officerId });
    const pandi = await officer.crew.records.pandi.add({
      crewId,
      fields: {
        dateReported: '2026-04-01',
        pandiClubId: keys['UK P&I CLUB']!,
        illness: 'FRACTURE',
        attachments: [{ fileId: mine.id }],
      },
    });
    const row = (await officer.crew.records.pandi.list({ crewId })).items.find((r) => r.id === pandi.id)!;
    expect(row.fields.attachments).toEqual([{ fileId: mine.id, fileName: 'x-ray.pdf' }]);
    await expect(
      other.crew.records.pandi.update({
        crewId,
        recordId: pandi.id,
        changes: { attachments: [{ fileId: mine.id }, { fileId: crypto.randomUUID() }] },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { attachments: ['Upload the file again'] } },
    });
  });
});
