import { rolesOf, type Actor } from '../auth/roles.js';

export const documentsPermissions = {
  /** The COE page (002 §2): system admin or the coe grant (a fixed user id in the legacy). */
  'coe.access': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('coe'),
};
