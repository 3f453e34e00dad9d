import type { Actor } from '../auth/roles.js';
import { rolesOf } from '../auth/roles.js';

/**
 * Issue 29 §1: DSS or a crewing officer (and a system administrator) invites a crew to the portal
 * from his 201 file and deactivates his account. The seafarer's own procedures need no permission:
 * they are reached with a seafarer's session only, never a staff one.
 */
export const portalPermissions = {
  'portal.accounts': (a: Actor) => {
    const r = rolesOf(a);
    return (r.isSystemAdmin || r.isDss || r.isCrewingOfficer) && !r.isViewOnly && !r.isPrincipalUser;
  },
  /**
   * Issue 29 §2: the review queue of what seafarers send (renewed documents, 201 corrections). Approving
   * writes the 201 file, so it is the keepers of the crew's documents and profile: DSS and crewing officers.
   */
  'portal.review': (a: Actor) => {
    const r = rolesOf(a);
    return (r.isSystemAdmin || r.isDss || r.isCrewingOfficer) && !r.isViewOnly && !r.isPrincipalUser;
  },
} as const;
