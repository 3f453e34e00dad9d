import { defineFeature } from '../platform/feature.js';
import { companyProfileProjection } from './projection.js';
import { companyProfileRouter } from './router.js';

export const companyProfileFeature = defineFeature({
  router: companyProfileRouter,
  projections: [companyProfileProjection],
});
export type { CompanyProfileTables } from './tables.js';
