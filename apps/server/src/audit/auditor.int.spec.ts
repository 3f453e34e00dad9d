import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { DEPT } from '@crewing/domain';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { addCrew, callerAs, callerFor, makeUser, newMasterRecord } from '../testing/actors.js';
import { PROCEDURE_ACCESS, PROCEDURE_SAMPLES, type SampleIds } from '../testing/procedure-samples.js';

// Issue 27: Auditor is a grant an administrator gives. Probed on every procedure of the router: a
// user with the grant passes exactly where the same user without it is refused on audit.read.
const IDS: SampleIds = { userId: 1, fleetId: 1, vesselId: 1, crewId: 1, crewChangeId: 999_999, batchId: 999_999 };
let services: TestServices;
/** The same training-department user, with and without the grant. */
let [auditor, same] = [0, 0];
/** A crew a crewing officer added and whose middle name he edited (the history read below). */
let crewId = 0;

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  const trainee = (grants: Array<'auditor'>) => makeUser(services, { departmentId: DEPT.training, grants });
  [auditor, same] = [(await trainee(['auditor'])).id, (await trainee([])).id];
  const crewing = await callerAs(services, 'crewingOfficer');
  const rankId = await newMasterRecord(services, 'rank', 'rank', {
    name: 'WIPER',
    alias: 'WPR',
    rankTypeId: 3,
    sortOrder: 4,
  });
  crewId = await addCrew(crewing, { lastName: 'GARCIA', rankId });
  await crewing.crew.update({ crewId, changes: { middleName: 'B' } });
});
afterAll(() => services.dispose());

async function call(userId: number, path: string): Promise<string> {
  const caller = (await callerFor(services, userId)) as unknown as Record<string, unknown>;
  const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
    i: unknown,
  ) => Promise<unknown>;
  try {
    await fn(PROCEDURE_SAMPLES[path]!(IDS));
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
}

describe('the Auditor grant', () => {
  const paths = Object.entries(PROCEDURE_ACCESS)
    .filter(([, row]) => row.access.kind === 'permission')
    .map(([path, row]) => [path, row.access.kind === 'permission' ? row.access.permission : null] as const);

  it('opens every audit.read procedure and changes nothing else', async () => {
    for (const [path, permission] of paths) {
      const [granted, plain] = [await call(auditor, path), await call(same, path)];
      if (permission === 'audit.read') {
        expect(granted, path).not.toBe('FORBIDDEN');
        expect(plain, path).toBe('FORBIDDEN');
      } else expect(granted === 'FORBIDDEN', path).toBe(plain === 'FORBIDDEN');
    }
  });

  it("shows device, browser and IP in a crew's history, which the same user without it does not see", async () => {
    const history = async (userId: number) =>
      (await (await callerFor(services, userId)).crew.history({ crewId })).find((e) => e.field === 'middleName');
    expect(await history(auditor)).toMatchObject({ field: 'middleName', ip: expect.any(String) });
    expect(await history(same)).not.toHaveProperty('ip');
  });

  it('keeps device, browser and IP from every other role (management and operations included), not from admins', async () => {
    for (const persona of ['crewingOfficer', 'ops', 'management', 'dss'] as const) {
      const edit = (await (await callerAs(services, persona)).crew.history({ crewId })).find(
        (e) => e.field === 'middleName',
      );
      expect(edit, persona).toMatchObject({ field: 'middleName' });
      for (const hidden of ['device', 'browser', 'os', 'ip']) expect(edit, persona).not.toHaveProperty(hidden);
    }
    const seen = (await (await callerAs(services, 'admin')).crew.history({ crewId })).find(
      (e) => e.field === 'middleName',
    );
    expect(seen).toMatchObject({ device: expect.any(String), browser: expect.any(String), ip: expect.any(String) });
  });
});
