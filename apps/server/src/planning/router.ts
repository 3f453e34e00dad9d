import {
  fleetScopeInput,
  issueTicketInput,
  callNextInput,
  finishTicketInput,
  lineUpInput,
  monthlyPlanInput,
  queueDayInput,
  rotationPlanInput,
  setContractDurationInput,
  vesselPlanInput,
  pastBoardInput,
  addBatchRemarkInput,
  updateBatchRemarkInput,
  deleteBatchRemarkInput,
} from '@crewing/domain';
import { z } from 'zod';
import { recordId } from '@crewing/domain';
import { ownAttachment } from '../platform/files/store.js';
import { batchList, batchOnVessel, onBatchRemarks } from './batch-list.js';
import { router } from '../platform/trpc/trpc.js';
import { callerOf, onVisible } from '../crew-change/procedures.js';
import { permitted } from '../platform/trpc/trpc.js';
import { discrepancies } from './discrepancy.js';
import { lineUp } from './line-up.js';
import { monthlyPlan, rotationPlan, vesselPlan } from './plans.js';
import { setContractDuration } from './commands.js';
import { crewExists, onQueue, queueOfDay } from './queue.js';
import { fleetScope } from '../fleet-access/fleet-access.js';
import { planContext } from './scope.js';
import { pastBoard } from './past-board.js';

/** Planning (issue 16): the plans ahead of the board, line-ups, discrepancy, the queue, the board at a past date. */
export const planningRouter = router({
  vesselPlan: onVisible('planning.read', vesselPlanInput).query(({ ctx, input }) =>
    vesselPlan(ctx.services.db, input.vesselId, planContext(ctx.services)),
  ),
  rotationPlan: onVisible('planning.read', rotationPlanInput).query(({ ctx, input }) =>
    rotationPlan(ctx.services.db, input.vesselId, input.months, planContext(ctx.services)),
  ),
  monthlyPlan: onVisible('planning.read', monthlyPlanInput).query(async ({ ctx, input }) => {
    const plan = planContext(ctx.services);
    const fleets = await fleetScope(ctx.services.db, ctx.session.actor, input.fleetId);
    return monthlyPlan(ctx.services.db, fleets, input.from ?? plan.today.slice(0, 7), input.months, plan);
  }),
  lineUp: onVisible('planning.read', lineUpInput).query(({ ctx, input }) =>
    lineUp(ctx.services.db, { ...input, today: planContext(ctx.services).today }),
  ),
  discrepancy: onVisible('planning.read', fleetScopeInput).query(async ({ ctx, input }) =>
    discrepancies(
      ctx.services.db,
      await fleetScope(ctx.services.db, ctx.session.actor, input.fleetId),
      planContext(ctx.services).today,
    ),
  ),
  setContractDuration: permitted('planning.manage')
    .input(setContractDurationInput)
    .mutation(({ ctx, input }) => setContractDuration(ctx.services, callerOf(ctx, input.commandId), input)),

  /** The fleet board as it stood at the end of a day, folded from the events up to then (read-only). */
  pastBoard: onVisible('crew-change.read', pastBoardInput).query(async ({ ctx, input }) =>
    pastBoard(ctx.services, input, ctx.session.actor),
  ),

  /** 002 §2 ccmanipulation/batch-list: the vessel's batches by embark date, their crew changes and remarks. */
  batchList: onVisible('crew-change.read', z.object({ vesselId: recordId })).query(({ ctx, input }) =>
    batchList(ctx.services.db, input.vesselId, ctx.session.actor),
  ),
  addBatchRemark: onVisible('crew-change.manage-batches', addBatchRemarkInput).mutation(async ({ ctx, input }) => {
    const fileId = await ownAttachment(ctx.services.db, input.fileId, ctx.session.user.id);
    const batchKnown = await batchOnVessel(ctx.services.db, input.batchId, input.vesselId);
    const data = {
      batchId: input.batchId,
      vesselId: input.vesselId,
      batchKnown,
      remarkId: crypto.randomUUID(),
      remark: input.remark,
      fileId,
      actor: ctx.session.actor,
      at: ctx.services.clock().toISOString(),
    };
    return onBatchRemarks(ctx.services, callerOf(ctx, input.commandId), { type: 'AddBatchRemark', data });
  }),
  updateBatchRemark: onVisible('crew-change.manage-batches', updateBatchRemarkInput).mutation(
    async ({ ctx, input }) => {
      const data = {
        batchId: input.batchId,
        remarkId: input.remarkId,
        remark: input.remark,
        fileId: await ownAttachment(ctx.services.db, input.fileId, ctx.session.user.id),
        actor: ctx.session.actor,
        at: ctx.services.clock().toISOString(),
      };
      return onBatchRemarks(ctx.services, callerOf(ctx, input.commandId), { type: 'UpdateBatchRemark', data });
    },
  ),
  deleteBatchRemark: onVisible('crew-change.manage-batches', deleteBatchRemarkInput).mutation(({ ctx, input }) =>
    onBatchRemarks(ctx.services, callerOf(ctx, input.commandId), {
      type: 'DeleteBatchRemark',
      data: {
        batchId: input.batchId,
        remarkId: input.remarkId,
        actor: ctx.session.actor,
        at: ctx.services.clock().toISOString(),
      },
    }),
  ),

  queue: permitted('queue.read')
    .input(queueDayInput)
    .query(({ ctx, input }) => queueOfDay(ctx.services.db, input.day ?? planContext(ctx.services).today)),
  issueTicket: permitted('queue.manage')
    .input(issueTicketInput)
    .mutation(async ({ ctx, input }) => {
      const day = planContext(ctx.services).today;
      const crewKnown = await crewExists(ctx.services.db, input.crewId);
      return onQueue(ctx.services, callerOf(ctx, input.commandId), day, {
        type: 'IssueQueueTicket',
        data: { day, crewId: input.crewId, purpose: input.purpose, crewKnown, at: ctx.services.clock().toISOString() },
      });
    }),
  callNext: permitted('queue.manage')
    .input(callNextInput)
    .mutation(({ ctx, input }) => {
      const day = planContext(ctx.services).today;
      const data = {
        day,
        purpose: input.purpose,
        counter: input.counter,
        byName: ctx.session.actor.name,
        at: ctx.services.clock().toISOString(),
      };
      return onQueue(ctx.services, callerOf(ctx, input.commandId), day, { type: 'CallNextInQueue', data });
    }),
  finishTicket: permitted('queue.manage')
    .input(finishTicketInput)
    .mutation(({ ctx, input }) => {
      const day = planContext(ctx.services).today;
      return onQueue(ctx.services, callerOf(ctx, input.commandId), day, {
        type: 'FinishQueueTicket',
        data: { day, ticketNo: input.ticketNo, skipped: input.skipped, at: ctx.services.clock().toISOString() },
      });
    }),
});
