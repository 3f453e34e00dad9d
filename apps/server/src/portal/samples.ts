import { cc, type ProcedureSamples, PUBLIC, SEAFARER } from '../platform/trpc/samples.js';
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
    'portal.auth.me': PUBLIC,
    'portal.auth.activate': PUBLIC,
    'portal.auth.login': PUBLIC,
    'portal.auth.logout': SEAFARER,
    'portal.my.profile': SEAFARER,
    'portal.my.documents': SEAFARER,
    'portal.my.crewChange': SEAFARER,
    'portal.my.acknowledge': SEAFARER,
    'portal.my.ask': SEAFARER,
    'portal.my.availability': SEAFARER,
    'portal.my.notifications': SEAFARER,
    'portal.my.setAvailability': SEAFARER,
    ...portalRequestSamples.access,
  },
};
