import { eRegistrationFamily } from '@crewing/domain/compliance/index';
import { trpc, type RouterInputs } from '../shared/trpc';
import type { RecordsApi } from '../records/records-api';
import { crewRecords } from '../crew/records/crew-records';
import { useKeyList } from '../key-lists/use-key-list';
import { useRecordOptions } from '../records/use-record-options';

const FAMILIES = { eRegistration: eRegistrationFamily } as const;
type CrewOwner = Pick<RouterInputs['compliance']['marina']['eRegistration']['list'], 'crewId'>;

/** Issue 31 §4: the crew's DMW e-Registration number (`compliance.marina.eRegistration`), one per crew. */
export const eRegistrationRecords: RecordsApi<'eRegistration', CrewOwner> = {
  families: FAMILIES,
  family: () => trpc.compliance.marina.eRegistration,
  input: crewRecords.input,
  useHistory: crewRecords.useHistory,
  useOptions: (family, crewId) => useRecordOptions(eRegistrationRecords, family, crewId, useKeyList().options),
  useRefresh: (crewId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.compliance.marina.invalidate(), utils.crew.history.invalidate({ crewId })]);
  },
};
