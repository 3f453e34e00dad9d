import { rolesOf, type Actor } from '../auth/roles.js';

export const crewPermissions = {
  /** Crew incidents (002 §6): Management, Ops, the admin department and DSS. */
  'incident.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps || r.isAdminDept || r.isDss;
  },
};
