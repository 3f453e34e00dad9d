import { z } from 'zod';
import { NotFoundError, todayIn, ValidationError, type Permission } from '@crewing/domain';
import {
  dateRangeErrors,
  REPORTS,
  reportFilters,
  type ReportFilters,
  type ReportKey,
  type ReportSpec,
} from '@crewing/domain/reports/index';
import { permitted, router } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { listRuns, readRun } from '../platform/jobs/runs.js';
import { definitionOf } from './catalogue.js';
import { displayRow, jobNameOf } from './definition.js';
import { poeaSignatories } from './poea/query.js';

type Ctx = Context & { session: Session };
/** The on-screen table shows this many rows; the file has them all. */
const PREVIEW_ROWS = 1000;

/** 002 §5 date rules on every date-range report, and the filters a report requires, under their fields. */
function checkFilters(spec: ReportSpec, f: ReportFilters, today: string) {
  const errors = spec.filters.includes('dateRange') ? dateRangeErrors(f, today) : {};
  if (spec.required?.includes('rank') && !f.rankId) errors.rankId = ['Please select a rank'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors).flat().join(', '));
}

function built(spec: ReportSpec) {
  const def = definitionOf(spec.key as ReportKey);
  if (!def) throw new NotFoundError('This report is not available yet');
  return def;
}

/** The procedures of the reports one permission runs: the input names only those reports. */
function reportGroup(permission: Permission) {
  const specs = REPORTS.filter((r) => r.permission === permission && definitionOf(r.key));
  const keys = specs.map((s) => s.key) as [ReportKey, ...ReportKey[]];
  const which = z.object({ report: z.enum(keys), filters: reportFilters });
  const specOf = (key: ReportKey) => specs.find((s) => s.key === key)!;
  return router({
    /** The on-screen table (the legacy's get*Report calls) with the same rules as the file. */
    preview: permitted(permission)
      .input(which)
      .query(async ({ ctx, input }) => {
        const spec = specOf(input.report);
        const def = built(spec);
        const now = ctx.services.clock();
        const today = todayIn(now, ctx.services.env.TIME_ZONE);
        checkFilters(spec, input.filters, today);
        const data = await def.query(ctx.services.db, input.filters, {
          today,
          now,
          timeZone: ctx.services.env.TIME_ZONE,
        });
        return {
          columns: def.columns.map((c) => ({
            label: c.label,
            align: c.align ?? null,
            nowrap: c.type === 'date' || c.type === 'number',
          })),
          rows: data.rows.slice(0, PREVIEW_ROWS).map((r) => displayRow(def.columns, r)),
          total: data.rows.length,
          subtitle: data.subtitle ?? [],
          totals: data.totals ?? [],
        };
      }),
    /** Queues the file; progress and the download reach the requester live ('My reports'). */
    generate: permitted(permission)
      .input(which.extend({ format: z.enum(['pdf', 'xlsx']) }))
      .mutation(async ({ ctx, input }) => {
        const spec = specOf(input.report);
        built(spec);
        if (!spec.formats.includes(input.format))
          throw ValidationError.field('format', `This report is not available as ${input.format}`);
        checkFilters(spec, input.filters, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE));
        const jobId = await ctx.services.jobs.enqueue(jobNameOf(spec.key as ReportKey), {
          requestedBy: ctx.session.user.id,
          filters: input.filters,
          format: input.format,
        });
        return { jobId };
      }),
  });
}

async function ownRun(ctx: Ctx, id: string) {
  const run = await readRun(ctx.services.db, id);
  if (!run || run.requestedBy !== ctx.session.user.id) throw new NotFoundError('File Not Found');
  const { requestedBy: _r, ...rest } = run;
  return rest;
}

export const reportsRouter = router({
  /** Queues the staff list PDF; the browser polls `status` and downloads /files/{fileId}. */
  staffList: permitted('users.read')
    .input(z.object({ status: z.union([z.literal(0), z.literal(1)]).optional() }))
    .mutation(async ({ ctx, input }) => {
      const jobId = await ctx.services.jobs.enqueue('staff-list-report', {
        requestedBy: ctx.session.user.id,
        status: input.status,
      });
      return { jobId };
    }),

  status: permitted('users.read')
    .input(z.object({ jobId: z.string().min(1) }))
    .query(async ({ ctx, input }) => {
      const status = await ctx.services.jobs.status(input.jobId);
      if (!status) throw new NotFoundError('File Not Found');
      return status;
    }),

  /** 'My reports': the signed-in user's own runs of any job that makes a file, newest first. */
  runs: permitted('master-data.read').query(({ ctx }) => listRuns(ctx.services.db, ctx.session.user.id)),
  run: permitted('master-data.read')
    .input(z.object({ jobId: z.string().min(1).max(100) }))
    .query(({ ctx, input }) => ownRun(ctx, input.jobId)),

  poea: router({
    ...reportGroup('reports.poea')._def.record,
    /** 001 §9: the fixed signatory ids with their officers' names. */
    signatories: permitted('reports.poea').query(({ ctx }) => poeaSignatories(ctx.services.db)),
  }),
  crew: reportGroup('reports.crew'),
  principal: reportGroup('reports.principal'),
  rankStatistics: reportGroup('rank-statistics.read'),
});
