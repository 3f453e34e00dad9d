import { rolesOf, type Actor } from '../auth/roles.js';

/**
 * Planning, dashboard and queuing (issue 16). The spec names no rule: plans are read by whoever
 * reads the board and changed by those who plan crew changes (Ops, Management, crewing
 * officers); the top-management dashboard by top management and Management; the queue is run by
 * the office (DSS, Ops, Management, crewing officers and assistants) and watched by everyone.
 */
export const planningPermissions = {
  'planning.read': (_a: Actor) => true,
  'planning.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isOps || r.isManagement || r.isCrewingOfficer;
  },
  'dashboard.read': (_a: Actor) => true,
  'dashboard.top-management': (a: Actor) => {
    const r = rolesOf(a);
    return r.isTopManagement || r.isManagement;
  },
  'queue.read': (_a: Actor) => true,
  'queue.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isDss || r.isOps || r.isManagement || r.isCrewingOfficer || r.isAib;
  },
};
