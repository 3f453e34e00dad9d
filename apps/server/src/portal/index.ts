import { defineFeature } from '../platform/feature.js';
import { seedPortal } from './demo.js';
import { seafarerAccountsProjection } from './projection.js';
import { portalRouter } from './router.js';
import { portalSamples } from './samples.js';

/** Issue 29: the seafarer's own portal, and the office's side of it (invitations, review). */
export const portalFeature = defineFeature({
  router: portalRouter,
  samples: portalSamples,
  // Inline: a sign-in sees an activation the moment it commits.
  projections: [seafarerAccountsProjection],
  // One demo seafarer with an active account (README Demo users).
  demo: seedPortal,
});
export type { PortalTables } from './tables.js';
