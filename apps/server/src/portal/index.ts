import { defineFeature } from '../platform/feature.js';
import { seedPortal } from './demo.js';
import { seafarerAccountsProjection } from './projection.js';
import { portalRouter } from './router.js';
import { portalSamples } from './samples.js';
import { seafarerAvailabilityProjection } from './availability.js';

/** Inline: a sign-in sees an activation the moment it commits. */
const projections = [seafarerAccountsProjection, seafarerAvailabilityProjection];

/** Issue 29: the seafarer's own portal, and the office's side of it (invitations); one demo seafarer. */
export const portalFeature = defineFeature({
  router: portalRouter,
  samples: portalSamples,
  projections,
  demo: seedPortal,
});
export type { PortalTables } from './tables.js';
