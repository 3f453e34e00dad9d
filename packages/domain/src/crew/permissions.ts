import { rolesOf, type Actor } from '../auth/roles.js';

export const crewPermissions = {
  /** Crew incidents (002 §6): Management, Ops, the admin department and DSS. */
  'incident.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps || r.isAdminDept || r.isDss;
  },
  /**
   * Add Crew and, later, the crew 201 file's edits. 002 §6 names no role for it: crewing officers
   * keep crew records, with Ops, Management and DSS; system admins pass every check.
   */
  /** Issue 24: correcting a sign-on, sign-off or arrival (an event with a reason, never an edit) is a system administrator's. */
  'crew.lifecycle.correct': (a: Actor) => rolesOf(a).isSystemAdmin,
  'crew.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isSystemAdmin || r.isCrewingOfficer || r.isOps || r.isManagement || r.isDss;
  },
};

/**
 * The crew 201 file's records (002 §3): read by whoever reads crew changes, kept by `crew.manage`.
 * The families that say otherwise (incidents, documents, vaccines) keep this read and name their own manage.
 */
export const crewFile = { read: 'crew-change.read', manage: 'crew.manage' } as const;
