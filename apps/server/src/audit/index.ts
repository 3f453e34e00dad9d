import { can, crewChangeStream, crewStream, userStream } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { auditSamples } from './samples.js';
import { fieldHistoryProjection } from './projections.js';
import { auditRouter } from './router.js';
import { crewChangesVisible } from '../fleet-access/fleet-access.js';
import { eventChainJob } from './chain/job.js';
import { auditExportJob } from './export.js';
import { seedAuditor } from './demo.js';

export const auditFeature = defineFeature({
  router: auditRouter,
  samples: auditSamples,
  // The history log reads the events in place (issue 27): no audit_log projection any more.
  projections: [fieldHistoryProjection],
  jobs: [eventChainJob, auditExportJob],
  // The demo auditor (README "Demo users").
  demo: seedAuditor,
  live: {
    // A stream's edit history: a user's own account history, a crew's 201 history for those who
    // read crews, the board's crew changes for those who read the board and see its fleet
    // (001 §2.1), everything for auditors (system admins).
    history: (session, topic, services) => {
      if (can(session.actor, 'audit.read')) return true;
      if (topic.streamId === userStream.id(session.user.id)) return true;
      if (crewStream.numberOf(topic.streamId) !== null) return can(session.actor, 'crew-change.read');
      const crewChangeId = crewChangeStream.numberOf(topic.streamId);
      return (
        crewChangeId !== null &&
        can(session.actor, 'crew-change.read') &&
        crewChangesVisible(services.db, session.actor, [crewChangeId])
      );
    },
  },
});
export type { AuditTables } from './tables.js';
