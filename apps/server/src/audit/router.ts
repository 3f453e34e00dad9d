import { z } from 'zod';
import { pageNumber, recordId } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { auditRecordTypes, listAuditLog } from './queries.js';
import { chainStatus } from './chain/queries.js';
import { EVENT_CHAIN_JOB } from './chain/job.js';

/**
 * A history log record type ('profile', 'pandi-checkup', 'crew-change'...). Every input is
 * upper-cased on the way in (002 §5 normaliser) and this field is not one it keeps: lower-case
 * it before the kebab-case check.
 */
const recordType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,40}$/, 'Unknown record type');

export const auditRouter = router({
  list: permitted('audit.read')
    .input(
      z.object({
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(200).default(50),
        streamId: z.string().max(80).optional(),
        /** 002 §7 history logs: crewID and documentType. */
        crewId: recordId.optional(),
        recordType: recordType.optional(),
      }),
    )
    .query(({ ctx, input }) => listAuditLog(ctx.services.db, input)),

  /** The record types the history log holds, for its Record type filter. */
  recordTypes: permitted('audit.read').query(({ ctx }) => auditRecordTypes(ctx.services.db)),

  /** Issue 27: the integrity panel (the last check of the hash chain, the last anchored day, the backfill). */
  integrity: permitted('audit.read').query(({ ctx }) => chainStatus(ctx.services.db)),

  /** Issue 27: checks the chain now, as a job; its result is recorded as an event the panel shows. */
  checkIntegrity: permitted('audit.read').mutation(async ({ ctx }) => ({
    jobId: await ctx.services.jobs.enqueue(EVENT_CHAIN_JOB, { anchor: false }),
  })),
});
