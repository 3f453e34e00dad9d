import { rolesOf, type Actor } from '../auth/roles.js';

export const debriefingPermissions = {
  'debriefing.edit-view': (a: Actor) => {
    const r = rolesOf(a);
    return r.isCrewingOfficer || r.isSystemAdmin || r.isAdminDept || r.isDivisionManager;
  },
  'debriefing.top-management': (a: Actor) => rolesOf(a).isTopManagement,
};
