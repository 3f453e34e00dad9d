import type { Actor } from '../auth/roles.js';

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
