import { z } from 'zod';
import {
  addCommentInput,
  addDisembarkBatchInput,
  batchDisembarkingInput,
  batchEmbarkingInput,
  boardInput,
  can,
  confirmDateInput,
  crewChangeRef,
  deleteCommentInput,
  editCommentInput,
  fieldRef,
  planCrewChangeInput,
  relieverInput,
  replacementInput,
  todayIn,
  updateDisembarkBatchInput,
  updateDisembarkingInput,
  updateEmbarkingInput,
} from '@crewing/domain';
import { eventMetadata, permitted, router } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { fieldHistory } from '../users/queries.js';
import { addDisembarkBatch, onCrewChange, onCrewChanges, planCrewChange, updateDisembarkBatch, type Caller } from './commands.js';
import { boardRows, covidVaccines, crewOptions, embarkDocuments, listComments, loadBoard } from './queries.js';

const caller = (ctx: Context & { session: Session }, commandId?: string): Caller => ({ actor: ctx.session.actor, metadata: eventMetadata(ctx), commandId });
const at = (ctx: Context) => ctx.services.clock().toISOString();
const scope = z.object({ fleetId: z.number().int().positive().optional(), vesselId: z.number().int().positive().optional() });

export const crewChangeRouter = router({
  board: permitted('crew-change.read').input(boardInput).query(({ ctx, input }) => loadBoard(ctx.services.db, input, ctx.session.actor)),

  overdue: permitted('crew-change.read')
    .input(scope)
    .query(({ ctx, input }) => boardRows(ctx.services.db, { ...input, overdueOn: todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE) })),

  noBatch: permitted('crew-change.read').input(scope).query(({ ctx, input }) => boardRows(ctx.services.db, { ...input, noBatch: true })),

  crewOptions: permitted('crew-change.plan')
    .input(z.object({ vesselId: z.number().int().positive() }))
    .query(({ ctx, input }) => crewOptions(ctx.services.db, input.vesselId)),

  embarkDocuments: permitted('crew-change.read')
    .input(z.object({ crewIds: z.array(z.number().int().positive()).max(500) }))
    .query(({ ctx, input }) => embarkDocuments(ctx.services.db, input.crewIds, todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE))),

  covidVaccines: permitted('crew-change.read')
    .input(z.object({ crewId: z.number().int().positive() }))
    .query(({ ctx, input }) => covidVaccines(ctx.services.db, input.crewId)),

  history: permitted('crew-change.read')
    .input(fieldRef)
    .query(({ ctx, input }) =>
      fieldHistory(ctx.services.db, `crew-change-${input.crewChangeId}`, can(ctx.session.actor, 'history.device-details'), `${input.side}.${input.field}`),
    ),

  comments: permitted('crew-change.read')
    .input(fieldRef)
    .query(({ ctx, input }) => listComments(ctx.services.db, input, ctx.session.actor, can(ctx.session.actor, 'history.device-details'))),

  plan: permitted('crew-change.plan')
    .input(planCrewChangeInput)
    .mutation(({ ctx, input }) => planCrewChange(ctx.services, caller(ctx, input.commandId), input)),

  addReliever: permitted('crew-change.plan')
    .input(relieverInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'AddReliever', data: { crewId: input.crewId, primary: input.primary, at: at(ctx) } });
      return { version: r.version };
    }),

  setPrimaryReliever: permitted('crew-change.plan')
    .input(replacementInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'SetPrimaryReliever', data: { crewId: input.crewId, at: at(ctx) } });
      return { version: r.version };
    }),

  cancelEmbarking: permitted('crew-change.plan')
    .input(crewChangeRef)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'CancelEmbarking', data: { actor: ctx.session.actor, at: at(ctx) } });
      return { version: r.version };
    }),

  addReplacement: permitted('crew-change.plan')
    .input(replacementInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'AddReplacement', data: { crewId: input.crewId, at: at(ctx) } });
      return { version: r.version };
    }),

  cancelRank: permitted('crew-change.plan')
    .input(crewChangeRef)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'CancelRank', data: { actor: ctx.session.actor, at: at(ctx) } });
      return { version: r.version };
    }),

  retrieveRank: permitted('crew-change.plan')
    .input(crewChangeRef)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'RetrieveRank', data: { actor: ctx.session.actor, at: at(ctx) } });
      return { version: r.version };
    }),

  updateEmbarking: permitted('crew-change.edit-embarking')
    .input(updateEmbarkingInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(
        ctx.services,
        caller(ctx, input.commandId),
        input.crewChangeId,
        { type: 'UpdateEmbarkingDetails', data: { changes: input.changes, actor: ctx.session.actor, at: at(ctx) } },
        input.baseVersion,
      );
      return { version: r.version };
    }),

  updateDisembarking: permitted('crew-change.edit-disembarking')
    .input(updateDisembarkingInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(
        ctx.services,
        caller(ctx, input.commandId),
        input.crewChangeId,
        { type: 'UpdateDisembarkingDetails', data: { changes: input.changes, actor: ctx.session.actor, at: at(ctx) } },
        input.baseVersion,
      );
      return { version: r.version };
    }),

  batchEmbarking: permitted('crew-change.batch-embarking')
    .input(batchEmbarkingInput)
    .mutation(async ({ ctx, input }) => {
      const data = { changes: input.changes, actor: ctx.session.actor, at: at(ctx), batch: true };
      const r = await onCrewChanges(ctx.services, caller(ctx, input.commandId), input.crewChangeIds.map((crewChangeId) => ({ crewChangeId, command: { type: 'UpdateEmbarkingDetails', data } })));
      return { updated: r.length };
    }),

  batchDisembarking: permitted('crew-change.batch-disembarking')
    .input(batchDisembarkingInput)
    .mutation(async ({ ctx, input }) => {
      const data = { changes: input.changes, actor: ctx.session.actor, at: at(ctx), batch: true };
      const r = await onCrewChanges(ctx.services, caller(ctx, input.commandId), input.crewChangeIds.map((crewChangeId) => ({ crewChangeId, command: { type: 'UpdateDisembarkingDetails', data } })));
      return { updated: r.length };
    }),

  confirmDate: permitted('crew-change.confirm')
    .input(confirmDateInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, { type: 'ConfirmDate', data: { side: input.side, field: input.field, actor: ctx.session.actor, at: at(ctx) } });
      return { version: r.version };
    }),

  undoConfirmation: permitted('crew-change.undo-confirm')
    .input(confirmDateInput)
    .mutation(async ({ ctx, input }) => {
      const r = await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, {
        type: 'UndoDateConfirmation',
        data: { side: input.side, field: input.field, actor: ctx.session.actor, at: at(ctx) },
      });
      return { version: r.version };
    }),

  addComment: permitted('crew-change.read')
    .input(addCommentInput)
    .mutation(async ({ ctx, input }) => {
      const commentId = crypto.randomUUID();
      await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, {
        type: 'AddCrewChangeComment',
        data: { commentId, side: input.side, field: input.field, comment: input.comment, fileId: input.fileId ?? null, actor: ctx.session.actor, at: at(ctx) },
      });
      return { commentId };
    }),

  editComment: permitted('crew-change.read')
    .input(editCommentInput)
    .mutation(async ({ ctx, input }) => {
      await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, {
        type: 'EditCrewChangeComment',
        data: { commentId: input.commentId, comment: input.comment, actor: ctx.session.actor, at: at(ctx) },
      });
      return { ok: true as const };
    }),

  deleteComment: permitted('crew-change.read')
    .input(deleteCommentInput)
    .mutation(async ({ ctx, input }) => {
      await onCrewChange(ctx.services, caller(ctx, input.commandId), input.crewChangeId, {
        type: 'DeleteCrewChangeComment',
        data: { commentId: input.commentId, actor: ctx.session.actor, at: at(ctx) },
      });
      return { ok: true as const };
    }),

  addDisembarkBatch: permitted('crew-change.manage-batches')
    .input(addDisembarkBatchInput)
    .mutation(({ ctx, input }) => addDisembarkBatch(ctx.services, caller(ctx, input.commandId), input)),

  updateDisembarkBatch: permitted('crew-change.manage-batches')
    .input(updateDisembarkBatchInput)
    .mutation(({ ctx, input }) => updateDisembarkBatch(ctx.services, caller(ctx, input.commandId), input)),
});
