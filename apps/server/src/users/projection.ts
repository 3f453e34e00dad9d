import type { Insertable } from 'kysely';
import { topics, type UserEvent, type UserProfile } from '@crewing/domain';
import type { UsersTable } from '../platform/db/schema.js';
import { rowUpdate } from '../platform/db/row-update.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

const COLUMN: Record<keyof UserProfile, string> = {
  employeeId: 'employee_id',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  suffix: 'suffix',
  birthdate: 'birthdate',
  email: 'email',
  vmcEmail: 'vmc_email',
  userTypeId: 'user_type_id',
  departmentId: 'department_id',
  positionIds: 'position_ids',
  fleetId: 'fleet_id',
  vesselTypeId: 'vessel_type_id',
  principalId: 'principal_id',
  grants: 'grants',
  status: 'status',
  birthplace: 'birthplace',
  male: 'male',
  civilStatusId: 'civil_status_id',
  religionId: 'religion_id',
  height: 'height',
  weight: 'weight',
  address: 'address',
  dateHired: 'date_hired',
  dateEnd: 'date_end',
  imageFileId: 'image_file_id',
  sssNo: 'sss_no',
  tinNo: 'tin_no',
  philhealthNo: 'philhealth_no',
  pagibigNo: 'pagibig_no',
};

function columns(profile: Partial<UserProfile>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(profile)) {
    const col = COLUMN[k as keyof UserProfile];
    if (col) out[col] = v ?? null;
  }
  return out;
}

/** Inline: sign-in must see a user, and a changed role must apply, the moment the command returns. */
export const usersProjection = inlineProjection<UserEvent>({
  name: 'users',
  eventTypes: ['UserCreated', 'UserDetailsUpdated', 'UserActivated', 'UserDeactivated', 'UserPasswordChanged'],
  tables: ['users'],
  async apply(trx, event, stored) {
    const at = stored.recordedAt;
    const base = { version: stored.streamVersion, updated_at: at };
    // Every change after the creation writes the user's row at the event's version.
    const update = rowUpdate(trx, 'users', { id: event.data.userId }, base);
    switch (event.type) {
      case 'UserCreated':
        await trx
          .insertInto('users')
          .values({
            id: event.data.userId,
            username: event.data.username,
            ...columns(event.data.profile),
            ...base,
            created_at: at,
            // The profile's columns come through the map above (complete on a creation).
          } as Insertable<UsersTable>)
          .execute();
        break;
      case 'UserDetailsUpdated':
        await update(columns(event.data.changes));
        break;
      case 'UserActivated':
      case 'UserDeactivated':
        await update({ status: event.type === 'UserActivated' ? 1 : 0 });
        break;
      case 'UserPasswordChanged':
        // An administrator's reset hands out a temporary password: the user must choose a new one.
        await update({ password_updated_at: at, must_change_password: event.data.reason === 'admin-reset' });
        break;
    }
    return [{ topic: topics.user(event.data.userId) }];
  },
});
