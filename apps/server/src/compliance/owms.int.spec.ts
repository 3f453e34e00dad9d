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
  TEST_META,
  type Caller,
} from '../testing/actors.js';
import { nextId } from '../shared/ids.js';

// Issue 31 §2: the OWMS due list from the events, an incident from a medical sign-off counted with the holidays.
const NOW = new Date('2026-06-22T04:00:00.000Z');
let services: TestServices;
let officer: Caller;
let crewId: number;
let otherCrewId: number;
let admin: Caller;
let bound: Caller;

beforeAll(async () => {
  services = await createTestServices({ clock: () => NOW });
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
  await services.commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command: {
      type: 'SignOffCrew',
      data: { crewId, disembarkDate: '2026-06-11', contractReasonId: medical, at: NOW.toISOString() },
    },
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
  await services.runner.catchUp(60_000);
}, 120_000);
afterAll(() => services.dispose());

const mine = async () =>
  (await officer.compliance.owms.due()).filter((r) => r.crewId === crewId).map((r) => [r.item, r.due, r.overdue]);

describe('OWMS due list', () => {
  it('lists the first report, the quarterly update and the incident from a medical sign-off', async () => {
    // Thursday 11 Jun sign-off: Friday 12 Jun is a holiday, then the weekend: due Friday 19 Jun, overdue on the 22nd.
    expect(await mine()).toEqual([
      ['FIRST', '2026-04-10', true],
      ['INCIDENT', '2026-06-19', true],
      ['Q2', '2026-07-10', false],
    ]);
  });

  it('keeps a fleet-bound reader to his fleets', async () => {
    const seen = async (c: Caller) => new Set((await c.compliance.owms.due()).map((r) => r.crewId));
    expect(await seen(admin)).toEqual(new Set([crewId, otherCrewId]));
    expect(await seen(bound)).toEqual(new Set([crewId]));
  });

  it('marks a report filed with its date and reference, once', async () => {
    const fields = { stintNo: 1, item: 'INCIDENT', filedOn: '2026-06-22', reference: 'OWMS-2026-0042' };
    await officer.compliance.owms.reports.add({ crewId, fields });
    const incident = (await officer.compliance.owms.due()).find((r) => r.crewId === crewId && r.item === 'INCIDENT');
    expect(incident).toMatchObject({ overdue: false, filed: { filedOn: '2026-06-22', reference: 'OWMS-2026-0042' } });
    await expect(officer.compliance.owms.reports.add({ crewId, fields })).rejects.toMatchObject({
      cause: { fieldErrors: { item: ['This report is already filed'] } },
    });
    await expect(
      officer.compliance.owms.reports.add({ crewId, fields: { ...fields, item: 'LATER' } }),
    ).rejects.toMatchObject({ cause: { fieldErrors: { item: ['Choose a report from the due list'] } } });
  });
});
