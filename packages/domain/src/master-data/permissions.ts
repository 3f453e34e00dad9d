import { rolesOf, type Actor } from '../auth/roles.js';

export const masterDataPermissions = {
  /** Master data key lists (fleets, vessels, ranks, ports...) every signed-in user reads. */
  'master-data.read': () => true,
  'master-data.manage': (a: Actor) => rolesOf(a).isSystemAdmin,
};
