import { type ProcedureSamples, PUBLIC, SESSION, cc } from '../platform/trpc/samples.js';

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
    'auth.me': PUBLIC,
    'auth.login': PUBLIC,
    'auth.logout': SESSION,
    'auth.resetPassword': SESSION,
    'auth.permissions': cc('master-data.read'),
  },
};
