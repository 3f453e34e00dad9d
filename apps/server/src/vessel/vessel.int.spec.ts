import { beforeAll, describe, expect, it } from 'vitest';
import { DEPT } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { type Caller, callerFor, codeOf, createMasterRecord, makeUser, callerAs, userAs } from '../testing/actors.js';
import { EMPTY_PDF as PDF, PNG_1X1 as PNG } from '../testing/files.js';
import { nextId } from '../shared/ids.js';
import { saveFile } from '../platform/files/store.js';
import { newFleet } from '../testing/master-data.js';

// Issue 10: vessels (list, add, edit, image, records with the JES/DSS tabs) and the master data settings.
const my = useTestServices({ startWorkers: false });
let admin: Caller;
let dss: Caller;
let dssId: number;
let jes: Caller;
let officer: Caller;
let fleetId: number;
let flagId: number;
let ecdisId: number;

beforeAll(async () => {
  admin = await callerFor(my.services, (await makeUser(my.services, { userTypeId: 1, departmentId: DEPT.admin })).id);
  ({ id: dssId, caller: dss } = await userAs(my.services, 'dss'));
  jes = await callerFor(my.services, (await makeUser(my.services, { departmentId: DEPT.bulk, grants: ['jes'] })).id);
  officer = await callerAs(my.services, 'crewingOfficer');
  fleetId = await newFleet(my.services, 'TEST BULK FLEET');
  flagId = await createMasterRecord(my.services, 'flag', await nextId(my.services, 'key_item'), {
    name: 'PANAMA',
    code: 'PA',
  });
  ecdisId = await createMasterRecord(my.services, 'ecdis', await nextId(my.services, 'key_item'), {
    name: 'JRC JAN-9201',
  });
  await my.settled();
});

const vessel = async () => {
  const { id } = await admin.vessel.add({
    fields: {
      name: `MV TEST ${Date.now()}`,
      code: `T${Date.now() % 1e6}`,
      fleetId,
      vesselTypeId: 2,
      flagId,
      totalCrew: 20,
    },
  });
  await my.settled();
  return id;
};

