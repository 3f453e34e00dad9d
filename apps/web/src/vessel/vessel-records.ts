import { VESSEL_RECORD_FAMILIES, type RecordFamily, type VesselRecordFamilyKey } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import type { FamilyApi, RecordsApi } from '../records/records-api';
import type { Option } from '../records/use-key-options';
import { useMasterOptions } from '../master-data/use-master-options';

function useVesselOptions(family: RecordFamily): (field: string) => Option[] {
  const options = useMasterOptions();
  return (name) => {
    const f = family.fields[name];
    return f?.input === 'key' ? options(f.keys!) : [];
  };
}

/** A vessel's records (002 §3 vessel records): `vessel.records.<family>`, each tab's edit history, refreshed with the vessel's room. */
export const vesselRecords: RecordsApi<VesselRecordFamilyKey> = {
  families: VESSEL_RECORD_FAMILIES,
  input: (vesselId) => ({ vesselId }),
  family: (key) => (trpc.vessel.records as unknown as Record<VesselRecordFamilyKey, FamilyApi>)[key],
  useRefresh: (vesselId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.vessel.records.invalidate(), utils.vessel.history.invalidate({ vesselId })]);
  },
  useOptions: useVesselOptions,
  useHistory: (family, vesselId) => trpc.vessel.history.useQuery({ vesselId, family: family.name }, { meta: { place: 'EDIT HISTORY' } }),
};
