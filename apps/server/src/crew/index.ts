import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { crewSamples } from './samples.js';
import { crewsProjection } from './projection.js';
import { crewRecords } from './records/owner.js';
import { crewSeaServiceProjection } from './experience/projection.js';
import { crewFileReadable } from './records/files.js';
import { crewRouter } from './router.js';
import { crewBiodataJob } from './biodata/index.js';
import { crewLifecycleIntents } from './lifecycle/intents.js';
import { crewLifecycleProcess } from './lifecycle/process.js';

export const crewFeature = defineFeature({
  router: crewRouter,
  samples: crewSamples,
  projections: [crewsProjection, crewRecords.projection, crewSeaServiceProjection, crewLifecycleIntents],
  jobs: [crewBiodataJob],
  // Issue 24: the board's confirmed dates sign crews on and off (crew/lifecycle).
  processes: [crewLifecycleProcess],
  // One crew's record changed (name, documents, vaccines, 201 records): those who see crews on the board.
  live: { crew: (session) => can(session.actor, 'crew-change.read') },
  fileReaders: [(session, fileId, services) => crewFileReadable(services.db, session.actor, fileId)],
});
export type { CrewTables } from './tables.js';
