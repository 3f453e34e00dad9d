import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { crewsProjection } from './projection.js';
import { crewRouter } from './router.js';

export const crewFeature = defineFeature({
  router: crewRouter,
  projections: [crewsProjection],
  // One crew's record changed (name, documents, vaccines): those who see crews on the board.
  live: { crew: (session) => can(session.actor, 'crew-change.read') },
});
