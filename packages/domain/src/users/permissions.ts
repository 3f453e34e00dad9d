import { rolesOf, type Actor } from '../auth/roles.js';

/** User settings (002 §2): create users, set roles and grants, activate, reset passwords. */
export const usersPermissions = {
  'users.manage': (a: Actor) => rolesOf(a).isSystemAdmin,
  'users.read': (a: Actor) => rolesOf(a).isSystemAdmin,
};
