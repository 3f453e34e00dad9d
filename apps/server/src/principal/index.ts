import { defineFeature } from '../platform/feature.js';
import { seedPrincipalUser } from './demo.js';
import { principalCrewMarksProjection } from './crew-marks.js';
import { principalRouter } from './router.js';
import { principalSamples } from './samples.js';

/** Issue 30: the principal user (002 §6) reads his own vessels, read-only, and marks crews preferred or barred. */
export const principalFeature = defineFeature({
  router: principalRouter,
  samples: principalSamples,
  // Inline: a line-up refuses a barred crew the moment the principal's mark commits.
  projections: [principalCrewMarksProjection],
  demo: seedPrincipalUser,
});
export type { PrincipalTables } from './tables.js';
