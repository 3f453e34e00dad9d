import { VESSEL_RECORD_FAMILIES, type VesselRecordFamilyKey } from '@crewing/domain';
import { trpc, type RouterInputs } from '../shared/trpc';
import type { RecordsApi } from '../records/records-api';
import { useRecordOptions } from '../records/use-record-options';
import { useKeyList } from '../key-lists/use-key-list';

type VesselRecordsKey = keyof RouterInputs['vessel']['records'] & VesselRecordFamilyKey;
/** The vessel's id as the procedures name it. */
type VesselOwner = Pick<RouterInputs['vessel']['records'][VesselRecordsKey]['list'], 'vesselId'>;

/** A vessel's records (002 §3 vessel records): `vessel.records.<family>`, each tab's edit history, refreshed with the vessel's room. */
export const vesselRecords: RecordsApi<VesselRecordsKey, VesselOwner> = {
  families: VESSEL_RECORD_FAMILIES,
  input: (vesselId) => ({ vesselId }),
  family: (key) => trpc.vessel.records[key],
  useRefresh: (vesselId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.vessel.records.invalidate(), utils.vessel.history.invalidate({ vesselId })]);
  },
  // Issue 10's forms offer the master lists (vessel and rank types, the user lists) besides the key lists.
  useOptions: (family, vesselId) => useRecordOptions(vesselRecords, family, vesselId, useKeyList().options),
  useHistory: (family, vesselId) =>
    trpc.vessel.history.useQuery({ vesselId, family: family.name }, { meta: { place: 'EDIT HISTORY' } }),
};
