import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { seedPortal } from './demo.js';
import { seafarerAccountsProjection } from './projection.js';
import { portalRouter } from './router.js';
import { portalSamples } from './samples.js';
import { seafarerAvailabilityProjection } from './availability.js';
import { portalRequestsProjection } from './requests/projection.js';
import { requestFileReadable } from './requests/queries.js';
import { seafarerUploader } from './requests/uploader.js';
import { portalMailOutboxProjection } from './mail/outbox.js';
import { portalMailProcess } from './mail/drain.js';

/** Inline: a sign-in sees an activation the moment it commits; a notification's mail is queued with it. */
const projections = [
  seafarerAccountsProjection,
  seafarerAvailabilityProjection,
  portalRequestsProjection,
  portalMailOutboxProjection,
];

/** Issue 29: the seafarer's own portal, and the office's side of it (invitations); one demo seafarer. */
export const portalFeature = defineFeature({
  router: portalRouter,
  samples: portalSamples,
  projections,
  // His notifications by e-mail: the outbox's drain.
  processes: [portalMailProcess],
  demo: seedPortal,
  // A request's scan reaches its reviewers; the seafarer uploads it through /files with his session.
  fileReaders: [(session, fileId, services) => requestFileReadable(services.db, session.actor, fileId)],
  fileUploaders: [seafarerUploader],
  // The review queue's live room: whoever may review (issue 29 §2).
  live: { 'portal-review': (session) => can(session.actor, 'portal.review') },
});
export type { PortalTables } from './tables.js';
export type { PortalRequestTables } from './requests/tables.js';
export type { PortalMailTables } from './mail/tables.js';
