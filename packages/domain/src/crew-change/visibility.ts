import type { Roles } from '../auth/roles.js';

/** Fleet vessel type codes (001 §9): 1 passenger (PCC), 2 bulk. */
export const VESSEL_TYPE = { passenger: 1, bulk: 2 } as const;

/** What the fleet rule needs of a user: their roles (the web has them in `me.roles`). */
export type FleetViewer = Pick<
  Roles,
  'isSystemAdmin' | 'isManagement' | 'isOps' | 'isDss' | 'isPassengerFleetUser' | 'isBulkFleetUser'
>;

/**
 * The fleets a user sees on the crew change board: every fleet, or the fleets of some vessel
 * types. One rule for the web's fleet list, the board reads, every crew change edit and the
 * socket joins of `fleet:` / `vessel:` topics.
 *
 * 001 §2.1 (and §6 "Fleet list: limited by role"): a system admin sees all fleets, the
 * passenger-ship role only fleets of vessel type 1, the bulk role only vessel type 2. A user is
 * a passenger-ship or bulk user when their profile carries a fleet and that vessel type (002 §3).
 *
 * Our reading where the spec is silent:
 * - Management, Ops and DSS see every fleet, even with a fleet on their profile: their work
 *   spans fleets (001 §6 gives them the PCR tests, confirmations and batch edits of every fleet
 *   board; Management includes system admins).
 * - Crewing officers, assistants (AIB) and the hotel coordinator (MGC) work for a fleet: with a
 *   fleet and vessel type on their profile they see the fleets of that vessel type (the demo's
 *   `crewing` and `aib` the bulk fleets, `mgc` the PCC fleet).
 * - A user with no fleet on their profile (admin department, finance...) is not narrowed: the
 *   legacy offered them the whole list. They read and comment; edits stay with their roles.
 */
export function visibleVesselTypes(viewer: FleetViewer): 'all' | readonly number[] {
  if (viewer.isSystemAdmin || viewer.isManagement || viewer.isOps || viewer.isDss) return 'all';
  const types: number[] = [];
  if (viewer.isPassengerFleetUser) types.push(VESSEL_TYPE.passenger);
  if (viewer.isBulkFleetUser) types.push(VESSEL_TYPE.bulk);
  return types.length > 0 ? types : 'all';
}

/** Whether a user sees a fleet (by its vessel type) on the board. */
export function canSeeFleet(viewer: FleetViewer, fleet: { vesselTypeId: number }): boolean {
  const types = visibleVesselTypes(viewer);
  return types === 'all' || types.includes(fleet.vesselTypeId);
}

/** The fleets of a list the user sees, in the list's order. */
export function visibleFleets<F extends { vesselTypeId: number }>(viewer: FleetViewer, fleets: readonly F[]): F[] {
  return fleets.filter((f) => canSeeFleet(viewer, f));
}
