import { CREW_RECORD_FAMILIES, type CrewRecordFamilyKey } from '@crewing/domain';
import { trpc, type RouterInputs } from '../../shared/trpc';
import type { RecordsApi } from '../../records/records-api';
import { useKeyList } from '../../key-lists/use-key-list';
import { useRecordOptions } from '../../records/use-record-options';

/** The families `crew.records` serves (the debriefing records are the debriefing area's procedures). */
export type CrewRecordsKey = keyof RouterInputs['crew']['records'] & CrewRecordFamilyKey;
/** The crew's id as the procedures name it. */
type CrewOwner = Pick<RouterInputs['crew']['records'][CrewRecordsKey]['list'], 'crewId'>;

/** The crew 201 file's records: `crew.records.<family>`, the crew's field history. */
export const crewRecords: RecordsApi<CrewRecordsKey, CrewOwner> = {
  families: CREW_RECORD_FAMILIES,
  input: (crewId) => ({ crewId }),
  family: (key) => trpc.crew.records[key],
  useRefresh: (crewId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.crew.records.invalidate(), utils.crew.history.invalidate({ crewId })]);
  },
  useOptions: (family, crewId) => useRecordOptions(crewRecords, family, crewId, useKeyList().options),
  useHistory: (family, crewId) =>
    trpc.crew.history.useQuery({ crewId, family: family.name }, { meta: { place: 'EDIT HISTORY' } }),
};
