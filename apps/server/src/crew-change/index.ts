import { can } from '@crewing/domain';
import { defineFeature } from '../platform/feature.js';
import { crewChangeSamples } from './samples.js';
import { crewChangeBoardProjection, crewChangeCommentsProjection, disembarkBatchesProjection } from './projections.js';
import { crewChangeRouter } from './router.js';
import { fleetVisible, vesselVisible } from '../fleet-access/fleet-access.js';
import { principalVesselVisible } from '../fleet-access/principal-access.js';
import { commentFileReadable } from './comment-files.js';
import { boardVersion } from './live.js';
import { todayOf } from '../platform/services.js';

export const crewChangeFeature = defineFeature({
  router: crewChangeRouter,
  samples: crewChangeSamples,
  projections: [crewChangeBoardProjection, crewChangeCommentsProjection, disembarkBatchesProjection],
  // The boards' rooms: those who read the board, for the fleets they see (001 §2.1).
  live: {
    fleet: (session, topic, services) =>
      can(session.actor, 'crew-change.read') && fleetVisible(services.db, session.actor, topic.id),
    // Issue 30: a principal user joins his own vessels' rooms (his proposals and vessel screens), no other.
    vessel: async (session, topic, services) =>
      (can(session.actor, 'crew-change.read') && (await vesselVisible(services.db, session.actor, topic.id))) ||
      (can(session.actor, 'principal.portal') && principalVesselVisible(services.db, session.actor, topic.id)),
  },
  // Answered with a join: the web refetches a board only when its rows moved since its load.
  liveVersions: {
    fleet: (topic, services) => boardVersion(services.db, topic, todayOf(services)),
    vessel: (topic, services) => boardVersion(services.db, topic, todayOf(services)),
  },
  fileReaders: [(session, fileId, services) => commentFileReadable(services.db, session.actor, fileId)],
});
export type { CrewChangeTables } from './tables.js';
