import { dashboardListInput, fleetScopeInput } from '@crewing/domain';
import { permitted, router } from '../platform/trpc/trpc.js';
import { fleetScope } from '../fleet-access/fleet-access.js';
import { planContext } from '../planning/scope.js';
import { dashboard, dashboardCrewList, topManagement } from './queries.js';

/** 002 §7 Dashboard: details, counts, summaries and the lists behind each number. */
export const dashboardRouter = router({
  summary: permitted('dashboard.read')
    .input(fleetScopeInput)
    .query(async ({ ctx, input }) =>
      dashboard(
        ctx.services.db,
        await fleetScope(ctx.services.db, ctx.session.actor, input.fleetId),
        planContext(ctx.services),
      ),
    ),
  crews: permitted('dashboard.read')
    .input(dashboardListInput)
    .query(async ({ ctx, input }) =>
      dashboardCrewList(ctx.services.db, await fleetScope(ctx.services.db, ctx.session.actor, input.fleetId), input),
    ),
  topManagement: permitted('dashboard.top-management')
    .input(fleetScopeInput)
    .query(({ ctx }) => topManagement(ctx.services.db, planContext(ctx.services))),
});
