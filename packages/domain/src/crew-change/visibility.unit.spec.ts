import { describe, expect, it } from 'vitest';
import { rolesOf, type Actor } from '../auth/roles.js';
import { DEPT, POS } from '../auth/reference.js';
import { person as somebody } from '../testing/person.js';
import { canSeeFleet, visibleFleets, visibleVesselTypes } from './visibility.js';

const person = (over: Partial<Actor>): Actor => somebody({ departmentId: DEPT.admin, ...over });

/** The demo roles (seed/seed.ts): the PCC fleet is 1, the bulk fleets 2 and 3. */
const demo = {
  admin: person({ userTypeId: 1 }),
  ops: person({ departmentId: DEPT.operations, positionIds: [POS.operationsManager] }),
  dss: person({ departmentId: DEPT.dss }),
  management: person({ departmentId: DEPT.management, positionIds: [POS.generalManager] }),
  crewing: person({ departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer], fleetId: 2, vesselTypeId: 2 }),
  aib: person({ departmentId: DEPT.bulk, positionIds: [POS.aib], fleetId: 2, vesselTypeId: 2 }),
  mgc: person({ departmentId: DEPT.pcc, positionIds: [POS.mgc], fleetId: 1, vesselTypeId: 1 }),
  staffdb: person({ grants: ['staff-database'] }),
};
const fleets = [
  { id: 1, name: 'PCC FLEET A', vesselTypeId: 1 },
  { id: 2, name: 'BULK FLEET B', vesselTypeId: 2 },
  { id: 3, name: 'BULK FLEET C', vesselTypeId: 2 },
];
const seen = (a: Actor) => visibleFleets(rolesOf(a), fleets).map((f) => f.id);

describe('fleet visibility (001 §2.1)', () => {
  it('admin, Management, Ops and DSS see every fleet; fleet users the fleets of their vessel type', () => {
    expect(Object.fromEntries(Object.entries(demo).map(([k, a]) => [k, seen(a)]))).toEqual({
      admin: [1, 2, 3],
      ops: [1, 2, 3],
      dss: [1, 2, 3],
      management: [1, 2, 3],
      crewing: [2, 3],
      aib: [2, 3],
      mgc: [1],
      staffdb: [1, 2, 3],
    });
  });

  it('a department-wide role keeps every fleet even with a fleet on the profile', () => {
    const opsWithFleet = person({ departmentId: DEPT.operations, fleetId: 1, vesselTypeId: 1 });
    expect(visibleVesselTypes(rolesOf(opsWithFleet))).toBe('all');
  });

  it('a vessel type without a fleet does not narrow (002 §3: a fleet user has both)', () => {
    const half = person({ positionIds: [POS.crewingOfficer], vesselTypeId: 1 });
    expect(seen(half)).toEqual([1, 2, 3]);
    expect(canSeeFleet(rolesOf(demo.mgc), { vesselTypeId: 2 })).toBe(false);
  });
});
