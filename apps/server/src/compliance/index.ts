import { defineFeature } from '../platform/feature.js';
import { complianceRouter } from './router.js';
import { complianceSamples } from './samples.js';

/**
 * Issue 31: Philippine compliance. Contracts are crew records (the crew area's records projection
 * folds them into `crew_records`), so the area brings procedures and samples only.
 */
export const complianceFeature = defineFeature({
  router: complianceRouter,
  samples: complianceSamples,
});
