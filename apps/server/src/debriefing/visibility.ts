import type { Ctx } from '../records/router.js';
import { assertVisible } from '../fleet-access/fleet-access.js';

/**
 * A debriefing is keyed by the crew change that brought the crew home, so it is seen and edited
 * within that crew change's fleet (001 §2.1): another fleet's reads as not found.
 */
export const assertDebriefingVisible = (ctx: Ctx, debriefingId: number) =>
  assertVisible(ctx.services.db, ctx.session.actor, { crewChangeId: debriefingId });
