import { topics } from '@crewing/domain';
import type { GuestSockets } from '../platform/realtime/socket.js';
import { seafarerSessionOf } from './session.js';

/**
 * Issue 29: the portal's live updates. A seafarer's socket sits in his own room, keyed by his
 * crew id from his session: his crew change's pushes are built for it (crew-change projections),
 * and a change of his crew record (his documents, his 201) is relayed there without its payload.
 * He joins no office topic: the socket server refuses every join from him.
 */
export const seafarerSockets: GuestSockets = {
  async sessionOf(services, cookie) {
    const s = await seafarerSessionOf(services.db, cookie);
    return s ? { idHash: s.idHash, room: topics.seafarer(s.crewId) } : null;
  },
  relay: (topic) => (topic.kind === 'crew' ? topics.seafarer(topic.id) : null),
};
