import { z } from 'zod';
import { commandId, NotFoundError, recordId } from '@crewing/domain';
import { biodataSheetInput } from '@crewing/domain/crew/biodata';
import { permitted, router } from '../../platform/trpc/trpc.js';
import { biodataSheet } from './sheet.js';
import { biodataView } from './view.js';
import { BIODATA_JOB } from './job.js';
import { biodataJobResult, uploadBiodataToCms } from './upload.js';

const jobId = z.string().min(1).max(100);

/**
 * The Crew Biodata modal (000 §2): the on-screen sheet, Generate (a PDF job), its status, and
 * Upload to CMS. Reading and printing the sheet is for whoever reads crews ('crew-change.read',
 * as the 201 container); sending it to the sister company's CMS changes the crew's file there:
 * 'crew.manage'. Mounted as `crew.biodata`.
 */
export const biodataRouter = router({
  /** The sheet's twelve sections for these filters, as the PDF prints them; and whether the CMS is configured. */
  sheet: permitted('crew-change.read')
    .input(biodataSheetInput)
    .query(async ({ ctx, input }) => {
      const sheet = await biodataSheet(
        ctx.services.db,
        input.crewId,
        input.filters,
        ctx.services.clock(),
        ctx.services.env.TIME_ZONE,
      );
      return {
        ...biodataView(sheet),
        crewId: sheet.crew.id,
        ipn: sheet.crew.ipn,
        cmsConfigured: Boolean(ctx.services.env.CMS_URL),
      };
    }),

  /** 000 §7 generateCrew201: queues the PDF; the browser polls `status` and shows /files/{fileId}. */
  generate: permitted('crew-change.read')
    .input(biodataSheetInput)
    .mutation(async ({ ctx, input }) => {
      // An unknown crew is NOT_FOUND now rather than a failed job later.
      await ctx.services.db
        .selectFrom('crews')
        .select('id')
        .where('id', '=', input.crewId)
        .executeTakeFirstOrThrow(() => new NotFoundError('Crew not found'));
      const id = await ctx.services.jobs.enqueue(BIODATA_JOB, {
        requestedBy: ctx.session.user.id,
        crewId: input.crewId,
        filters: input.filters,
      });
      return { jobId: id };
    }),

  /** The job's state and, once done, its file; only the requester's own biodata jobs. */
  status: permitted('crew-change.read')
    .input(z.object({ jobId }))
    .query(({ ctx, input }) => biodataJobResult(ctx, input.jobId)),

  /** 000 §7 updateKrbsCrewFile: sends the generated sheet to the CMS; the answer is recorded and returned. */
  uploadToCms: permitted('crew.manage')
    .input(z.object({ crewId: recordId, jobId, commandId }))
    .mutation(({ ctx, input }) => uploadBiodataToCms(ctx, input)),
});
