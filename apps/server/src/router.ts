import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './platform/trpc/trpc.js';
import { authRouter } from './auth/router.js';
import { usersRouter } from './users/router.js';
import { masterDataRouter } from './master-data/router.js';
import { auditRouter } from './audit/router.js';
import { reportsRouter } from './platform/jobs/router.js';
import { crewChangeRouter } from './crew-change/router.js';

/** The one place the API's type is exported for the web app (import type only). */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  masterData: masterDataRouter,
  audit: auditRouter,
  reports: reportsRouter,
  crewChange: crewChangeRouter,
});

export type AppRouter = typeof appRouter;
/** Inputs and outputs of every procedure, for the web (import type only). */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Me } from './auth/router.js';
export type { Board, BoardRow, BoardEmbarking, CrewRef, BoardAccess } from './crew-change/dto.js';
