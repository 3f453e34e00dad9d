import { z } from 'zod';
import { correctSeaServiceInput, recordId, todayIn } from '@crewing/domain';
import { permitted, router } from '../../platform/trpc/trpc.js';
import type { Context } from '../../platform/trpc/context.js';
import { experienceTotals, inHouseExperience } from './query.js';
import { correctSeaService } from '../lifecycle/correct.js';
import { lifecycleSteps } from '../lifecycle/query.js';

const input = z.object({ crewId: recordId });
/** "Today" in the business time zone: an onboard contract's months run till then. */
const today = (ctx: Context) => todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE);

/**
 * The crew's sea experience (000 §2 Biodata items 3 and 11, issue 8 §5), read by whoever reads
 * crews ('crew-change.read', as the crew list and the 201 container). Mounted as `crew.experience`.
 */
export const experienceRouter = router({
  /** His contracts with us, newest embark first. */
  inHouse: permitted('crew-change.read')
    .input(input)
    .query(({ ctx, input }) => inHouseExperience(ctx.services.db, input.crewId, today(ctx))),
  /** Months in all ranks, as the current rank and on the previous rank (in-house and outside). */
  totals: permitted('crew-change.read')
    .input(input)
    .query(({ ctx, input }) => experienceTotals(ctx.services.db, input.crewId, today(ctx))),
  /** Issue 24: correct one contract (dates, vessel, rank, reason, or void it), with a reason. */
  correct: permitted('crew.lifecycle.correct')
    .input(correctSeaServiceInput)
    .mutation(({ ctx, input }) => correctSeaService(ctx, input)),
  /** Issue 24: the lifecycle steps the board's confirmations made for him (due, applied, skipped with why). */
  steps: permitted('crew-change.read')
    .input(input)
    .query(({ ctx, input }) => lifecycleSteps(ctx.services.db, input.crewId)),
});
