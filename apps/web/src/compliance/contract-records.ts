import { contractChangeFamily, employmentContractFamily } from '@crewing/domain/compliance/index';
import { trpc, type RouterInputs } from '../shared/trpc';
import type { RecordsApi } from '../records/records-api';
import { crewRecords } from '../crew/records/crew-records';
import { useKeyList } from '../key-lists/use-key-list';
import { useRecordOptions } from '../records/use-record-options';

const FAMILIES = { contract: employmentContractFamily, contractChange: contractChangeFamily } as const;
type ContractKey = keyof typeof FAMILIES;
type CrewOwner = Pick<RouterInputs['compliance']['contracts']['contract']['list'], 'crewId'>;

/** Issue 31 §1: the crew's contracts and their extensions and amendments (`compliance.contracts.<family>`). */
export const contractRecords: RecordsApi<ContractKey, CrewOwner> = {
  families: FAMILIES,
  family: (key) => trpc.compliance.contracts[key],
  // The crew's own: his id as input, his field history.
  input: crewRecords.input,
  useHistory: crewRecords.useHistory,
  useOptions: (family, crewId) => useRecordOptions(contractRecords, family, crewId, useKeyList().options),
  useRefresh: (crewId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.compliance.contracts.invalidate(), utils.crew.history.invalidate({ crewId })]);
  },
};
