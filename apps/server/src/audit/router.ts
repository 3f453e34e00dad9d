import { z } from 'zod';
import { pageNumber, recordId, userStream, ValidationError } from '@crewing/domain';
import { DATE_FROM_AFTER_TO, ENTITY_KINDS, historyLogFilter } from '@crewing/domain/audit/filters';
import { permitted, router } from '../platform/trpc/trpc.js';
import { auditEventTypes, auditRecordTypes, listAuditLog, recordStory } from './queries.js';
import { auditEntities } from './entities.js';
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
      z
        .object({
          page: pageNumber.default(1),
          perPage: z.number().int().min(1).max(200).default(50),
          streamId: z.string().max(80).optional(),
          /** 002 §7 history logs: crewID and documentType. */
          crewId: recordId.optional(),
          recordType: recordType.optional(),
        })
        .extend(historyLogFilter.shape),
    )
    .query(async ({ ctx, input }) => {
      if (input.dateFrom && input.dateTo && input.dateFrom > input.dateTo)
        throw ValidationError.field('dateFrom', DATE_FROM_AFTER_TO);
      // The normaliser upper-cases what was typed: the event type is found by name without case.
      const wanted = input.eventType?.toLowerCase();
      const eventType = wanted
        ? (await auditEventTypes(ctx.services.db)).find((t) => t.toLowerCase() === wanted)
        : undefined;
      if (wanted && !eventType) throw ValidationError.field('eventType', 'Unknown event type');
      return listAuditLog(ctx.services.db, { ...input, eventType }, ctx.services.env.TIME_ZONE);
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

  /** Issue 27: checks the chain now, as a job; its result is recorded as an event the panel shows. */
  checkIntegrity: permitted('audit.read').mutation(async ({ ctx }) => ({
    jobId: await ctx.services.jobs.enqueue(EVENT_CHAIN_JOB, { anchor: false }),
  })),
});
