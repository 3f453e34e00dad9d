import { rolesOf, type Actor } from '../auth/roles.js';

export const reportsPermissions = {
  /** Rank statistics (002 §2): system admin or the rank-statistics grant. */
  'rank-statistics.read': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('rank-statistics'),
};
