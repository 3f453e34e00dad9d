import { CREW_RECORD_FAMILIES, type CrewRecordFamilyKey } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import type { FamilyApi, RecordsApi } from '../../records/records-api';
import { useRecordOptions } from '../../records/use-record-options';

/** The crew 201 file's records: `crew.records.<family>`, the crew's field history. */
export const crewRecords: RecordsApi<CrewRecordFamilyKey> = {
  families: CREW_RECORD_FAMILIES,
  input: (crewId) => ({ crewId }),
  family: (key) => (trpc.crew.records as unknown as Record<CrewRecordFamilyKey, FamilyApi>)[key],
  useRefresh: (crewId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.crew.records.invalidate(), utils.crew.history.invalidate({ crewId })]);
  },
  useOptions: useRecordOptions,
  useHistory: (family, crewId) => trpc.crew.history.useQuery({ crewId, family: family.name }, { meta: { place: 'EDIT HISTORY' } }),
};
