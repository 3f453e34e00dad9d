import { ALL, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const dashboardSamples: ProcedureSamples = {
  inputs: {
    'dashboard.summary': () => ({}),
    'dashboard.crews': () => ({ list: 'onboard', scope: 'total' }),
    'dashboard.topManagement': () => ({}),
  },
  access: {
    'dashboard.summary': cc('dashboard.read', ALL),
    'dashboard.crews': cc('dashboard.read', ALL),
    'dashboard.topManagement': cc('dashboard.top-management', ['admin', 'management']),
  },
};
