import { DEPT } from '../auth/reference.js';
import { rolesOf, type Actor } from '../auth/roles.js';

const inFinance = (a: Actor) =>
  rolesOf(a).isSystemAdmin || a.departmentId === DEPT.finance || a.departmentId === DEPT.accounting;

/**
 * Issue 15: finance (dept. 8) and accounting (dept. 9) keep a crew's cash advances, cash loans and
 * their payments; system admins pass every department check (002 §6). Management, Operations,
 * crewing officers and DSS read them (a crew's debts matter when he is lined up); others see nothing.
 */
export const financePermissions = {
  'finance.manage': inFinance,
  'finance.read': (a: Actor) => {
    const r = rolesOf(a);
    return inFinance(a) || r.isManagement || r.isOps || r.isCrewingOfficer || r.isDss;
  },
  /**
   * Withdrawals (a crew leaving the pool, NFR): finance and accounting settle them, crewing officers,
   * Operations and Management record the crew's leaving; everyone who reads crews reads them.
   */
  'withdrawal.manage': (a: Actor) => {
    const r = rolesOf(a);
    return inFinance(a) || r.isManagement || r.isOps || r.isCrewingOfficer;
  },
};