describe('a vessel', () => {
  it('is added with its keys, listed, read with key names, edited; unknown keys and bad numbers are refused under the field', async () => {
    const id = await vessel();
    const got = await officer.vessel.get({ id });
    expect(got).toMatchObject({
      active: true,
      fields: { flagId, totalCrew: 20 },
      labels: { flagId: 'PANAMA', fleetId: 'TEST BULK FLEET', vesselTypeId: 'BULK' },
    });
    await admin.vessel.update({
      id,
      baseVersion: got!.version,
      changes: { classification: 'lloyds', filipinoCrew: 18 },
    });
    await my.settled();
    expect((await officer.vessel.get({ id }))!.fields).toMatchObject({ classification: 'LLOYDS', filipinoCrew: 18 });
    expect((await officer.vessel.list({ search: got!.fields.code as string })).items.map((v) => v.id)).toEqual([id]);
    await expect(
      admin.vessel.add({ fields: { name: 'X', code: 'X', fleetId, vesselTypeId: 7, principalId: 999_999 } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { vesselTypeId: ['Unknown vessel type'], principalId: ['Unknown poea principal'] } },
    });
    await expect(admin.vessel.update({ id, changes: { filipinoCrew: 30, foreignCrew: 5 } })).rejects.toMatchObject({
      cause: { fieldErrors: { foreignCrew: [expect.any(String)] } },
    });
    expect(await codeOf(officer.vessel.update({ id, changes: { cba: 'ITF' } }))).toBe('FORBIDDEN');
  });

  it('keeps Flag History, Specification and ECDIS for JES or DSS, on the server', async () => {
    const id = await vessel();
    expect(await codeOf(officer.vessel.records.flag.list({ vesselId: id }))).toBe('FORBIDDEN');
    expect(
      await codeOf(
        officer.vessel.records.ecdis.add({ vesselId: id, fields: { ecdisId, installedDate: '2025-01-01' } }),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(officer.vessel.records.visitation.list({ vesselId: id }))).toBe('OK');
    const e = await dss.vessel.records.ecdis.add({
      vesselId: id,
      fields: { ecdisId, installedDate: '2025-01-01', serialNo: 'sn-1' },
    });
    expect((await jes.vessel.records.ecdis.list({ vesselId: id })).items[0]).toMatchObject({
      id: e.id,
      fields: { serialNo: 'SN-1' },
      labels: { ecdisId: 'JRC JAN-9201' },
    });
    await jes.vessel.records.ecdis.update({ vesselId: id, recordId: e.id, changes: { softwareVersion: '5.1' } });
    await jes.vessel.records.ecdis.remove({ vesselId: id, recordId: e.id });
    expect((await dss.vessel.records.ecdis.list({ vesselId: id })).total).toBe(0);
  });

  it('keeps an edit history per tab (keys as names), for whoever reads that tab', async () => {
    const id = await vessel();
    const e = await dss.vessel.records.ecdis.add({
      vesselId: id,
      fields: { ecdisId, installedDate: '2025-01-01', serialNo: 'sn-1' },
    });
    await jes.vessel.records.ecdis.update({ vesselId: id, recordId: e.id, changes: { serialNo: 'sn-2' } });
    const portId = await createMasterRecord(my.services, 'port', await nextId(my.services, 'port'), {
      name: 'SINGAPORE',
      country: 'SINGAPORE',
    });
    await my.settled();
    const v = await admin.vessel.records.visitation.add({
      vesselId: id,
      fields: { visitDate: '2025-03-01', portId, remarks: 'PSC' },
    });
    await admin.vessel.update({ id, changes: { classification: 'dnv' } });

    const ecdis = await jes.vessel.history({ vesselId: id, family: 'vessel-ecdis' });
    expect(ecdis).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `vessel-ecdis:${e.id}.serialNo`, oldValue: 'SN-1', newValue: 'SN-2' }),
        expect.objectContaining({ field: `vessel-ecdis:${e.id}.ecdisId`, oldValue: null, newValue: 'JRC JAN-9201' }),
      ]),
    );
    expect(ecdis.every((r) => r.field.startsWith('vessel-ecdis:'))).toBe(true);
    // The visitation tab is everyone's; the technical tabs JES or DSS only; no family: the vessel's own fields.
    const visits = await officer.vessel.history({ vesselId: id, family: 'vessel-visitation' });
    expect(visits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `vessel-visitation:${v.id}.remarks`, newValue: 'PSC' }),
      ]),
    );
    expect(await codeOf(officer.vessel.history({ vesselId: id, family: 'vessel-ecdis' }))).toBe('FORBIDDEN');
    expect(await codeOf(officer.vessel.history({ vesselId: id, family: 'vessel-nothing' }))).toBe('BAD_REQUEST');
    const own = await officer.vessel.history({ vesselId: id });
    expect(own.map((r) => r.field)).toEqual(['classification']);
  });

  it('keeps document versions; deleting the current one leaves the latest remaining current', async () => {
    const id = await vessel();
    const docType = await createMasterRecord(my.services, 'vessel-document', await nextId(my.services, 'key_item'), {
      name: 'CERTIFICATE OF REGISTRY',
    });
    await my.settled();
    const old = await dss.vessel.records.document.add({
      vesselId: id,
      fields: { documentId: docType, issueDate: '2020-01-01', number: 'A1' },
    });
    const current = await dss.vessel.records.document.add({
      vesselId: id,
      fields: { documentId: docType, issueDate: '2024-01-01', number: 'A2' },
    });
    const list = await officer.vessel.records.document.list({ vesselId: id });
    expect(list.items.map((r) => [r.id, r.versions])).toEqual([[current.id, 2]]);
    await dss.vessel.records.document.remove({ vesselId: id, recordId: current.id });
    expect((await officer.vessel.records.document.list({ vesselId: id })).items.map((r) => r.id)).toEqual([old.id]);
  });

  it('takes an image upload of the actor (image only) and deletes it', async () => {
    const id = await vessel();
    const image = await saveFile(my.services.db, {
      bytes: PNG,
      fileName: 'ship.png',
      kind: 'image',
      uploadedBy: dssId,
    });
    const pdf = await saveFile(my.services.db, { bytes: PDF, fileName: 'ship.pdf', kind: 'pdf', uploadedBy: dssId });
    await expect(dss.vessel.setImage({ vesselId: id, fileId: pdf.id })).rejects.toMatchObject({
      cause: { fieldErrors: { vesselImage: ['The file must be an image'] } },
    });
    await expect(admin.vessel.setImage({ vesselId: id, fileId: image.id })).rejects.toMatchObject({
      cause: { fieldErrors: { vesselImage: ['Upload the file again'] } },
    });
    await dss.vessel.setImage({ vesselId: id, fileId: image.id });
    await my.settled();
    expect((await officer.vessel.get({ id }))!.imageFileId).toBe(image.id);
    await dss.vessel.deleteImage({ vesselId: id });
    await my.settled();
    expect((await officer.vessel.get({ id }))!.imageFileId).toBeNull();
    await expect(dss.vessel.deleteImage({ vesselId: id })).rejects.toThrow(/no image/);
  });
});

