import { DEPT, POS, SYSTEM_ADMIN_USER_TYPE, type Grant } from './reference.js';

/** The signed-in user as roles are derived from it (002 §3 "Logged-in user"). */
export interface Actor {
  id: number;
  name: string;
  userTypeId: number;
  departmentId: number | null;
  positionIds: readonly number[];
  fleetId: number | null;
  vesselTypeId: number | null;
  principalId: number | null;
  grants: readonly Grant[];
}

export interface Roles {
  isSystemAdmin: boolean;
  isManagement: boolean;
  isOps: boolean;
  isDss: boolean;
  isAdminDept: boolean;
  isCrewingOfficer: boolean;
  isAib: boolean;
  isMgc: boolean;
  isPassengerFleetUser: boolean;
  isBulkFleetUser: boolean;
  isPrincipalUser: boolean;
  isViewOnly: boolean;
  isTopManagement: boolean;
  isDivisionManager: boolean;
}

/** Department checks: a system admin passes every one (002 §6). */
function inDept(actor: Actor, ...depts: number[]): boolean {
  return (
    actor.userTypeId === SYSTEM_ADMIN_USER_TYPE || (actor.departmentId !== null && depts.includes(actor.departmentId))
  );
}

function hasPosition(actor: Actor, ...positions: number[]): boolean {
  return actor.positionIds.some((p) => positions.includes(p));
}

export function rolesOf(actor: Actor): Roles {
  const isSystemAdmin = actor.userTypeId === SYSTEM_ADMIN_USER_TYPE;
  return {
    isSystemAdmin,
    isManagement: inDept(actor, DEPT.management),
    isOps: inDept(actor, DEPT.operations),
    isDss: inDept(actor, DEPT.dss),
    isAdminDept: inDept(actor, DEPT.admin),
    isCrewingOfficer: hasPosition(actor, POS.crewingOfficer),
    isAib: hasPosition(actor, POS.aib),
    isMgc: hasPosition(actor, POS.mgc),
    isPassengerFleetUser: actor.fleetId !== null && actor.vesselTypeId === 1,
    isBulkFleetUser: actor.fleetId !== null && actor.vesselTypeId === 2,
    isPrincipalUser: actor.principalId !== null,
    isViewOnly:
      actor.grants.includes('view-only') || hasPosition(actor, POS.docAssistant, POS.jiss, POS.assistantTraining),
    isTopManagement:
      isSystemAdmin || hasPosition(actor, POS.president, POS.vpOperations, POS.vpTraining, POS.generalManager),
    isDivisionManager: hasPosition(actor, POS.divisionManager),
  };
}
