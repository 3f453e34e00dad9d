import { rolesOf, type Actor } from '../auth/roles.js';

/**
 * Who runs which report (issue 12; the legacy checked nothing on the server, 001 §6 "not shown").
 * Crew lists are read by the crewing side (who reads the board and the 201 files); the POEA
 * returns are filed by documentation (DSS), Ops and Management; the principal summaries are
 * Management's and Ops'. A system administrator passes every department check.
 */
export const reportsPermissions = {
  /** Rank statistics (002 §2): system admin or the rank-statistics grant. */
  'rank-statistics.read': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('rank-statistics'),
  'reports.crew': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps || r.isDss || r.isCrewingOfficer || r.isAib || r.isAdminDept || r.isViewOnly;
  },
  'reports.poea': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps || r.isDss || r.isCrewingOfficer;
  },
  'reports.principal': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps;
  },
};
