import { type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const authSamples: ProcedureSamples = {
  inputs: {
    'auth.me': () => undefined,
    'auth.login': () => ({ username: 'nobody', password: 'x' }),
    'auth.logout': () => undefined,
    'auth.resetPassword': () => ({
      currentPassword: 'wrong',
      newPassword: 'Another-Pass-9',
      confirmNewPassword: 'Another-Pass-9',
    }),
    'auth.permissions': () => undefined,
  },
  access: {
    'auth.me': { access: { kind: 'public' } },
    'auth.login': { access: { kind: 'public' } },
    'auth.logout': { access: { kind: 'session' } },
    'auth.resetPassword': { access: { kind: 'session' } },
    'auth.permissions': { access: { kind: 'permission', permission: 'master-data.read' } },
  },
};
