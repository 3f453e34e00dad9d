import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { authSamples } from './samples.js';
import { authRouter } from './router.js';

export const authFeature = defineFeature({
  router: authRouter,
  samples: authSamples,
  // A user's own topic (their account changed, e.g. roles or deactivation): that user or an admin.
  live: { user: (session, topic) => topic.id === session.user.id || can(session.actor, 'users.read') },
});
export type { AuthTables } from './tables.js';
