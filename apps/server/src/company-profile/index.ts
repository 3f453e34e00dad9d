import { defineFeature } from '../platform/feature.js';
import { companyProfileSamples } from './samples.js';
import { companyProfileProjection } from './projection.js';
import { companyProfileRouter } from './router.js';

export const companyProfileFeature = defineFeature({
  router: companyProfileRouter,
  samples: companyProfileSamples,
  projections: [companyProfileProjection],
});
export type { CompanyProfileTables } from './tables.js';
