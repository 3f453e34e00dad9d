import { contractChangeFamily, employmentContractFamily } from '@crewing/domain/compliance/index';
import { trpc } from '../shared/trpc';
import { crewOwnedRecords } from '../crew/records/crew-records';

/** Issue 31 §1: the crew's contracts and their extensions and amendments (`compliance.contracts.<family>`). */
export const contractRecords = crewOwnedRecords(
  { contract: employmentContractFamily, contractChange: contractChangeFamily } as const,
  (key) => trpc.compliance.contracts[key],
  (utils) => utils.compliance.contracts.invalidate(),
);
