import { type ProcedureSamples, cc } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const notificationsSamples: ProcedureSamples = {
  inputs: {
    'notifications.list': () => ({}),
    'notifications.unreadCount': () => undefined,
    'notifications.markRead': () => ({ ids: [1] }),
  },
  access: {
    'notifications.list': cc('master-data.read'),
    'notifications.unreadCount': cc('master-data.read'),
    'notifications.markRead': cc('master-data.read'),
  },
};
