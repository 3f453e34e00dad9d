import { z } from 'zod';
import { pageNumber, userStream, ValidationError } from '@crewing/domain';
import { DATE_FROM_AFTER_TO, ENTITY_KINDS } from '@crewing/domain/audit/filters';
import { permitted, router } from '../platform/trpc/trpc.js';
import { auditEventTypes, auditRecordTypes, listAuditLog, recordStory } from './queries.js';
import { auditEntities } from './entities.js';
import { chainStatus } from './chain/queries.js';
import { EVENT_CHAIN_JOB } from './chain/job.js';
import { AUDIT_EXPORT_JOB, auditLogFilters } from './export.js';
import type { Services } from '../platform/services.js';

/**
 * Checks the dates against each other and finds the event type by name without case (the
 * normaliser upper-cases what was typed); each refusal under its field.
 */
async function resolved(ctx: { services: Services }, input: z.infer<typeof auditLogFilters>) {
  if (input.dateFrom && input.dateTo && input.dateFrom > input.dateTo)
    throw ValidationError.field('dateFrom', DATE_FROM_AFTER_TO);
  const wanted = input.eventType?.toLowerCase();
  if (!wanted) return { eventType: undefined };
  const eventType = (await auditEventTypes(ctx.services.db)).find((t) => t.toLowerCase() === wanted);
  if (!eventType) throw ValidationError.field('eventType', 'Unknown event type');
  return { eventType };
}

export const auditRouter = router({
  list: permitted('audit.read')
    .input(
      auditLogFilters.extend({ page: pageNumber.default(1), perPage: z.number().int().min(1).max(200).default(50) }),
    )
    .query(async ({ ctx, input }) =>
      listAuditLog(ctx.services.db, { ...input, ...(await resolved(ctx, input)) }, ctx.services.env.TIME_ZONE),
    ),

  /** Issue 27: the filtered log as xlsx or PDF, a run of the report pipeline (progress, 'My reports'). */
  export: permitted('audit.read')
    .input(auditLogFilters.extend({ format: z.enum(['pdf', 'xlsx']) }))
    .mutation(async ({ ctx, input }) => {
      const { format, ...rest } = input;
      return {
        jobId: await ctx.services.jobs.enqueue(AUDIT_EXPORT_JOB, {
          requestedBy: ctx.session.user.id,
          format,
          filters: { ...rest, ...(await resolved(ctx, rest)) },
        }),
      };
    }),

  /** Issue 27: a record's whole story in order (every field change old -> new, who, where). */
  story: permitted('audit.read')
    .input(z.object({ streamId: z.string().trim().toLowerCase().min(1).max(80) }))
    .query(({ ctx, input }) => recordStory(ctx.services.db, input.streamId)),

  /** Issue 27: the event types in the log, for its Event filter. */
  eventTypes: permitted('audit.read').query(({ ctx }) => auditEventTypes(ctx.services.db)),

  /** Issue 27: a crew, vessel, staff member or crew change found by name, as the stream the log filters by. */
  entities: permitted('audit.read')
    .input(
      z.object({
        kind: z.string().trim().toLowerCase().pipe(z.enum(ENTITY_KINDS)),
        search: z.string().trim().min(1).max(100),
      }),
    )
    .query(({ ctx, input }) => auditEntities(ctx.services.db, input.kind, input.search)),

  /** Issue 27: the users the User filter offers, by name or username. */
  users: permitted('audit.read')
    .input(z.object({ search: z.string().trim().min(1).max(100) }))
    .query(async ({ ctx, input }) =>
      (await auditEntities(ctx.services.db, 'staff', input.search)).map((e) => ({
        id: userStream.numberOf(e.streamId)!,
        label: e.label,
      })),
    ),

  /** The record types the history log holds, for its Record type filter. */
  recordTypes: permitted('audit.read').query(({ ctx }) => auditRecordTypes(ctx.services.db)),

  /** Issue 27: the integrity panel (the last check of the hash chain, the last anchored day, the backfill). */
  integrity: permitted('audit.read').query(({ ctx }) => chainStatus(ctx.services.db)),

  /** Issue 27: checks the whole chain now, as a job; its result is recorded as an event the panel shows. */
  checkIntegrity: permitted('audit.read').mutation(async ({ ctx }) => ({
    jobId: await ctx.services.jobs.enqueue(EVENT_CHAIN_JOB, { anchor: false, full: true }),
  })),
});
