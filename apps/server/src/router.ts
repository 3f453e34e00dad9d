import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { appRouter } from './features.js';

/** The one place the API's types are exported for the web app (import type only). */
export type AppRouter = typeof appRouter;
/** Inputs and outputs of every procedure, for the web (import type only). */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { Me } from './auth/router.js';
export type { Board, BoardRow, BoardEmbarking, CrewRef, BoardAccess } from './crew-change/dto.js';
