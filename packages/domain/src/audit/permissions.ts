import { rolesOf, type Actor } from '../auth/roles.js';

/** Auditor is a grant an administrator gives in User settings (issue 27). */
const isAuditor = (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('auditor');

export const auditPermissions = {
  /** Audit log of every event with device, browser and IP: system admins and auditors (issue 27). */
  'audit.read': (a: Actor) => isAuditor(a),
  /** Device, browser and IP on history and comment entries: system admins (001 §6) and auditors (issue 27). */
  'history.device-details': (a: Actor) => isAuditor(a),
};
