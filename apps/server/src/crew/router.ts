import { z } from 'zod';
import { addCrewInput, crewListInput, possibleDuplicatesInput, recordId } from '@crewing/domain';
import { eventMetadata, permitted, router } from '../platform/trpc/trpc.js';
import { assertVisible } from '../crew-change/fleet-access.js';
import { crewOptions } from './queries.js';
import { listCrews, possibleDuplicates } from './list-query.js';
import { registerCrew } from './commands.js';

const id = recordId;
const commandId = z.object({ commandId: z.string().min(8).max(64).optional() });

export const crewRouter = router({
  /** Onboard and standby crews of a vessel, for planning a crew change on a fleet the planner sees (001 §2.1). */
  options: permitted('crew-change.plan')
    .input(z.object({ vesselId: id }))
    .query(async ({ ctx, input }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, { vesselId: input.vesselId });
      return crewOptions(ctx.services.db, input.vesselId);
    }),

  /**
   * The crew master list (002 §2 crew/index). 002 §6 names no permission for reading crews: those
   * who see crews on the crew change board ('crew-change.read') read the list. It is not narrowed
   * to a fleet: the master list is the whole agency's, as the legacy's GET crew was.
   */
  list: permitted('crew-change.read')
    .input(crewListInput)
    .query(({ ctx, input }) => listCrews(ctx.services.db, input)),

  /** 002 §7 verifyCrewExistence: asked by Add Crew before it saves; a warning, never a refusal. */
  possibleDuplicates: permitted('crew.manage')
    .input(possibleDuplicatesInput)
    .query(({ ctx, input }) => possibleDuplicates(ctx.services.db, input)),

  /** 002 §7 addCrew: registers the crew through his stream's command handler; returns the id. */
  add: permitted('crew.manage')
    .input(addCrewInput.and(commandId))
    .mutation(async ({ ctx, input }) => {
      const { commandId: cid, ...profile } = input;
      const { crewId } = await registerCrew(ctx.services, { profile, commandId: cid ?? crypto.randomUUID(), metadata: eventMetadata(ctx) });
      return { id: crewId };
    }),
});
