import { rolesOf, type Actor } from '../auth/roles.js';

/**
 * Issue 28 §1: importing data is for system administrators, DSS (who keep the crews' documents) and
 * whoever an administrator gives the 'import' grant. One permission covers the preview, the commit,
 * the templates, the list of past imports and their undo.
 */
export const importPermissions = {
  'import.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isSystemAdmin || r.isDss || a.grants.includes('import');
  },
};
