import { z } from 'zod';
import {
  commandId,
  calendarDate,
  debriefingDecider,
  debriefingFormInput,
  debriefingStream,
  managementDecisionInput,
  pageNumber,
  recordId,
  todayIn,
  trainingEndorsementInput,
  type DebriefingCommand,
  type Permission,
} from '@crewing/domain';
import { permitted, router, senderOf } from '../platform/trpc/trpc.js';
import { streamCommands } from '../platform/stream-commands.js';
import type { Ctx } from '../records/router.js';
import { assertVisible, fleetScope } from '../fleet-access/fleet-access.js';
import { keyEntries } from '../key-lists/resolve.js';
import { nextId } from '../shared/ids.js';
import { arrivalOf, debriefingDetail, debriefingQueue, dueForDebriefing, topManagementList } from './queries.js';
import { debriefingRecordsRouter } from './records-router.js';
import { debriefingRemarksRouter } from './remarks.js';
import { debriefingPrintRouter } from './print.js';
import { assertDebriefingVisible } from './visibility.js';

const id = recordId;
const EDIT = 'debriefing.edit-view' as const;
const READ = 'crew-change.read' as const;

const debriefings = streamCommands(debriefingDecider, debriefingStream);
async function run(ctx: Ctx, debriefingId: number, command: DebriefingCommand, cid: string | undefined) {
  await assertDebriefingVisible(ctx, debriefingId);
  const r = await debriefings.handle(ctx.services, debriefingId, command, senderOf(ctx, cid));
  return { version: r.version };
}
const who = (ctx: Ctx) => ({ by: ctx.session.actor.name, at: ctx.services.clock().toISOString() });
type Who = ReturnType<typeof who>;
/** One debriefing command as one procedure: the permission, the input (naming the debriefing `id`), the command. */
function debriefingCommand<S extends z.ZodType<{ id: number; commandId?: string | undefined }>>(
  permission: Permission,
  input: S,
  build: (input: z.infer<S>, who: Who) => DebriefingCommand,
) {
  return permitted(permission)
    .input(input)
    .mutation(({ ctx, input }) => run(ctx, input.id, build(input as z.infer<S>, who(ctx)), input.commandId));
}
const today = (ctx: Ctx) => todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE);
/**
 * The fleets a debriefing list covers (001 §2.1, issue 25): a fleet-bound user reads the crews of his
 * fleets only, whatever fleet or vessel the client names (another fleet's is FORBIDDEN).
 */
async function scopeOf(ctx: Ctx, input: { fleetId?: number | undefined; vesselId?: number | undefined }) {
  if (input.vesselId !== undefined)
    await assertVisible(ctx.services.db, ctx.session.actor, { vesselId: input.vesselId });
  return fleetScope(ctx.services.db, ctx.session.actor, input.fleetId);
}

/**
 * Debriefing (002 §3, §6, §7): the crews due, the form (sections, questions, JIS, scholar and
 * fast track, training endorsements, document scanning and clearance, endorse), the staff queue and
 * top management's review. Reading is for whoever reads crews; the form is edited in the 002 §6 edit
 * view (crewing officers, the admin department, division managers); top management by 002 §6's list.
 */
export const debriefingRouter = router({
  records: debriefingRecordsRouter,
  remarks: debriefingRemarksRouter,
  print: debriefingPrintRouter,

  /** 002 §7 crews debriefing list: arrived, not yet debriefed. */
  due: permitted(READ)
    .input(z.object({ fleetId: id.optional(), vesselId: id.optional() }))
    .query(async ({ ctx, input }) =>
      dueForDebriefing(ctx.services.db, today(ctx), { vesselId: input.vesselId, fleetIds: await scopeOf(ctx, input) }),
    ),

  /** 002 §7 add crew to debriefing: one debriefing per crew change that brought him home. */
  start: permitted(EDIT)
    .input(z.object({ crewChangeId: id, commandId }))
    .mutation(async ({ ctx, input }) => {
      const arrival = await arrivalOf(ctx.services.db, input.crewChangeId);
      const data = { debriefingId: input.crewChangeId, arrival, today: today(ctx), ...who(ctx) };
      await run(ctx, input.crewChangeId, { type: 'StartDebriefing', data }, input.commandId);
      return { id: input.crewChangeId };
    }),

  get: permitted(READ)
    .input(z.object({ id }))
    .query(async ({ ctx, input }) => {
      await assertDebriefingVisible(ctx, input.id);
      return debriefingDetail(ctx.services.db, input.id);
    }),

  /** Save the form's parts (sections and printing remarks, questions, JIS, documents, scholar, For Review). */
  save: debriefingCommand(EDIT, z.object({ id, form: debriefingFormInput, commandId }), (i, { at }) => ({
    type: 'SaveDebriefingForm',
    data: { debriefingId: i.id, form: i.form, at },
  })),

  addTraining: permitted(EDIT)
    .input(z.object({ id, training: trainingEndorsementInput, commandId }))
    .mutation(async ({ ctx, input }) => {
      const entry = (await keyEntries(ctx.services.db, 'training', [input.training.courseId])).get(
        input.training.courseId,
      );
      const endorsementId = await nextId(ctx.services, 'debriefing_training');
      const data = {
        debriefingId: input.id,
        endorsementId,
        input: input.training,
        courseKnown: entry?.active === true,
        ...who(ctx),
      };
      return run(ctx, input.id, { type: 'AddTrainingEndorsement', data }, input.commandId);
    }),

  cancelTraining: debriefingCommand(EDIT, z.object({ id, endorsementId: id, commandId }), (i, by) => ({
    type: 'CancelTrainingEndorsement',
    data: { debriefingId: i.id, endorsementId: i.endorsementId, ...by },
  })),

  endorse: debriefingCommand(EDIT, z.object({ id, commandId }), (i, by) => ({
    type: 'EndorseDebriefing',
    data: { debriefingId: i.id, ...by },
  })),

  remove: debriefingCommand(EDIT, z.object({ id, commandId }), (i, { at }) => ({
    type: 'DeleteDebriefing',
    data: { debriefingId: i.id, at },
  })),

  /** The staff debriefing queue, by status, fleet, vessel and arrival date. */
  queue: permitted(READ)
    .input(
      z.object({
        status: z.enum(['OPEN', 'FOR REVIEW', 'ENDORSED', 'REVIEWED']).optional(),
        fleetId: id.optional(),
        vesselId: id.optional(),
        dateFrom: calendarDate.optional(),
        dateTo: calendarDate.optional(),
        page: pageNumber.default(1),
        perPage: z.number().int().min(1).max(100).default(15),
      }),
    )
    .query(async ({ ctx, input }) =>
      debriefingQueue(ctx.services.db, { ...input, fleetIds: await scopeOf(ctx, input) }),
    ),

  topManagement: router({
    list: permitted('debriefing.top-management')
      .input(
        z.object({
          page: pageNumber.default(1),
          perPage: z.number().int().min(1).max(100).default(15),
          decided: z.boolean().optional(),
        }),
      )
      .query(({ ctx, input }) => topManagementList(ctx.services.db, input)),
    decide: debriefingCommand(
      'debriefing.top-management',
      z.object({ id, decision: managementDecisionInput, commandId }),
      (i, by) => ({ type: 'RecordManagementDecision', data: { debriefingId: i.id, input: i.decision, ...by } }),
    ),
  }),
});
