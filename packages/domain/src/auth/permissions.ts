import { rolesOf, type Actor } from './roles.js';
import { canCrewChange } from '../crew-change/permissions.js';

/**
 * Every permission the server enforces, by name. Procedures declare one; the web asks the same
 * table to hide what a user may not do. Areas later issues build add their entries here.
 */
export const PERMISSIONS = {
  /** User settings: create users, set roles and grants, activate, reset passwords. */
  'users.manage': (a: Actor) => rolesOf(a).isSystemAdmin,
  'users.read': (a: Actor) => rolesOf(a).isSystemAdmin,
  /** Audit log of every event with device, browser and IP. */
  'audit.read': (a: Actor) => rolesOf(a).isSystemAdmin,
  /** Master data key lists (fleets, vessels, ranks, ports...) every signed-in user reads. */
  'master-data.read': () => true,
  'master-data.manage': (a: Actor) => rolesOf(a).isSystemAdmin,
  /** Staff database (000 §6): system admin or the staff-database grant. */
  'staff.database': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('staff-database'),
  'coe.access': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('coe'),
  'rank-statistics.read': (a: Actor) => rolesOf(a).isSystemAdmin || a.grants.includes('rank-statistics'),
  'incident.manage': (a: Actor) => {
    const r = rolesOf(a);
    return r.isManagement || r.isOps || r.isAdminDept || r.isDss;
  },
  'debriefing.edit-view': (a: Actor) => {
    const r = rolesOf(a);
    return r.isCrewingOfficer || r.isSystemAdmin || r.isAdminDept || r.isDivisionManager;
  },
  'debriefing.top-management': (a: Actor) => rolesOf(a).isTopManagement,
  /** Device, browser and IP on history and comment entries: system admin only (001 §6). */
  'history.device-details': (a: Actor) => rolesOf(a).isSystemAdmin,
  /** Crew change board (001 §6); field-level rules live in crew-change/permissions.ts. */
  'crew-change.read': (a: Actor) => canCrewChange(a, 'read'),
  'crew-change.plan': (a: Actor) => canCrewChange(a, 'plan'),
  'crew-change.edit-embarking': (a: Actor) => canCrewChange(a, 'editEmbarking'),
  'crew-change.edit-disembarking': (a: Actor) => canCrewChange(a, 'editDisembarking'),
  'crew-change.batch-embarking': (a: Actor) => canCrewChange(a, 'batchEmbarking'),
  'crew-change.batch-disembarking': (a: Actor) => canCrewChange(a, 'batchDisembarking'),
  'crew-change.manage-batches': (a: Actor) => canCrewChange(a, 'manageBatches'),
  'crew-change.confirm': (a: Actor) => canCrewChange(a, 'confirm'),
  'crew-change.undo-confirm': (a: Actor) => canCrewChange(a, 'undoConfirm'),
} as const satisfies Record<string, (a: Actor) => boolean>;

export type Permission = keyof typeof PERMISSIONS;

export function can(actor: Actor, permission: Permission): boolean {
  return PERMISSIONS[permission](actor);
}

export function permissionsOf(actor: Actor): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(actor, p));
}
