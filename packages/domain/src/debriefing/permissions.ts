import { rolesOf, type Actor } from '../auth/roles.js';

export const debriefingPermissions = {
  /**
   * Add Debriefing Record and availability remarks (000 §2 DebriefingRecords route; no role named):
   * whoever keeps crew records or debriefs a crew — crewing officers, Ops, Management, DSS, the admin
   * department, division managers.
   */
  'debriefing.record.add': (a: Actor) => {
    const r = rolesOf(a);
    return (
      r.isSystemAdmin ||
      r.isCrewingOfficer ||
      r.isOps ||
      r.isManagement ||
      r.isDss ||
      r.isAdminDept ||
      r.isDivisionManager
    );
  },
  /** Edit/Update in View Debriefing Record (000 §6) and Del on the list (001 §6): operations or management only. */
  'debriefing.record.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isSystemAdmin || r.isOps || r.isManagement;
  },
  /** 002 §6 debriefing edit view: crewing officer, admin (department), division manager. */
  'debriefing.edit-view': (a: Actor) => {
    const r = rolesOf(a);
    return r.isCrewingOfficer || r.isSystemAdmin || r.isAdminDept || r.isDivisionManager;
  },
  /** 002 §6 top-management debriefing: president, VP operations, VP training, general manager, admin. */
  'debriefing.top-management': (a: Actor) => rolesOf(a).isTopManagement,
};
