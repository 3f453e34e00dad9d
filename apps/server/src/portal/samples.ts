import { cc, type ProcedureSamples } from '../platform/trpc/samples.js';
import { portalRequestSamples } from './requests/samples.js';

/** DSS, crewing officers and system administrators keep the seafarers' accounts (issue 29 §1). */
const KEEPERS = ['admin', 'dss', 'crewing'];

/** Each procedure of the area: an input that passes validation, and who may call it. */
export const portalSamples: ProcedureSamples = {
  inputs: {
    'portal.office.account': (ids) => ({ crewId: ids.crewId }),
    'portal.office.invite': () => ({ crewId: 999_999 }),
    'portal.office.deactivate': () => ({ crewId: 999_999 }),
    'portal.auth.me': () => undefined,
    'portal.auth.activate': () => ({
      code: 'ABCDEFGHJK',
      password: 'Portal-Pass-12',
      confirmPassword: 'Portal-Pass-12',
    }),
    'portal.auth.login': () => ({ username: 'nobody@example.com', password: 'x' }),
    'portal.auth.logout': () => undefined,
    'portal.my.profile': () => undefined,
    'portal.my.documents': () => undefined,
    'portal.my.crewChange': () => undefined,
    'portal.my.acknowledge': () => undefined,
    'portal.my.ask': () => ({ question: 'Which hotel do I check in to?' }),
    'portal.my.availability': () => undefined,
    'portal.my.notifications': () => undefined,
    'portal.my.setAvailability': () => ({ availabilityDate: '2099-01-15', remarks: 'After my training' }),
    ...portalRequestSamples.inputs,
  },
  access: {
    'portal.office.account': cc('portal.accounts', KEEPERS),
    'portal.office.invite': cc('portal.accounts', KEEPERS),
    'portal.office.deactivate': cc('portal.accounts', KEEPERS),
    'portal.auth.me': { access: { kind: 'public' } },
    'portal.auth.activate': { access: { kind: 'public' } },
    'portal.auth.login': { access: { kind: 'public' } },
    'portal.auth.logout': { access: { kind: 'seafarer' } },
    'portal.my.profile': { access: { kind: 'seafarer' } },
    'portal.my.documents': { access: { kind: 'seafarer' } },
    'portal.my.crewChange': { access: { kind: 'seafarer' } },
    'portal.my.acknowledge': { access: { kind: 'seafarer' } },
    'portal.my.ask': { access: { kind: 'seafarer' } },
    'portal.my.availability': { access: { kind: 'seafarer' } },
    'portal.my.notifications': { access: { kind: 'seafarer' } },
    'portal.my.setAvailability': { access: { kind: 'seafarer' } },
    ...portalRequestSamples.access,
  },
};
