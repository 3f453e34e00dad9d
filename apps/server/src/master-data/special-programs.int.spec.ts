import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServices, type TestServices } from '../testing/test-services.js';
import { callerFor, createMasterRecord, callerAs, addCrew } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';
import { newRank } from '../testing/master-data.js';

// 002 §7 programs (toggle, keys, special keys): a program may be flagged special; the crew category's
// Special Program takes only those, its Program any active one. Set up through commands.
let services: TestServices;
let admin: Awaited<ReturnType<typeof callerFor>>;
let officer: Awaited<ReturnType<typeof callerFor>>;
let crewId: number;
let regularId: number;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  admin = await callerAs(services, 'admin');
  officer = await callerAs(services, 'crewingOfficer');
  const rank = await newRank(services, 'OILER', 'OLR', 3, 1);
  regularId = await createMasterRecord(services, 'category', await nextId(services, 'key_item'), { name: 'REGULAR' });
  crewId = await addCrew(officer, { lastName: 'CRUZ', firstName: 'ANA', birthdate: '1990-03-03', rankId: rank });
});
afterAll(() => services.dispose());

describe('programs with special keys', () => {
  it('the settings keep the flag; the key lists offer every active program and the special ones apart', async () => {
    const { id: plain } = await admin.masterData.settings.create({
      setting: 'program',
      fields: { name: 'Cadet Training Program', special: false },
    });
    const { id: gas } = await admin.masterData.settings.create({
      setting: 'program',
      fields: { name: 'Gas Carrier Familiarization', special: true },
    });
    await services.runner.catchUp(60_000);
    const list = await admin.masterData.settings.list({ setting: 'program', search: 'gas' });
    expect(list.items.map((r) => [r.id, r.fields.special])).toEqual([[gas, true]]);

    const keys = await officer.masterData.keys();
    expect(keys.keyLists.program!.map((p) => p.id)).toEqual(expect.arrayContaining([plain, gas]));
    expect(keys.keyLists['special-program']!.map((p) => p.id)).toEqual([gas]);

    // A crew category: any program as its program, only a special one as its special program (refused under the field).
    await expect(
      officer.crew.records.category.add({
        crewId,
        fields: { categoryId: regularId, programId: plain, specialProgramId: plain },
      }),
    ).rejects.toMatchObject({ cause: { fieldErrors: { specialProgramId: ['This is not a special program'] } } });
    const { id: recordId } = await officer.crew.records.category.add({
      crewId,
      fields: { categoryId: regularId, programId: plain, specialProgramId: gas },
    });
    const [row] = (await officer.crew.records.category.list({ crewId })).items;
    expect(row!.labels).toMatchObject({
      programId: 'CADET TRAINING PROGRAM',
      specialProgramId: 'GAS CARRIER FAMILIARIZATION',
    });

    // Unflagged later: no longer offered, the crew's category keeps it (named, still editable), a new value naming it is refused.
    await admin.masterData.settings.update({ setting: 'program', id: gas, changes: { special: false } });
    await services.runner.catchUp(60_000);
    const after = await officer.masterData.keys();
    expect(after.keyLists['special-program'] ?? []).toEqual([]);
    expect(after.retired.keyLists['special-program']).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: gas, name: 'GAS CARRIER FAMILIARIZATION' })]),
    );
    await officer.crew.records.category.update({ crewId, recordId, changes: { remarks: 'kept' } });
    await officer.crew.records.category.update({ crewId, recordId, changes: { specialProgramId: null } });
    await expect(
      officer.crew.records.category.update({ crewId, recordId, changes: { specialProgramId: gas } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { specialProgramId: ['This is not a special program'] } },
    });
  });
});
