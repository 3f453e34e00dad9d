import { contractChangeFamily, employmentContractFamily, owmsReportFamily } from '@crewing/domain/compliance/index';
import { recordSamples } from '../records/samples.js';
import { ALL, cc, CREW_MANAGERS, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 31: contracts are read by whoever reads crew changes, kept by the crew managers (as crew records). */
const contracts = recordSamples(
  'compliance.contracts',
  { key: 'crewId', id: (i) => i.crewId },
  { contract: employmentContractFamily, contractChange: contractChangeFamily },
  (p) => (p === 'crew.manage' ? CREW_MANAGERS : ALL),
);

const owms = recordSamples(
  'compliance.owms',
  { key: 'crewId', id: (i) => i.crewId },
  { reports: owmsReportFamily },
  (p) => (p === 'crew.manage' ? CREW_MANAGERS : ALL),
);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const complianceSamples: ProcedureSamples = {
  inputs: { ...contracts.inputs, ...owms.inputs, 'compliance.owms.due': () => ({}) },
  access: { ...contracts.access, ...owms.access, 'compliance.owms.due': cc('crew-change.read', ALL) },
};
