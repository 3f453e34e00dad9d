import { z } from 'zod';
import { commandId, todayIn, recordId, pageNumber } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { embarkDocuments } from './queries.js';
import { documentMatrixRouter } from './matrix/router.js';
import { checklistRouter } from './checklist/router.js';
import { expiringDocuments } from './expiry/query.js';
import { assertVisible, fleetScope } from '../fleet-access/fleet-access.js';

const id = recordId;

export const documentsRouter = router({
  /** Crew Embarking Document Requirements (001 §2.5) for the crews of a board. */
  embarkRequirements: permitted('crew-change.read')
    .input(z.object({ crewIds: z.array(id).max(500) }))
    .query(({ ctx, input }) =>
      embarkDocuments(ctx.services.db, input.crewIds, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE)),
    ),
  matrix: documentMatrixRouter,
  checklist: checklistRouter,
  /**
   * Expiring documents (issue 9): filterable by fleet, vessel, rank and window; a fleet-bound user
   * reads the crews of his fleets only (001 §2.1, issue 25), whatever the filter.
   */
  expiring: permitted('crew-change.read')
    .input(
      z.object({
        fleetId: id.optional(),
        vesselId: id.optional(),
        rankId: id.optional(),
        window: z.enum(['all', 'expired', '30', '60', '90', 'contract']).optional(),
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(async ({ ctx, input }) => {
      const { env, db } = ctx.services;
      if (input.vesselId !== undefined) await assertVisible(db, ctx.session.actor, { vesselId: input.vesselId });
      const fleetIds = await fleetScope(db, ctx.session.actor, input.fleetId);
      return expiringDocuments(
        db,
        { ...input, fleetIds },
        ctx.services.clock(),
        env.TIME_ZONE,
        env.EXPIRY_LEAD_DAYS,
        env.CONTRACT_MONTHS,
      );
    }),
  /**
   * Runs the daily expiry check now (documentation staff); what fired before does not fire again.
   * Nothing to choose: a strict empty input (issue 25: any value was taken), the command id at most.
   */
  runExpiryAlerts: permitted('documents.matrix.manage')
    .input(z.strictObject({ commandId }).nullish())
    .mutation(async ({ ctx }) => {
      const { env } = ctx.services;
      return {
        jobId: await ctx.services.jobs.enqueue('document-expiry-alerts', {
          leadDays: env.EXPIRY_LEAD_DAYS,
          contractMonths: env.CONTRACT_MONTHS,
        }),
      };
    }),
});
