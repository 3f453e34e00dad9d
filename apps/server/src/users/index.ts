import { defineFeature } from '../platform/feature.js';
import { usersSamples } from './samples.js';
import { usersProjection } from './projection.js';
import { usersRouter } from './router.js';

export const usersFeature = defineFeature({
  router: usersRouter,
  samples: usersSamples,
  projections: [usersProjection],
});
export type { UsersTables } from './tables.js';
