import { VESSEL_RECORD_FAMILIES, type RecordFamily, type VesselRecordFamilyKey } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import type { FamilyApi, RecordsApi } from '../crew/records/records-api';
import type { Option } from '../crew/records/use-key-options';
import { useMasterOptions } from '../master-data/use-master-options';

function useVesselOptions(family: RecordFamily): (field: string) => Option[] {
  const options = useMasterOptions();
  return (name) => {
    const f = family.fields[name];
    return f?.input === 'key' ? options(f.keys!) : [];
  };
}

/** A vessel's records (002 §3 vessel records): `vessel.records.<family>`, refreshed with the vessel's room. */
export const vesselRecords: RecordsApi<VesselRecordFamilyKey> = {
  families: VESSEL_RECORD_FAMILIES,
  input: (vesselId) => ({ vesselId }),
  family: (key) => (trpc.vessel.records as unknown as Record<VesselRecordFamilyKey, FamilyApi>)[key],
  useRefresh: () => {
    const utils = trpc.useUtils();
    return () => utils.vessel.records.invalidate();
  },
  useOptions: useVesselOptions,
};
