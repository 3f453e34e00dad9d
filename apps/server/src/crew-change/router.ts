import { z } from 'zod';
import {
  addCommentInput,
  addDisembarkBatchInput,
  batchDisembarkingInput,
  batchEmbarkingInput,
  boardInput,
  boardLayoutRef,
  saveBoardLayoutInput,
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
  updateDisembarkBatchInput,
  updateDisembarkingInput,
  updateEmbarkingInput,
  recordId,
} from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { ownAttachment } from '../platform/files/store.js';
import { fieldHistory } from '../field-history/stream.js';
import { onCrewChange, planCrewChange } from './commands.js';
import { addDisembarkBatch, updateDisembarkBatch } from './batches.js';
import { boardRows, listComments, loadBoard } from './queries.js';
import { boardLayout, saveBoardLayout } from './layouts.js';
import { fleetFilter } from '../fleet-access/fleet-access.js';
import { todayOf } from '../platform/services.js';
import { byOf, callerOf, crewChangeBatchCommand, crewChangeCommand, onVisible } from './procedures.js';

const id = recordId;
const scope = z.object({ fleetId: id.optional(), vesselId: id.optional() });
const rowsInput = z.object({ crewChangeIds: z.array(id).min(1).max(500) });

/** Every procedure goes through `onVisible`: the fleet rule of 001 §2.1 on what its input names. */
export const crewChangeRouter = router({
  // '--- Select All Vessel ---' (no fleet, no vessel): every fleet the user sees, grouped by vessel.
  board: onVisible('crew-change.read', boardInput).query(async ({ ctx, input }) => {
    const { allVessels: _all, ...filter } = input;
    const everyFleet = filter.fleetId === undefined && filter.vesselId === undefined;
    const scope = everyFleet ? await fleetFilter(ctx.services.db, ctx.session.actor) : {};
    return loadBoard(ctx.services.db, { ...filter, ...scope, liveOn: todayOf(ctx.services) }, ctx.session.actor);
  }),

  // Issue 26 §6: the rows a push named, as the board shows them, patched into the web's cache
  // instead of a board refetch. Only rows of fleets the user sees (onVisible refuses the others).
  rows: onVisible('crew-change.read', rowsInput).query(async ({ ctx, input }) =>
    boardRows(ctx.services.db, {
      ids: input.crewChangeIds,
      ...(await fleetFilter(ctx.services.db, ctx.session.actor)),
    }),
  ),

  // Without a fleet or vessel: every fleet the user sees.
  overdue: onVisible('crew-change.read', scope).query(async ({ ctx, input }) =>
    boardRows(ctx.services.db, {
      ...input,
      ...(await fleetFilter(ctx.services.db, ctx.session.actor)),
      overdueOn: todayOf(ctx.services),
    }),
  ),

  noBatch: onVisible('crew-change.read', scope).query(async ({ ctx, input }) =>
    boardRows(ctx.services.db, {
      ...input,
      ...(await fleetFilter(ctx.services.db, ctx.session.actor)),
      noBatch: true,
      liveOn: todayOf(ctx.services),
    }),
  ),

  // Issue 11: the user's own column layout of a board (order, width, hidden, pinned).
  layout: permitted('crew-change.read')
    .input(boardLayoutRef)
    .query(({ ctx, input }) => boardLayout(ctx.services.db, ctx.session.user.id, input.board)),
  saveLayout: permitted('crew-change.read')
    .input(saveBoardLayoutInput)
    .mutation(async ({ ctx, input }) => {
      await saveBoardLayout(ctx.services.db, ctx.session.user.id, input.board, input.columns);
      return { saved: true };
    }),

  history: onVisible('crew-change.read', fieldRef).query(({ ctx, input }) =>
    fieldHistory(
      ctx.services.db,
      crewChangeStream.id(input.crewChangeId),
      can(ctx.session.actor, 'history.device-details'),
      `${input.side}.${input.field}`,
    ),
  ),

  comments: onVisible('crew-change.read', fieldRef).query(({ ctx, input }) =>
    listComments(ctx.services.db, input, ctx.session.actor, can(ctx.session.actor, 'history.device-details')),
  ),

  // Planning (001 §2.1): Ops, Management and crewing officers.
  plan: onVisible('crew-change.plan', planCrewChangeInput).mutation(({ ctx, input }) =>
    planCrewChange(ctx.services, callerOf(ctx, input.commandId), input),
  ),
  addReliever: crewChangeCommand('crew-change.plan', relieverInput, (i, by) => ({
    type: 'AddReliever',
    data: { crewId: i.crewId, primary: i.primary, at: by.at },
  })),
  setPrimaryReliever: crewChangeCommand('crew-change.plan', replacementInput, (i, by) => ({
    type: 'SetPrimaryReliever',
    data: { crewId: i.crewId, at: by.at },
  })),
  cancelEmbarking: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({
    type: 'CancelEmbarking',
    data: by,
  })),
  addReplacement: crewChangeCommand('crew-change.plan', replacementInput, (i, by) => ({
    type: 'AddReplacement',
    data: { crewId: i.crewId, at: by.at },
  })),
  cancelRank: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({ type: 'CancelRank', data: by })),
  retrieveRank: crewChangeCommand('crew-change.plan', crewChangeRef, (_i, by) => ({ type: 'RetrieveRank', data: by })),

  // Edits (001 §4-§6): field-level writers are checked by the decider.
  updateEmbarking: crewChangeCommand('crew-change.edit-embarking', updateEmbarkingInput, (i, by) => ({
    type: 'UpdateEmbarkingDetails',
    data: { changes: i.changes, ...by },
  })),
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
  confirmDate: crewChangeCommand('crew-change.confirm', confirmDateInput, (i, by) => ({
    type: 'ConfirmDate',
    data: { side: i.side, field: i.field, ...by },
  })),
  undoConfirmation: crewChangeCommand('crew-change.undo-confirm', confirmDateInput, (i, by) => ({
    type: 'UndoDateConfirmation',
    data: { side: i.side, field: i.field, ...by },
  })),

  // Comments (001 §4): everyone; edited or deleted by their author only (the decider checks).
  addComment: onVisible('crew-change.read', addCommentInput).mutation(async ({ ctx, input }) => {
    // The file must be an attachment this user uploaded: nobody attaches (and so shares) another's.
    const fileId = await ownAttachment(ctx.services.db, input.fileId, ctx.session.user.id);
    const commentId = crypto.randomUUID();
    const data = {
      commentId,
      side: input.side,
      field: input.field,
      comment: input.comment,
      fileId,
      ...byOf(ctx),
    };
    const r = await onCrewChange(ctx.services, callerOf(ctx, input.commandId), input.crewChangeId, {
      type: 'AddCrewChangeComment',
      data,
    });
    return { commentId, version: r.version };
  }),
  editComment: crewChangeCommand('crew-change.read', editCommentInput, (i, by) => ({
    type: 'EditCrewChangeComment',
    data: { commentId: i.commentId, comment: i.comment, ...by },
  })),
  deleteComment: crewChangeCommand('crew-change.read', deleteCommentInput, (i, by) => ({
    type: 'DeleteCrewChangeComment',
    data: { commentId: i.commentId, ...by },
  })),

  // Disembark batches (001 §2.1): DSS, Ops, Management and crewing officers.
  addDisembarkBatch: onVisible('crew-change.manage-batches', addDisembarkBatchInput).mutation(({ ctx, input }) =>
    addDisembarkBatch(ctx.services, callerOf(ctx, input.commandId), input),
  ),
  updateDisembarkBatch: onVisible('crew-change.manage-batches', updateDisembarkBatchInput).mutation(({ ctx, input }) =>
    updateDisembarkBatch(ctx.services, callerOf(ctx, input.commandId), input),
  ),
});
