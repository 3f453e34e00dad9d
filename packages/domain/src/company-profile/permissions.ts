import { rolesOf, type Actor } from '../auth/roles.js';

export const companyProfilePermissions = {
  /** Issue 25: the company profile printed on every document is set by system administrators. */
  'company-profile.manage': (a: Actor) => rolesOf(a).isSystemAdmin,
};
