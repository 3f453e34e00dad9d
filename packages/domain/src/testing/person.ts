import type { Actor } from '../auth/roles.js';
import type { UserProfile } from '../users/decider.js';

/** A user as permissions see them, for unit tests: a plain employee unless told otherwise. */
export function person(over: Partial<Actor> = {}): Actor {
  const id = over.id ?? 1;
  return {
    id,
    name: `USER ${id}`,
    userTypeId: 2,
    departmentId: null,
    positionIds: [],
    fleetId: null,
    vesselTypeId: null,
    principalId: null,
    grants: [],
    ...over,
  };
}

/** A staff user's profile for unit tests: an active employee without positions or grants, unless told otherwise. */
export function staffProfile(
  over: Pick<UserProfile, 'employeeId' | 'firstName' | 'lastName' | 'departmentId'> & Partial<UserProfile>,
): UserProfile {
  return { userTypeId: 2, positionIds: [], grants: [], status: 1, ...over };
}
