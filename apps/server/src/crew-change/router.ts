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
  crewChangeStream,
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
import { permitted, router } from '../platform/trpc/trpc.js';
import { fieldHistory } from '../audit/queries.js';
import { addDisembarkBatch, onCrewChange, planCrewChange, updateDisembarkBatch } from './commands.js';
import { boardRows, listComments, loadBoard } from './queries.js';
import { byOf, callerOf, crewChangeBatchCommand, crewChangeCommand } from './procedures.js';

const id = z.number().int().positive().max(2_147_483_647);
const scope = z.object({ fleetId: id.optional(), vesselId: id.optional() });

export const crewChangeRouter = router({
  board: permitted('crew-change.read').input(boardInput).query(({ ctx, input }) => loadBoard(ctx.services.db, input, ctx.session.actor)),

  overdue: permitted('crew-change.read')
    .input(scope)
    .query(({ ctx, input }) => boardRows(ctx.services.db, { ...input, overdueOn: todayIn(ctx.services.clock(), ctx.services.env.TIME_ZONE) })),

  noBatch: permitted('crew-change.read').input(scope).query(({ ctx, input }) => boardRows(ctx.services.db, { ...input, noBatch: true })),

  history: permitted('crew-change.read')
    .input(fieldRef)
    .query(({ ctx, input }) =>
      fieldHistory(ctx.services.db, crewChangeStream.id(input.crewChangeId), can(ctx.session.actor, 'history.device-details'), `${input.side}.${input.field}`),
    ),

  comments: permitted('crew-change.read')
    .input(fieldRef)
    .query(({ ctx, input }) => listComments(ctx.services.db, input, ctx.session.actor, can(ctx.session.actor, 'history.device-details'))),

  // Planning (001 §2.1): Ops, Management and crewing officers.
  plan: permitted('crew-change.plan')
    .input(planCrewChangeInput)
    .mutation(({ ctx, input }) => planCrewChange(ctx.services, callerOf(ctx, input.commandId), input)),
  addReliever: crewChangeCommand('crew-change.plan', relieverInput, (i, by) => ({ type: 'AddReliever', data: { crewId: i.crewId, primary: i.primary, at: by.at } })),
  setPrimaryReliever: crewChangeCommand('crew-change.plan', replacementInput, (i, by) => ({ type: 'SetPrimaryReliever', data: { crewId: i.crewId, at: by.at } })),
  cancelEmbarking: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({ type: 'CancelEmbarking', data: by })),
  addReplacement: crewChangeCommand('crew-change.plan', replacementInput, (i, by) => ({ type: 'AddReplacement', data: { crewId: i.crewId, at: by.at } })),
  cancelRank: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({ type: 'CancelRank', data: by })),
  retrieveRank: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({ type: 'RetrieveRank', data: by })),

  // Edits (001 §4-§6): field-level writers are checked by the decider.
  updateEmbarking: crewChangeCommand('crew-change.edit-embarking', updateEmbarkingInput, (i, by) => ({ type: 'UpdateEmbarkingDetails', data: { changes: i.changes, ...by } })),
  updateDisembarking: crewChangeCommand('crew-change.edit-disembarking', updateDisembarkingInput, (i, by) => ({
    type: 'UpdateDisembarkingDetails',
    data: { changes: i.changes, ...by },
  })),
  batchEmbarking: crewChangeBatchCommand('crew-change.batch-embarking', batchEmbarkingInput, (i, by) => ({
    type: 'UpdateEmbarkingDetails',
    data: { changes: i.changes, ...by, batch: true },
  })),
  batchDisembarking: crewChangeBatchCommand('crew-change.batch-disembarking', batchDisembarkingInput, (i, by) => ({
    type: 'UpdateDisembarkingDetails',
    data: { changes: i.changes, ...by, batch: true },
  })),
  confirmDate: crewChangeCommand('crew-change.confirm', confirmDateInput, (i, by) => ({ type: 'ConfirmDate', data: { side: i.side, field: i.field, ...by } })),
  undoConfirmation: crewChangeCommand('crew-change.undo-confirm', confirmDateInput, (i, by) => ({
    type: 'UndoDateConfirmation',
    data: { side: i.side, field: i.field, ...by },
  })),

  // Comments (001 §4): everyone; edited or deleted by their author only (the decider checks).
  addComment: permitted('crew-change.read')
    .input(addCommentInput)
    .mutation(async ({ ctx, input }) => {
      const commentId = crypto.randomUUID();
      const data = { commentId, side: input.side, field: input.field, comment: input.comment, fileId: input.fileId ?? null, ...byOf(ctx) };
      await onCrewChange(ctx.services, callerOf(ctx, input.commandId), input.crewChangeId, { type: 'AddCrewChangeComment', data });
      return { commentId };
    }),
  editComment: crewChangeCommand('crew-change.read', editCommentInput, (i, by) => ({ type: 'EditCrewChangeComment', data: { commentId: i.commentId, comment: i.comment, ...by } })),
  deleteComment: crewChangeCommand('crew-change.read', deleteCommentInput, (i, by) => ({ type: 'DeleteCrewChangeComment', data: { commentId: i.commentId, ...by } })),

  // Disembark batches (001 §2.1): DSS, Ops, Management and crewing officers.
  addDisembarkBatch: permitted('crew-change.manage-batches')
    .input(addDisembarkBatchInput)
    .mutation(({ ctx, input }) => addDisembarkBatch(ctx.services, callerOf(ctx, input.commandId), input)),
  updateDisembarkBatch: permitted('crew-change.manage-batches')
    .input(updateDisembarkBatchInput)
    .mutation(({ ctx, input }) => updateDisembarkBatch(ctx.services, callerOf(ctx, input.commandId), input)),
});
