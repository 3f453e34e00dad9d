import { STAFF_RECORD_FAMILIES, type StaffRecordFamilyKey } from '@crewing/domain';
import { trpc, type RouterInputs } from '../shared/trpc';
import type { RecordsApi } from '../records/records-api';
import { useKeyList } from '../key-lists/use-key-list';
import { useRecordOptions } from '../records/use-record-options';

type StaffRecordsKey = keyof RouterInputs['staff']['records'] & StaffRecordFamilyKey;
/** The staff member's (user's) id as the procedures name it. */
type StaffOwner = Pick<RouterInputs['staff']['records'][StaffRecordsKey]['list'], 'userId'>;

/** A staff member's records (issue 14): `staff.records.<family>`; the staff page's History panel shows their changes. */
export const staffRecords: RecordsApi<StaffRecordsKey, StaffOwner> = {
  families: STAFF_RECORD_FAMILIES,
  input: (userId) => ({ userId }),
  family: (key) => trpc.staff.records[key],
  useRefresh: (userId) => {
    const utils = trpc.useUtils();
    return () => Promise.all([utils.staff.records.invalidate(), utils.staff.history.invalidate({ userId })]);
  },
  useOptions: (family, userId) => useRecordOptions(staffRecords, family, userId, useKeyList().options),
};
