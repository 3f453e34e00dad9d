import { STAFF_RECORD_FAMILIES, STAFF_RECORD_FAMILIES_BY_NAME, topics, type UserCommand } from '@crewing/domain';
import { router } from '../platform/trpc/trpc.js';
import { ownerRecordProcedures, streamBinding } from '../records/router.js';
import { recordsProjection } from '../records/projection.js';
import type { RecordOwner } from '../records/owner.js';
import { users } from '../users/commands.js';

/** The record pattern bound to staff: the user's own stream (staff and users are one entity, 000 §3). */
export const staffOwner: RecordOwner = {
  table: 'staff_records',
  filesTable: 'staff_record_files',
  column: 'user_id',
  families: STAFF_RECORD_FAMILIES_BY_NAME,
};

const binding = streamBinding({
  key: 'userId',
  sequence: 'staff_record',
  owner: staffOwner,
  stream: users,
  commands: { add: 'AddStaffRecord', update: 'UpdateStaffRecord', remove: 'DeleteStaffRecord' } satisfies Record<
    string,
    UserCommand['type']
  >,
  added: 'StaffRecordAdded',
});

const F = STAFF_RECORD_FAMILIES;
/** `staff.records.<family>.<list|add|update|remove>`: the tabs the legacy left static (000 §2), saved as events. */
export const staffRecordsRouter = router({
  education: ownerRecordProcedures(binding, F.education),
  language: ownerRecordProcedures(binding, F.language),
  contact: ownerRecordProcedures(binding, F.contact),
  document: ownerRecordProcedures(binding, F.document),
  workExperience: ownerRecordProcedures(binding, F.workExperience),
  cashAdvance: ownerRecordProcedures(binding, F.cashAdvance),
});

export const staffRecordsProjection = recordsProjection({
  name: 'staff-records',
  owner: staffOwner,
  events: { added: 'StaffRecordAdded', updated: 'StaffRecordUpdated', deleted: 'StaffRecordDeleted' },
  ownerIdOf: (d) => d.userId as number,
  topics: (userId) => [{ topic: topics.user(userId) }],
});
