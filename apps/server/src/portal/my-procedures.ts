import { acknowledgeInput, askCrewingOfficerInput } from '@crewing/domain/portal/index';
import { onMyCrewChange } from './my-crew-change.js';
import { seafarerProcedure, seafarerSender } from './session.js';

/**
 * Issue 29 §2: what the seafarer does from the portal. Each takes his crew from his session, never
 * from the input; his events carry his account, device, browser and IP (seafarerSender).
 */
export const myCrewChangeProcedures = {
  acknowledge: seafarerProcedure.input(acknowledgeInput).mutation(({ ctx, input }) => {
    const sender = seafarerSender(ctx, ctx.seafarer, input?.commandId);
    return onMyCrewChange(ctx.services, ctx.seafarer, { type: 'acknowledge' }, sender);
  }),
  ask: seafarerProcedure.input(askCrewingOfficerInput).mutation(({ ctx, input }) => {
    const sender = seafarerSender(ctx, ctx.seafarer, input.commandId);
    return onMyCrewChange(ctx.services, ctx.seafarer, { type: 'ask', question: input.question }, sender);
  }),
};
