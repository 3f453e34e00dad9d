import { z } from 'zod';
import { cashAdvanceFilter, coeInput, idCardsInput, NotFoundError, recordId, todayIn } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { crewFinanceStatus } from './crew-facts.js';
import { cashAdvances } from './cash-advances.js';
import { certificateCrew, coeSeaService } from './certificate-data.js';
import { COE_JOB } from './coe.js';
import { ID_CARDS_JOB } from './id-cards.js';
import { fileJobResult } from '../platform/jobs/file-result.js';

const jobId = z.string().min(1).max(100);
type Ctx = Context & { session: Session };

/** A finished job of this user and this kind: its file; anything else is "not found" (as the biodata's). */
const jobResult = (ctx: Ctx, name: string, id: string) =>
  fileJobResult(ctx.services.jobs, {
    id,
    name,
    userId: ctx.session.user.id,
    failedMessage: 'The file could not be generated',
  });

async function requireCrews(ctx: Ctx, crewIds: number[]) {
  const found = await ctx.services.db.selectFrom('crews').select('id').where('id', 'in', crewIds).execute();
  if (found.length !== new Set(crewIds).size) throw new NotFoundError('Crew not found');
}

/**
 * Issue 15 (`finance.*`): what the 201 summary flags (open NFR, latest grade), the Certificate of
 * Employment (/coe: holders of the `coe` grant only) and crew ID cards (generate-id: crew keepers).
 */
export const financeRouter = router({
  crewStatus: permitted('crew-change.read')
    .input(z.object({ crewId: recordId }))
    .query(({ ctx, input }) => crewFinanceStatus(ctx.services.db, input.crewId)),

  /** 002 §7 cash advances list with filters (type, date range) and their total. */
  cashAdvances: permitted('finance.read')
    .input(cashAdvanceFilter)
    .query(({ ctx, input }) =>
      cashAdvances(ctx.services.db, input, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE)),
    ),

  coe: router({
    /** What the certificate will say: the crew and his sea service with us. */
    preview: permitted('coe.access')
      .input(z.object({ crewId: recordId }))
      .query(async ({ ctx, input }) => {
        const crew = await certificateCrew(ctx.services.db, input.crewId);
        const today = todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE);
        return {
          crew: { id: crew.id, name: crew.name, crewCode: crew.crewCode, rankName: crew.rankName },
          seaService: await coeSeaService(ctx.services.db, input.crewId, today),
        };
      }),
    generate: permitted('coe.access')
      .input(coeInput)
      .mutation(async ({ ctx, input }) => {
        await requireCrews(ctx, [input.crewId]);
        return { jobId: await ctx.services.jobs.enqueue(COE_JOB, { ...input, requestedBy: ctx.session.user.id }) };
      }),
    status: permitted('coe.access')
      .input(z.object({ jobId }))
      .query(({ ctx, input }) => jobResult(ctx, COE_JOB, input.jobId)),
  }),

  idCards: router({
    generate: permitted('crew.manage')
      .input(idCardsInput)
      .mutation(async ({ ctx, input }) => {
        await requireCrews(ctx, input.crewIds);
        return { jobId: await ctx.services.jobs.enqueue(ID_CARDS_JOB, { ...input, requestedBy: ctx.session.user.id }) };
      }),
    status: permitted('crew.manage')
      .input(z.object({ jobId }))
      .query(({ ctx, input }) => jobResult(ctx, ID_CARDS_JOB, input.jobId)),
  }),
});
