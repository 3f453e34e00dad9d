import type { Actor } from '../auth/roles.js';
import { crewChangePermissions } from '../crew-change/permissions.js';

/**
 * Issue 30 (002 §6 "Principal user: has a principal_id"): a ship owner's office reads its own
 * vessels in the product, read-only. Its users hold these permissions and no other, whatever
 * department or position their profile carries: every procedure of the other areas is refused
 * to them by the one permission check, and the principal's own procedures (apps/server/src/principal)
 * read his vessels only.
 */
export const principalPermissions = {
  /** The principal's own screens: his vessels, their boards and plans, the crews on or proposed for them. */
  'principal.portal': (a: Actor) => a.principalId !== null,
  /** Issue 30 §2: proposing candidates to a vessel's principal is planning the crew change's relief. */
  'principal.propose': (a: Actor) => crewChangePermissions['crew-change.plan'](a),
};

export type PrincipalPermission = keyof typeof principalPermissions;

const HELD = new Set<string>(['principal.portal']);

/** Whether a permission may be held by this user at all: a principal user holds only his portal's. */
export function principalMayHold(actor: Actor, permission: string): boolean {
  return actor.principalId === null || HELD.has(permission);
}
