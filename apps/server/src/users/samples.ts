import { at, type ProcedureSamples } from '../platform/trpc/samples.js';

/** A new user's form that passes validation: a fresh username and employee ID (their prefixes), a staff user. */
export const newUserSample = (username: string, employeeId: string, more: Record<string, unknown>) => ({
  username: `${username}${at()}`,
  password: 'Long-Enough-1',
  confirmPassword: 'Long-Enough-1',
  employeeId: `${employeeId}${at()}`,
  firstName: 'a',
  lastName: 'b',
  userTypeId: 2,
  ...more,
});

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const usersSamples: ProcedureSamples = {
  inputs: {
    'users.list': () => ({}),
    'users.get': (i) => ({ id: i.userId }),
    'users.history': (i) => ({ userId: i.userId }),
    'users.create': () => newUserSample('new', 'N', { departmentId: 2 }),
    'users.update': (i) => ({ userId: i.userId, changes: { middleName: `M${at()}` } }),
    'users.resetPassword': (i) => ({ userId: i.userId, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' }),
  },
  access: {
    'users.list': { access: { kind: 'permission', permission: 'users.read' } },
    'users.get': { access: { kind: 'permission', permission: 'users.read' } },
    'users.history': { access: { kind: 'permission', permission: 'users.read' } },
    'users.create': { access: { kind: 'permission', permission: 'users.manage' } },
    'users.update': { access: { kind: 'permission', permission: 'users.manage' } },
    'users.resetPassword': { access: { kind: 'permission', permission: 'users.manage' } },
  },
};
