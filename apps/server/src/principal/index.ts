import { defineFeature } from '../platform/feature.js';
import { seedPrincipalUser } from './demo.js';
import { principalRouter } from './router.js';
import { principalSamples } from './samples.js';

/** Issue 30: the principal user (002 §6) reads his own vessels, read-only. */
export const principalFeature = defineFeature({
  router: principalRouter,
  samples: principalSamples,
  demo: seedPrincipalUser,
});
