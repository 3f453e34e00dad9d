import { rolesOf, type Actor } from '../auth/roles.js';

/** JES (000 §6 "JES or DSS"): the legacy never said who JES was; here it is a grant an administrator gives. */
export const isJes = (a: Actor) => a.grants.includes('jes');

/**
 * Vessels (issue 10). Read by every signed-in user who reads the board's vessels; kept by the
 * departments that run vessels (Management, Operations, DSS) and system administrators. Flag
 * History, Specification and ECDIS are for JES or DSS only (000 §6), read and written.
 */
export const vesselPermissions = {
  'vessel.read': () => true,
  'vessel.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isSystemAdmin || r.isManagement || r.isOps || r.isDss;
  },
  'vessel.technical': (a: Actor) => isJes(a) || rolesOf(a).isDss,
};
