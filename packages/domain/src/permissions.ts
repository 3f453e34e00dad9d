import type { Actor } from './auth/roles.js';
import { auditPermissions } from './audit/permissions.js';
import { companyProfilePermissions } from './company-profile/permissions.js';
import { crewChangePermissions } from './crew-change/permissions.js';
import { crewPermissions } from './crew/permissions.js';
import { debriefingPermissions } from './debriefing/permissions.js';
import { documentsPermissions } from './documents/permissions.js';
import { financePermissions } from './finance/permissions.js';
import { importPermissions } from './import/permissions.js';
import { masterDataPermissions } from './master-data/permissions.js';
import { planningPermissions } from './planning/permissions.js';
import { portalPermissions } from './portal/permissions.js';
import { principalMayHold, principalPermissions } from './principal/permissions.js';
import { reportsPermissions } from './reports/permissions.js';
import { staffPermissions } from './staff/permissions.js';
import { usersPermissions } from './users/permissions.js';
import { vesselPermissions } from './vessel/permissions.js';

/**
 * Every permission the server enforces, by name: each area declares its own map and this one
 * list combines them. Procedures declare one; the web asks the same table to hide what a user
 * may not do.
 */
export const PERMISSIONS = {
  ...usersPermissions,
  ...auditPermissions,
  ...masterDataPermissions,
  ...vesselPermissions,
  ...staffPermissions,
  ...documentsPermissions,
  ...reportsPermissions,
  ...crewPermissions,
  ...debriefingPermissions,
  ...crewChangePermissions,
  ...planningPermissions,
  ...financePermissions,
  ...companyProfilePermissions,
  ...importPermissions,
  ...portalPermissions,
  ...principalPermissions,
} as const satisfies Record<string, (a: Actor) => boolean>;

export type Permission = keyof typeof PERMISSIONS;

export function can(actor: Actor, permission: Permission): boolean {
  // Issue 30: a principal user (002 §6) holds his portal's permissions only, read-only, his vessels.
  return principalMayHold(actor, permission) && PERMISSIONS[permission](actor);
}

export function permissionsOf(actor: Actor): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(actor, p));
}
