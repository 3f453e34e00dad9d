import { rolesOf, type Actor } from '../auth/roles.js';

/**
 * The staff database (000 §6, 002 §6). The legacy tied staff-database access to four user ids; it is
 * the 'staff-database' grant here. DSS reaches a staff member's 201 Profile only, to keep agency
 * numbers and contacts (000 §6 "DSS sees edit buttons on agency numbers and the delete button on
 * contacts"): the Staff DB list, Employee Information, Education, the other tabs, the history and
 * the printed sheets are the staff database's (000 §6 "system admin or staff-database access").
 */
export const staffPermissions = {
  /** Staff database (000 §6): system admin or the staff-database grant (a fixed user id in the legacy). */
  'staff.database': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database'),
  /** A staff member's 201 Profile (header, Personal Information, Benefits and Contribution, languages, contacts). */
  'staff.profile': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database') || rolesOf(a).isDss,
  /** Benefits and Contribution (SSS, TIN, PhilHealth, PAGIBIG): the edit buttons are DSS's (a system admin passes every department check). */
  'staff.agency-numbers': (a: Actor) => rolesOf(a).isDss,
  /** Contacts: the delete button is DSS's (000 §2 "delete visible to DSS"). */
  'staff.contacts.delete': (a: Actor) => rolesOf(a).isDss,
};

/** The fields of a staff record (`staff.get`) that some readers do not get. */
export type StaffHiddenField = 'username' | 'hasCredentials' | 'principal' | 'userType' | 'employment';

/**
 * What of a staff record a reader is not sent (000 §6): the username and the sign-in state
 * (password) and the principal are a system administrator's ("users with staff-database access do
 * not see the principal and username fields or the password fields"); the user type stays with the
 * grant, whose employee form requires it (000 §5 "Employee ID and user type required"). A reader
 * without the staff database (DSS) gets the 201 Profile only: no user type, no employment dates.
 * Everyone gets his own username and sign-in state.
 */
export function hiddenStaffFields(a: Actor, own: boolean): ReadonlySet<StaffHiddenField> {
  if (rolesOf(a).isSystemAdmin) return new Set();
  const account: StaffHiddenField[] = own ? [] : ['username', 'hasCredentials'];
  if (staffPermissions['staff.database'](a)) return new Set([...account, 'principal']);
  return new Set([...account, 'principal', 'userType', 'employment']);
}
