import { rolesOf, type Actor } from '../auth/roles.js';

export const auditPermissions = {
  /** Audit log of every event with device, browser and IP. */
  'audit.read': (a: Actor) => rolesOf(a).isSystemAdmin,
  /** Device, browser and IP on history and comment entries: system admin only (001 §6). */
  'history.device-details': (a: Actor) => rolesOf(a).isSystemAdmin,
};
