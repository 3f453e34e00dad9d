import { type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const notificationsSamples: ProcedureSamples = {
  inputs: {
    'notifications.list': () => ({}),
    'notifications.unreadCount': () => undefined,
    'notifications.markRead': () => ({ ids: [1] }),
  },
  access: {
    'notifications.list': { access: { kind: 'permission', permission: 'master-data.read' } },
    'notifications.unreadCount': { access: { kind: 'permission', permission: 'master-data.read' } },
    'notifications.markRead': { access: { kind: 'permission', permission: 'master-data.read' } },
  },
};
