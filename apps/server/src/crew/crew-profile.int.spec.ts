import { beforeAll, describe, expect, it } from 'vitest';
import { DEPT, masterDataDecider, masterDataStream, POS } from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { callerFor, makeUser, TEST_META } from '../testing/actors.js';
import { nextId } from '../shared/ids.js';

// The crew 201 container and its profile edit (000 §2 Crew 201), set up through commands.
const my = useTestServices({ startWorkers: false });
let crewingOfficer: Awaited<ReturnType<typeof callerFor>>;
let otherOfficer: Awaited<ReturnType<typeof callerFor>>;
let bosun: number;

beforeAll(async () => {
  const officer = () => makeUser(my.services, { departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] });
  crewingOfficer = await callerFor(my.services, (await officer()).id);
  otherOfficer = await callerFor(my.services, (await officer()).id);
  bosun = await nextId(my.services, 'rank');
  const command = {
    type: 'CreateMasterRecord' as const,
    data: {
      kind: 'rank' as const,
      id: bosun,
      fields: { name: 'BOSUN', alias: 'BSN', rankTypeId: 3, sortOrder: 2 },
      at: my.services.clock().toISOString(),
    },
  };
  await my.services.commands.handle(masterDataDecider, {
    streamId: masterDataStream('rank').id(bosun),
    command,
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
});

async function added() {
  const { id } = await crewingOfficer.crew.add({
    applicantNo: `A${Math.random().toString(36).slice(2, 9)}`,
    lastName: 'DELA CRUZ',
    firstName: 'JUAN',
    middleName: 'SANTOS',
    birthdate: '1990-01-01',
    rankId: bosun,
  });
  await my.settled();
  return id;
}

describe('crew.get', () => {
  it('gives the 201 summary: name, rank, standby, age from the birthdate, version', async () => {
    const id = await added();
    const c = await crewingOfficer.crew.get({ id });
    expect(c).toMatchObject({
      id,
      name: 'DELA CRUZ, JUAN SANTOS',
      rank: 'BOSUN',
      vessel: 'STANDBY',
      embarkDate: null,
      status: 1,
      version: 1,
    });
    expect(c.age).toBeGreaterThanOrEqual(35);
  });
  it('is NOT_FOUND for an unknown crew', async () => {
    await expect(crewingOfficer.crew.get({ id: 987_654 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('crew.update', () => {
  it('shows the change in crew.get and lists old and new value in crew.history', async () => {
    const id = await added();
    const { version } = await crewingOfficer.crew.update({
      crewId: id,
      baseVersion: 1,
      changes: { middleName: 'REYES', ipn: 'IPN-201' },
    });
    expect(version).toBe(2);
    await my.settled();
    expect(await crewingOfficer.crew.get({ id })).toMatchObject({
      middleName: 'REYES',
      ipn: 'IPN-201',
      name: 'DELA CRUZ, JUAN REYES',
      version: 2,
    });
    const history = await crewingOfficer.crew.history({ crewId: id });
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'middleName', oldValue: 'SANTOS', newValue: 'REYES' }),
        expect.objectContaining({ field: 'ipn', newValue: 'IPN-201' }),
      ]),
    );
  });

  it('refuses a stale edit of the same field, and merges one of another field', async () => {
    const id = await added();
    await crewingOfficer.crew.update({ crewId: id, baseVersion: 1, changes: { middleName: 'REYES' } });
    await expect(
      otherOfficer.crew.update({ crewId: id, baseVersion: 1, changes: { middleName: 'GARCIA' } }),
    ).rejects.toThrow(/changed by .+ at \d{2} [A-Z]{3} \d{4} \d{2}:\d{2}, now REYES/);
    await expect(
      otherOfficer.crew.update({ crewId: id, baseVersion: 1, changes: { crewCode: 'CC-201' } }),
    ).resolves.toMatchObject({ version: 3 });
    await my.settled();
    expect(await crewingOfficer.crew.get({ id })).toMatchObject({ middleName: 'REYES', crewCode: 'CC-201' });
  });

  it('refuses an edit that changes nothing', async () => {
    const id = await added();
    await expect(crewingOfficer.crew.update({ crewId: id, changes: { firstName: 'JUAN' } })).rejects.toThrow(
      /Nothing changed/,
    );
  });
});
