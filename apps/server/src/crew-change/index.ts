import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { crewChangeBoardProjection, crewChangeCommentsProjection, disembarkBatchesProjection } from './projections.js';
import { crewChangeRouter } from './router.js';

const readsBoard = (session: { actor: Parameters<typeof can>[0] }) => can(session.actor, 'crew-change.read');

export const crewChangeFeature = defineFeature({
  router: crewChangeRouter,
  projections: [crewChangeBoardProjection, crewChangeCommentsProjection, disembarkBatchesProjection],
  live: { fleet: readsBoard, vessel: readsBoard },
});
