import { rolesOf, type Actor } from '../auth/roles.js';

/**
 * The staff database (000 §6, 002 §6). The legacy tied staff-database access to four user ids; it is
 * the 'staff-database' grant here. DSS sees a staff member's page to keep agency numbers and
 * contacts (000 §6 "DSS sees edit buttons on agency numbers and the delete button on contacts").
 */
export const staffPermissions = {
  /** Staff database (000 §6): system admin or the staff-database grant (a fixed user id in the legacy). */
  'staff.database': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database'),
  /** A staff member's page (header, 201 profile, documents, work experience, cash advance, history). */
  'staff.read': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database') || rolesOf(a).isDss,
  /** Benefits and Contribution (SSS, TIN, PhilHealth, PAGIBIG): the edit buttons are DSS's (a system admin passes every department check). */
  'staff.agency-numbers': (a: Actor) => rolesOf(a).isDss,
  /** Contacts: the delete button is DSS's (000 §2 "delete visible to DSS"). */
  'staff.contacts.delete': (a: Actor) => rolesOf(a).isDss,
};
