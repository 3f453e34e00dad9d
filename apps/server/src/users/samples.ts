import { at, type ProcedureSamples, cc } from '../platform/trpc/samples.js';

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
    'users.list': cc('users.read'),
    'users.get': cc('users.read'),
    'users.history': cc('users.read'),
    'users.create': cc('users.manage'),
    'users.update': cc('users.manage'),
    'users.resetPassword': cc('users.manage'),
  },
};
