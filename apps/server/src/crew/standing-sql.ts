import { sql } from 'kysely';

/**
 * Issue 24, the crews every count counts (crew/lifecycle.ts isCountedCrew): active (status 1) and
 * hired (a crew code), onboard or standby. The dashboards, the lists and the rank statistics agree.
 */
export const countedCrew = sql<boolean>`(c.status = 1 and c.crew_code is not null)`;
/** The vessel that places the crews row `c` in a fleet: the one he is on, else the one he last served on. */
export const standingVesselId = sql<number | null>`coalesce(c.onboard_vessel_id, c.last_vessel_id)`;
