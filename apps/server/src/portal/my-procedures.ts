import { acknowledgeInput, askCrewingOfficerInput, declareAvailabilityInput } from '@crewing/domain/portal/index';
import { onMyCrewChange } from './my-crew-change.js';
import { declareAvailability } from './availability.js';
import { myAvailability } from './availability-query.js';
import { myNotifications } from './notifications.js';
import { seafarerProcedure, seafarerSender } from './session.js';

/**
 * Issue 29 §2: what the seafarer does from the portal. Each takes his crew from his session, never
 * from the input; his events carry his account, device, browser and IP (seafarerSender).
 */
export const myPortalProcedures = {
  acknowledge: seafarerProcedure.input(acknowledgeInput).mutation(({ ctx, input }) => {
    const sender = seafarerSender(ctx, ctx.seafarer, input?.commandId);
    return onMyCrewChange(ctx.services, ctx.seafarer, { type: 'acknowledge' }, sender);
  }),
  ask: seafarerProcedure.input(askCrewingOfficerInput).mutation(({ ctx, input }) => {
    const sender = seafarerSender(ctx, ctx.seafarer, input.commandId);
    return onMyCrewChange(ctx.services, ctx.seafarer, { type: 'ask', question: input.question }, sender);
  }),
  notifications: seafarerProcedure.query(({ ctx }) => myNotifications(ctx.services.db, ctx.seafarer.crewId)),
  availability: seafarerProcedure.query(({ ctx }) => myAvailability(ctx.services.db, ctx.seafarer.crewId)),
  setAvailability: seafarerProcedure.input(declareAvailabilityInput).mutation(({ ctx, input }) => {
    const sender = seafarerSender(ctx, ctx.seafarer, input.commandId);
    const { availabilityDate, remarks } = input;
    return declareAvailability(ctx.services, ctx.seafarer, { availabilityDate, remarks }, sender);
  }),
};
