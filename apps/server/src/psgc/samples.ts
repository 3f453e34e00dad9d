import { type ProcedureSamples, cc } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const psgcSamples: ProcedureSamples = {
  inputs: {
    'psgc.regions': () => undefined,
    'psgc.provinces': () => ({ regionCode: '1400000000' }),
    'psgc.municipalities': () => ({ regionCode: '1400000000', provinceCode: '1401100000' }),
    'psgc.barangays': () => ({ municipalityCode: '1430300000' }),
  },
  access: {
    'psgc.regions': cc('master-data.read'),
    'psgc.provinces': cc('master-data.read'),
    'psgc.municipalities': cc('master-data.read'),
    'psgc.barangays': cc('master-data.read'),
  },
};
