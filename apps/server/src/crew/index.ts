import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { crewsProjection } from './projection.js';
import { crewRecordsProjection } from './records/owner.js';
import { crewSeaServiceProjection } from './experience/projection.js';
import { crewFileReadable } from './records/files.js';
import { crewRouter } from './router.js';
import { crewBiodataJob } from './biodata/index.js';

export const crewFeature = defineFeature({
  router: crewRouter,
  projections: [crewsProjection, crewRecordsProjection, crewSeaServiceProjection],
  jobs: [crewBiodataJob],
  // One crew's record changed (name, documents, vaccines, 201 records): those who see crews on the board.
  live: { crew: (session) => can(session.actor, 'crew-change.read') },
  fileReaders: [(session, fileId, services) => crewFileReadable(services.db, session.actor, fileId)],
});
