import { can, topics } from '@crewing/domain';
import type { Projection } from '@crewing/events';
import { defineFeature } from '../platform/feature.js';
import { dashboardSamples } from './samples.js';
import { dashboardRouter } from './router.js';

/**
 * Async, after the crews read model (features.ts order: it runs after `crews` in each round):
 * the counts moved, so every open dashboard refetches. It keeps no table of its own.
 */
const dashboardPush: Projection = {
  name: 'dashboard-push',
  mode: 'async',
  // The crews read model pushes the dashboard itself for its own events (crew/projection.ts).
  eventTypes: ['CovidVaccineRecorded', 'CrewRecordAdded', 'CrewRecordUpdated', 'CrewRecordDeleted'],
  tables: [],
  apply: async () => [{ topic: topics.dashboard() }],
  applyBatch: async (_trx, events) => (events.length > 0 ? [{ topic: topics.dashboard() }] : []),
};

export const dashboardFeature = defineFeature({
  router: dashboardRouter,
  samples: dashboardSamples,
  projections: [dashboardPush],
  live: { dashboard: (session) => can(session.actor, 'dashboard.read') },
});
