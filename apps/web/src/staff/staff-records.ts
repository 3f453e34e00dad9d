import { STAFF_RECORD_FAMILIES } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { ownerRecords } from '../records/bind-records';

/** A staff member's records (issue 14): `staff.records.<family>`; the staff page's History panel shows their changes. */
export const staffRecords = ownerRecords({
  families: STAFF_RECORD_FAMILIES,
  input: (userId: number) => ({ userId }),
  router: trpc.staff,
  utils: (utils) => utils.staff,
  showHistory: false,
});