describe('master data settings', () => {
  it('adds, toggles and deletes a port; an inactive port leaves the key list but keeps its name', async () => {
    const { id } = await admin.masterData.settings.create({
      setting: 'port',
      fields: { name: 'genoa', country: 'italy' },
    });
    await my.settled();
    expect((await officer.masterData.keys()).ports.map((p) => p.name)).toContain('GENOA');
    await admin.masterData.settings.setStatus({ setting: 'port', id, active: false });
    await my.settled();
    const keys = await officer.masterData.keys();
    expect(keys.ports.map((p) => p.id)).not.toContain(id);
    expect(keys.retired.ports).toEqual(expect.arrayContaining([{ id, name: 'GENOA' }]));
    expect(
      (await officer.masterData.settings.list({ setting: 'port', search: 'gen', status: 'inactive' })).items.map(
        (p) => p.id,
      ),
    ).toEqual([id]);
    await admin.masterData.settings.remove({ setting: 'port', id });
    await my.settled();
    expect((await officer.masterData.settings.list({ setting: 'port', search: 'gen' })).total).toBe(0);
  });

  it('refuses bad fields under the field, toggles where the list has none, and anyone outside the keepers', async () => {
    await expect(admin.masterData.settings.create({ setting: 'port', fields: { name: '' } })).rejects.toMatchObject({
      cause: { fieldErrors: { name: [expect.any(String)], country: [expect.any(String)] } },
    });
    await expect(
      admin.masterData.settings.create({
        setting: 'fleet',
        fields: { name: 'F', vesselTypeId: 2, officerUserId: 999_999 },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { officerUserId: ['Unknown crewing officer in charge'] } },
    });
    const { id } = await admin.masterData.settings.create({
      setting: 'inn',
      fields: { name: 'HOTEL ONE', telephone: '123' },
    });
    expect(await codeOf(admin.masterData.settings.setStatus({ setting: 'inn', id, active: false }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(officer.masterData.settings.create({ setting: 'inn', fields: { name: 'HOTEL TWO' } }))).toBe(
      'FORBIDDEN',
    );
  });

  it('keeps the vessels of a life boat', async () => {
    const id = await vessel();
    const boat = await admin.masterData.settings.create({
      setting: 'lifeBoat',
      fields: { name: 'TEL 32', capacity: 32 },
    });
    await admin.masterData.settings.addLifeBoatVessel({ id: boat.id, vesselId: id });
    await expect(admin.masterData.settings.addLifeBoatVessel({ id: boat.id, vesselId: id })).rejects.toThrow(/Already/);
    await my.settled();
    expect((await officer.masterData.settings.lifeBoatVessels({ id: boat.id })).map((v) => v.id)).toEqual([id]);
    await admin.masterData.settings.removeLifeBoatVessel({ id: boat.id, vesselId: id });
    await my.settled();
    expect(await officer.masterData.settings.lifeBoatVessels({ id: boat.id })).toEqual([]);
  });
});
