import { defineFeature } from '../platform/feature.js';
import { vesselSamples } from './samples.js';
import { vesselFileReadable } from './files.js';
import { vesselRecords } from './records.js';
import { vesselRouter } from './router.js';

/** Issue 10: the vessel list, the vessel page, its image and records. */
export const vesselFeature = defineFeature({
  router: vesselRouter,
  samples: vesselSamples,
  projections: [vesselRecords.projection],
  fileReaders: [(session, fileId, services) => vesselFileReadable(services.db, session.actor, fileId)],
});
export type { VesselTables } from './tables.js';
