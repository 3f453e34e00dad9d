import { defineFeature } from '../platform/feature.js';
import { seafarerAccountsProjection } from './projection.js';
import { portalRouter } from './router.js';
import { portalSamples } from './samples.js';

/** Issue 29: the seafarer's own portal, and the office's side of it (invitations, review). */
export const portalFeature = defineFeature({
  router: portalRouter,
  samples: portalSamples,
  projections: [seafarerAccountsProjection],
});
export type { PortalTables } from './tables.js';
