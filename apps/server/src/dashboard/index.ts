import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { dashboardSamples } from './samples.js';
import { dashboardRouter } from './router.js';
import { dashboardCountsProjection } from './counts.js';
import { dashboardDueProjection } from './due.js';
import { dashboardTrendsProjection } from './trends.js';

export const dashboardFeature = defineFeature({
  router: dashboardRouter,
  samples: dashboardSamples,
  // Async, after the crews and covid read models (features.ts order): the counts move, every open dashboard refetches.
  projections: [dashboardCountsProjection, dashboardDueProjection, dashboardTrendsProjection],
  live: { dashboard: (session) => can(session.actor, 'dashboard.read') },
});
export type { DashboardTables } from './tables.js';
