import { STAFF_RECORD_FAMILIES, type RecordFamily, type StaffRecordFamilyKey } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import type { FamilyApi, RecordsApi } from '../records/records-api';
import { useKeyOptions, type Option } from '../records/use-key-options';

function useStaffOptions(family: RecordFamily): (field: string) => Option[] {
  const options = useKeyOptions();
  return (name) => {
    const f = family.fields[name];
    return f?.input === 'key' ? options(f.keys!) : [];
  };
}

/** A staff member's records (issue 14): `staff.records.<family>`; the staff page's History panel shows their changes. */
export const staffRecords: RecordsApi<StaffRecordFamilyKey> = {
  families: STAFF_RECORD_FAMILIES,
  input: (userId) => ({ userId }),
  family: (key) => (trpc.staff.records as unknown as Record<StaffRecordFamilyKey, FamilyApi>)[key],
  useRefresh: (userId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.staff.records.invalidate(), utils.staff.history.invalidate({ userId })]);
  },
  useOptions: useStaffOptions,
};
