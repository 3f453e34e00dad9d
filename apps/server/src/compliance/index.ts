import { defineFeature } from '../platform/feature.js';
import { complianceRouter } from './router.js';
import { complianceSamples } from './samples.js';
import { sbecsPackJob } from './sbecs.js';

/**
 * Issue 31: Philippine compliance. Contracts are crew records (the crew area's records projection
 * folds them into `crew_records`), so the area brings procedures, samples and the SBECS pack's job.
 */
export const complianceFeature = defineFeature({
  router: complianceRouter,
  samples: complianceSamples,
  jobs: [sbecsPackJob],
});
