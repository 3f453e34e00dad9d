import {
  rejectRequestInput,
  requestCorrectionInput,
  reviewListInput,
  reviewRequestInput,
  submitRenewalInput,
} from '@crewing/domain/portal/index';
import { permitted, router, senderOf } from '../../platform/trpc/trpc.js';
import { seafarerProcedure, seafarerSender } from '../session.js';
import { approveRequest, rejectRequest, requestCorrection, submitRenewal } from './commands.js';
import { myRequests, reviewQueue } from './queries.js';

/**
 * The seafarer's requests (issue 29 §2), merged into `portal.my`: always for his own crew, from his
 * session; the events carry his account, device, browser and IP.
 */
export const myRequestProcedures = {
  requests: seafarerProcedure.query(({ ctx }) => myRequests(ctx.services.db, ctx.seafarer.crewId)),
  submitRenewal: seafarerProcedure.input(submitRenewalInput).mutation(({ ctx, input }) => {
    const { crewId, accountId, name } = ctx.seafarer;
    const sender = seafarerSender(ctx, { accountId, name }, input.commandId);
    return submitRenewal(ctx.services, { crewId, accountId }, input, sender);
  }),
  requestCorrection: seafarerProcedure.input(requestCorrectionInput).mutation(({ ctx, input }) => {
    const { crewId, accountId, name } = ctx.seafarer;
    const sender = seafarerSender(ctx, { accountId, name }, input.commandId);
    return requestCorrection(ctx.services, { crewId, accountId }, input, sender);
  }),
};

/** DSS's review queue (issue 29 §2): list, approve into the 201 file, reject with a reason. */
export const reviewRouter = router({
  list: permitted('portal.review')
    .input(reviewListInput)
    .query(({ ctx, input }) => reviewQueue(ctx.services.db, input.status)),
  approve: permitted('portal.review')
    .input(reviewRequestInput)
    .mutation(({ ctx, input }) => approveRequest(ctx.services, input.requestId, senderOf(ctx, input.commandId))),
  reject: permitted('portal.review')
    .input(rejectRequestInput)
    .mutation(({ ctx, input }) =>
      rejectRequest(ctx.services, input.requestId, input.reason, senderOf(ctx, input.commandId)),
    ),
});
