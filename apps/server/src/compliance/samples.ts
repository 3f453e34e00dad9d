import { contractChangeFamily, employmentContractFamily, owmsReportFamily } from '@crewing/domain/compliance/index';
import { recordSamples } from '../records/samples.js';
import { ALL, cc, CREW_MANAGERS, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Issue 31: contracts are read by whoever reads crew changes, kept by the crew managers (as crew records). */
const ALLOWED_BY = { 'crew-change.read': ALL, 'crew.manage': CREW_MANAGERS };
const contracts = recordSamples(
  'compliance.contracts',
  'crewId',
  { contract: employmentContractFamily, contractChange: contractChangeFamily },
  ALLOWED_BY,
);
const owms = recordSamples('compliance.owms', 'crewId', { reports: owmsReportFamily }, ALLOWED_BY);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const complianceSamples: ProcedureSamples = {
  inputs: { ...contracts.inputs, ...owms.inputs, 'compliance.owms.due': () => ({}) },
  access: { ...contracts.access, ...owms.access, 'compliance.owms.due': cc('crew-change.read', ALL) },
};
