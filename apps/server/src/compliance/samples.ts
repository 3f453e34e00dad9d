import {
  contractChangeFamily,
  employmentContractFamily,
  eRegistrationFamily,
  marinaVerificationFamily,
  owmsReportFamily,
} from '@crewing/domain/compliance/index';
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
const marina = recordSamples(
  'compliance.marina',
  'crewId',
  { verifications: marinaVerificationFamily, eRegistration: eRegistrationFamily },
  { ...ALLOWED_BY, 'documents.manage': CREW_MANAGERS },
);

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const complianceSamples: ProcedureSamples = {
  inputs: {
    ...contracts.inputs,
    ...owms.inputs,
    ...marina.inputs,
    'compliance.owms.due': () => ({}),
    'compliance.marina.unverified': () => ({}),
    'compliance.marina.marks': (i) => ({ crewId: i.crewId }),
    'compliance.sbecs.pack': (i) => ({ crewId: i.crewId, contractId: 1 }),
    'compliance.sbecs.generate': (i) => ({ crewId: i.crewId, contractId: 1 }),
    'compliance.sbecs.status': () => ({ jobId: 'no-such-job' }),
  },
  access: {
    ...contracts.access,
    ...owms.access,
    ...marina.access,
    'compliance.owms.due': cc('crew-change.read', ALL),
    'compliance.marina.unverified': cc('crew-change.read', ALL),
    'compliance.marina.marks': cc('crew-change.read', ALL),
    'compliance.sbecs.pack': cc('crew-change.read', ALL),
    'compliance.sbecs.generate': cc('crew-change.read', ALL),
    'compliance.sbecs.status': cc('crew-change.read', ALL),
  },
};
