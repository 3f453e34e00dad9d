import { ALL, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** The master data keepers (issue 10; as master-data/samples.ts): they keep the holiday list too. */
const KEEPERS = ['admin', 'ops', 'management', 'staffdb'];

/** A date no other run declared: a day of 2099 from the clock (the sample may run once per test database). */
const freshDate = () => {
  const day = new Date(Date.UTC(2099, 0, 1) + (Date.now() % 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const holidaysSamples: ProcedureSamples = {
  inputs: {
    'holidays.list': () => ({ year: 2026 }),
    'holidays.declare': () => ({ date: freshDate(), name: 'SAMPLE HOLIDAY', kind: 'SPECIAL' }),
    'holidays.change': () => ({ date: '2099-12-31', changes: { name: 'SAMPLE' } }),
    'holidays.withdraw': () => ({ date: '2099-12-31' }),
  },
  access: {
    'holidays.list': cc('master-data.read', ALL),
    'holidays.declare': cc('master-data.manage', KEEPERS),
    'holidays.change': cc('master-data.manage', KEEPERS),
    'holidays.withdraw': cc('master-data.manage', KEEPERS),
  },
};
