import { cc, at, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const companyProfileSamples: ProcedureSamples = {
  inputs: {
    'companyProfile.get': () => undefined,
    'companyProfile.update': () => ({ changes: { address: `ADDRESS ${at()}` } }),
  },
  access: {
    // Issue 25: Settings › Company Profile, system administrators only.
    'companyProfile.get': cc('company-profile.manage', ['admin']),
    'companyProfile.update': cc('company-profile.manage', ['admin']),
  },
};
