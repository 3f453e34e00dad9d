import { can, crewChangeStream, userStream } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { auditLogProjection, fieldHistoryProjection } from './projections.js';
import { auditRouter } from './router.js';

export const auditFeature = defineFeature({
  router: auditRouter,
  projections: [auditLogProjection, fieldHistoryProjection],
  live: {
    // A stream's edit history: a user's own account history, the board's crew changes for those
    // who read the board, everything for auditors.
    history: (session, topic) => {
      if (can(session.actor, 'audit.read')) return true;
      if (topic.streamId === userStream.id(session.user.id)) return true;
      return crewChangeStream.numberOf(topic.streamId) !== null && can(session.actor, 'crew-change.read');
    },
  },
});
