import { describe, expect, it } from 'vitest';
import { can, permissionsOf } from './permissions.js';
import { rolesOf, type Actor } from './auth/roles.js';
import { DEPT, POS } from './auth/reference.js';
import { person } from './testing/person.js';

const actor = (over: Partial<Actor>): Actor => person({ id: 10, ...over });

describe('roles (002 §6, 001 §6)', () => {
  it('a system admin passes every department check', () => {
    const r = rolesOf(actor({ userTypeId: 1, departmentId: DEPT.admin }));
    expect(r).toMatchObject({
      isSystemAdmin: true,
      isManagement: true,
      isOps: true,
      isDss: true,
      isCrewingOfficer: false,
    });
  });

  it('derives department, position, fleet and principal roles', () => {
    expect(rolesOf(actor({ departmentId: DEPT.operations })).isOps).toBe(true);
    expect(rolesOf(actor({ departmentId: DEPT.operations })).isDss).toBe(false);
    expect(rolesOf(actor({ positionIds: [POS.crewingOfficer] })).isCrewingOfficer).toBe(true);
    expect(rolesOf(actor({ positionIds: [POS.aib] })).isAib).toBe(true);
    expect(rolesOf(actor({ positionIds: [POS.mgc] })).isMgc).toBe(true);
    expect(rolesOf(actor({ fleetId: 1, vesselTypeId: 1 })).isPassengerFleetUser).toBe(true);
    expect(rolesOf(actor({ fleetId: 1, vesselTypeId: 2 })).isBulkFleetUser).toBe(true);
    expect(rolesOf(actor({ vesselTypeId: 2 })).isBulkFleetUser).toBe(false);
    expect(rolesOf(actor({ principalId: 4 })).isPrincipalUser).toBe(true);
    expect(rolesOf(actor({ positionIds: [POS.jiss] })).isViewOnly).toBe(true);
    expect(rolesOf(actor({ grants: ['view-only'] })).isViewOnly).toBe(true);
    expect(rolesOf(actor({ positionIds: [POS.vpTraining] })).isTopManagement).toBe(true);
  });
});

describe('permissions', () => {
  it('only a system admin manages users and reads the audit log and device details', () => {
    for (const p of ['users.manage', 'users.read', 'audit.read', 'history.device-details'] as const) {
      expect(can(actor({ userTypeId: 1 }), p)).toBe(true);
      expect(can(actor({ departmentId: DEPT.management, positionIds: [POS.president] }), p)).toBe(false);
    }
  });

  it('grants replace the legacy fixed user ids', () => {
    expect(can(actor({}), 'staff.database')).toBe(false);
    expect(can(actor({ grants: ['staff-database'] }), 'staff.database')).toBe(true);
    expect(can(actor({ grants: ['coe'] }), 'coe.access')).toBe(true);
    expect(can(actor({ grants: ['rank-statistics'] }), 'rank-statistics.read')).toBe(true);
  });

  it('incident: management, operations, admin or DSS departments', () => {
    for (const d of [DEPT.management, DEPT.operations, DEPT.admin, DEPT.dss])
      expect(can(actor({ departmentId: d }), 'incident.manage')).toBe(true);
    for (const d of [DEPT.finance, DEPT.training, DEPT.bulk])
      expect(can(actor({ departmentId: d }), 'incident.manage')).toBe(false);
  });

  it('lists what an actor may do', () => {
    // Everyone signed in reads master data and vessels (issue 10), the board, and the plans, the
    // dashboard and the queue that come from it (issue 16).
    expect(permissionsOf(actor({}))).toEqual([
      'master-data.read',
      'vessel.read',
      'crew-change.read',
      'planning.read',
      'dashboard.read',
      'queue.read',
    ]);
  });
});
