import { todayIn } from '@crewing/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../services.js';
import { assertVisible, visibleFleetIds } from '../crew-change/fleet-access.js';
import type { PlanContext } from './plans.js';

export const planContext = (services: Services): PlanContext => ({
  today: todayIn(services.clock(), services.env.TIME_ZONE),
  defaultMonths: services.env.CONTRACT_MONTHS,
});

/**
 * The fleets a plan or dashboard covers: the one asked for (if the user sees it, 001 §2.1), else
 * every fleet the user sees (null: all).
 */
export async function fleetScope(db: Kysely<DB>, actor: Actor, fleetId: number | undefined): Promise<number[] | null> {
  if (fleetId !== undefined) {
    await assertVisible(db, actor, { fleetId });
    return [fleetId];
  }
  return visibleFleetIds(db, actor);
}
