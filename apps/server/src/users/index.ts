import { defineFeature } from '../platform/feature.js';
import { usersProjection } from './projection.js';
import { usersRouter } from './router.js';

export const usersFeature = defineFeature({ router: usersRouter, projections: [usersProjection] });
export type { UsersTables } from './tables.js';
