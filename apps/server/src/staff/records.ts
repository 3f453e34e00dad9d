import { STAFF_RECORD_FAMILIES, topics } from '@crewing/domain';
import { recordOwner } from '../records/bind.js';
import { users } from '../users/commands.js';

/**
 * The record pattern bound to staff: the user's own stream (staff and users are one entity, 000 §3),
 * `staff.records.<family>`: the tabs the legacy left static (000 §2), saved as events.
 */
export const staffRecords = recordOwner({
  name: 'staff-records',
  key: 'userId',
  sequence: 'staff_record',
  table: 'staff_records',
  filesTable: 'staff_record_files',
  column: 'user_id',
  families: STAFF_RECORD_FAMILIES,
  stream: users,
  named: 'Staff',
  commands: { add: 'AddStaffRecord', update: 'UpdateStaffRecord', remove: 'DeleteStaffRecord' },
  topics: (userId) => [{ topic: topics.user(userId) }],
});
