import { contractChangeFamily, employmentContractFamily } from '@crewing/domain/compliance/index';
import { recordSamples } from '../records/samples.js';
import { ALL, CREW_MANAGERS, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 31: contracts are read by whoever reads crew changes, kept by the crew managers (as crew records). */
const contracts = recordSamples(
  'compliance.contracts',
  { key: 'crewId', id: (i) => i.crewId },
  { contract: employmentContractFamily, contractChange: contractChangeFamily },
  (p) => (p === 'crew.manage' ? CREW_MANAGERS : ALL),
);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const complianceSamples: ProcedureSamples = {
  inputs: { ...contracts.inputs },
  access: { ...contracts.access },
};
