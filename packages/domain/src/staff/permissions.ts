import { rolesOf, type Actor } from '../auth/roles.js';

export const staffPermissions = {
  /** Staff database (000 §6): system admin or the staff-database grant (a fixed user id in the legacy). */
  'staff.database': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database'),
};
