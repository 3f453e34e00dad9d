import { rolesOf, type Actor } from '../auth/roles.js';

export const masterDataPermissions = {
  /** Master data key lists (fleets, vessels, ranks, ports...) every signed-in user reads. */
  'master-data.read': () => true,
  /**
   * Issue 10: system administrators, Management, Operations and the admin department keep the
   * master lists (the offices that own ports, hotels, principals and fleets in an agency); the
   * server enforces it on every settings procedure.
   */
  'master-data.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isSystemAdmin || r.isManagement || r.isOps || r.isAdminDept;
  },
};
