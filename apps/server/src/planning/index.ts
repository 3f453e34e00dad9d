import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { planningSamples } from './samples.js';
import { plannedContractsProjection } from './projections.js';
import { queueProjection } from './queue.js';
import { planningRouter } from './router.js';
import { batchRemarkFileReadable, batchRemarksProjection } from './batch-list.js';

export const planningFeature = defineFeature({
  router: planningRouter,
  samples: planningSamples,
  projections: [plannedContractsProjection, queueProjection, batchRemarksProjection],
  // The queue is watched on every screen that shows it (issue 16 §5).
  live: { queue: (session) => can(session.actor, 'queue.read') },
  fileReaders: [(session, fileId, services) => batchRemarkFileReadable(services.db, session.actor, fileId)],
});
export type { PlanningTables } from './tables.js';
