import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { masterDataSamples } from './samples.js';
import { masterDataProjection } from './projection.js';
import { masterDataRouter } from './router.js';

export const masterDataFeature = defineFeature({
  router: masterDataRouter,
  samples: masterDataSamples,
  projections: [masterDataProjection],
  live: { 'master-data': (session) => can(session.actor, 'master-data.read') },
});
export type { MasterDataTables } from './tables.js';
