import { assertNever, DomainError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { SYSTEM_ADMIN_USER_TYPE, type Grant } from '../auth/reference.js';
import type { KeyFact } from '../key-lists/inactive.js';
import type { RecordFacts } from '../records/collection.js';
import { recordOwner } from '../records/owner.js';
import type { Collection, Fields } from '../records/family.js';
import { STAFF_RECORD_FAMILIES_BY_NAME } from '../staff/records.js';
import { sameValue } from '../shared/equal.js';

/** A user's stream: `user-{id}`. Password hashes never enter the log (see credentials table). */
export interface UserProfile {
  employeeId: string;
  firstName: string;
  middleName?: string | null | undefined;
  lastName: string;
  suffix?: string | null | undefined;
  birthdate?: string | null | undefined;
  email?: string | null | undefined;
  vmcEmail?: string | null | undefined;
  userTypeId: number;
  departmentId: number;
  positionIds: number[];
  fleetId?: number | null | undefined;
  vesselTypeId?: number | null | undefined;
  principalId?: number | null | undefined;
  grants: Grant[];
  status: 0 | 1;
  // The staff database's fields (000 §3 User / staff): staff and users are one entity.
  birthplace?: string | null | undefined;
  /** 1 male, 0 female, null unset (000 §9). */
  male?: 0 | 1 | null | undefined;
  civilStatusId?: number | null | undefined;
  religionId?: number | null | undefined;
  height?: number | null | undefined;
  weight?: number | null | undefined;
  address?: string | null | undefined;
  dateHired?: string | null | undefined;
  dateEnd?: string | null | undefined;
  imageFileId?: string | null | undefined;
  /** Benefits and Contribution (000 §3 user agency number). */
  sssNo?: string | null | undefined;
  tinNo?: string | null | undefined;
  philhealthNo?: string | null | undefined;
  pagibigNo?: string | null | undefined;
}

type RecordTarget = { userId: number; family: string; recordId: number; at: string };
type FileFact = RecordFacts['files'][string];
/** Key fields of the profile the server checked ('inactive': deactivated in the settings since). */
export type ProfileFacts = Record<string, KeyFact>;

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: number; username: string; profile: UserProfile; at: string } }
  | {
      type: 'UserDetailsUpdated';
      data: { userId: number; changes: Partial<UserProfile>; previous: Partial<UserProfile>; at: string };
    }
  | { type: 'UserActivated'; data: { userId: number; at: string } }
  | { type: 'UserDeactivated'; data: { userId: number; at: string } }
  | { type: 'UserPasswordChanged'; data: { userId: number; at: string; reason: 'self' | 'admin-reset' | 'created' } }
  | { type: 'StaffRecordAdded'; data: RecordTarget & { fields: Fields } }
  | { type: 'StaffRecordUpdated'; data: RecordTarget & { changes: Fields; previous: Fields } }
  | { type: 'StaffRecordDeleted'; data: RecordTarget & { previous: Fields } };

export type UserCommand =
  | {
      type: 'CreateUser';
      data: { userId: number; username: string; profile: UserProfile; at: string; facts?: ProfileFacts };
    }
  | {
      type: 'UpdateUserDetails';
      data: { userId: number; changes: Partial<UserProfile>; at: string; facts?: ProfileFacts };
    }
  /**
   * Employee information (000 §2) by a staff-database user who is not a system administrator:
   * never to or from a system administrator's user type, never principal, grants or fleet (000 §6).
   */
  | {
      type: 'UpdateEmployeeInformation';
      data: {
        userId: number;
        changes: Partial<UserProfile>;
        actorIsSystemAdmin: boolean;
        at: string;
        facts?: ProfileFacts;
      };
    }
  | {
      type: 'ChangeStaffImage';
      data: { userId: number; fileId: string | null; file: FileFact | null; actorId: number | null; at: string };
    }
  | { type: 'AddStaffRecord'; data: RecordTarget & { fields: Fields; facts: RecordFacts } }
  | { type: 'UpdateStaffRecord'; data: RecordTarget & { changes: Fields; facts: RecordFacts } }
  | { type: 'DeleteStaffRecord'; data: RecordTarget }
  | { type: 'ChangeUserPassword'; data: { userId: number; at: string; reason: 'self' | 'admin-reset' } };

export interface UserState {
  exists: boolean;
  userId: number;
  username: string;
  profile: UserProfile | null;
  /** The staff record families (education, documents, work experience...) on the user's stream. */
  records: Record<string, Collection>;
}

export const initialUserState = (): UserState => ({
  exists: false,
  userId: 0,
  username: '',
  profile: null,
  records: {},
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (records.isEvent(event)) return records.evolve(state, event);
  switch (event.type) {
    case 'UserCreated':
      return {
        exists: true,
        userId: event.data.userId,
        username: event.data.username,
        profile: event.data.profile,
        records: {},
      };
    case 'UserDetailsUpdated':
      return state.profile ? { ...state, profile: { ...state.profile, ...event.data.changes } } : state;
    case 'UserActivated':
      return state.profile ? { ...state, profile: { ...state.profile, status: 1 } } : state;
    case 'UserDeactivated':
      return state.profile ? { ...state, profile: { ...state.profile, status: 0 } } : state;
    case 'UserPasswordChanged':
      return state;
    default:
      return assertNever(event);
  }
}

const records = recordOwner('Staff', STAFF_RECORD_FAMILIES_BY_NAME);

const KEY_LABELS: Record<string, string> = {
  civilStatusId: 'civil status',
  religionId: 'religion',
  principalId: 'principal',
};

/**
 * The profile's key fields the server looked up: an unknown or deactivated one is refused under its
 * field. A command without facts (the user settings' screens, which name no such key lists) is not checked.
 */
function checkProfileFacts(changes: Partial<UserProfile>, facts: ProfileFacts | undefined): void {
  if (!facts) return;
  const errors: Record<string, string[]> = {};
  for (const [name, label] of Object.entries(KEY_LABELS)) {
    const v = (changes as Record<string, unknown>)[name];
    if (v === undefined || v === null) continue;
    const known = facts?.[name];
    if (known !== true)
      errors[name] = [known === 'inactive' ? `This ${label} is no longer active` : `Unknown ${label}`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Only the fields that differ, with their values before; a status change is its own event. */
function profileEvents(state: UserState, input: Partial<UserProfile>, at: string): UserEvent[] {
  const profile = state.profile!;
  const changes: Partial<UserProfile> = {};
  const previous: Partial<UserProfile> = {};
  const { status, ...rest } = input;
  for (const [key, value] of Object.entries(rest) as [keyof UserProfile, unknown][]) {
    if (value === undefined || sameValue(profile[key], value)) continue;
    (changes as Record<string, unknown>)[key] = value;
    (previous as Record<string, unknown>)[key] = profile[key] ?? null;
  }
  const events: UserEvent[] = [];
  if (Object.keys(changes).length > 0) {
    events.push({ type: 'UserDetailsUpdated', data: { userId: state.userId, changes, previous, at } });
  }
  if (status !== undefined && status !== profile.status) {
    events.push({ type: status === 1 ? 'UserActivated' : 'UserDeactivated', data: { userId: state.userId, at } });
  }
  if (events.length === 0) throw new ValidationError({}, 'Nothing changed');
  return events;
}

/** What a staff-database user who is not a system administrator may not touch (000 §6). */
const ADMIN_ONLY_FIELDS = ['principalId', 'grants', 'fleetId', 'vesselTypeId'] as const;

function decideEmployeeInformation(
  c: Extract<UserCommand, { type: 'UpdateEmployeeInformation' }>,
  state: UserState,
): UserEvent[] {
  const profile = state.profile!;
  const { changes, actorIsSystemAdmin, at } = c.data;
  checkProfileFacts(changes, c.data.facts);
  if (!actorIsSystemAdmin) {
    if (profile.userTypeId === SYSTEM_ADMIN_USER_TYPE)
      throw new ForbiddenError('Only a system administrator edits a system administrator');
    if (changes.userTypeId === SYSTEM_ADMIN_USER_TYPE)
      throw ValidationError.field('userTypeId', 'Only a system administrator makes a system administrator');
    for (const f of ADMIN_ONLY_FIELDS) {
      if (changes[f] !== undefined && !sameValue(changes[f], profile[f]))
        throw ValidationError.field(f, 'Only a system administrator changes this field');
    }
  }
  return profileEvents(state, changes, at);
}

function decideStaffImage(c: Extract<UserCommand, { type: 'ChangeStaffImage' }>, state: UserState): UserEvent[] {
  const { userId, fileId, file, actorId, at } = c.data;
  const before = state.profile!.imageFileId ?? null;
  if (fileId === null) {
    if (before === null) throw new NotFoundError('This staff has no image');
  } else {
    // 000 §5 staff image: an image (its type sniffed from the bytes by the files store), the actor's own upload.
    if (!file || file.uploadedBy !== actorId) throw ValidationError.field('userImage', 'Upload the file again');
    if (file.kind !== 'image') throw ValidationError.field('userImage', 'The file must be an image');
    if (before === fileId) throw new ValidationError({}, 'Nothing changed');
  }
  return [
    {
      type: 'UserDetailsUpdated',
      data: { userId, changes: { imageFileId: fileId }, previous: { imageFileId: before }, at },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser':
      if (state.exists) throw new DomainError('CONFLICT', 'This user already exists');
      checkProfileFacts(command.data.profile, command.data.facts);
      return [
        {
          type: 'UserCreated',
          data: {
            userId: command.data.userId,
            username: command.data.username,
            profile: command.data.profile,
            at: command.data.at,
          },
        },
        { type: 'UserPasswordChanged', data: { userId: command.data.userId, at: command.data.at, reason: 'created' } },
      ];
    case 'UpdateUserDetails':
      if (!state.exists || !state.profile) throw new NotFoundError('User not found');
      checkProfileFacts(command.data.changes, command.data.facts);
      return profileEvents(state, command.data.changes, command.data.at);
    case 'UpdateEmployeeInformation':
      if (!state.exists || !state.profile) throw new NotFoundError('User not found');
      return decideEmployeeInformation(command, state);
    case 'ChangeStaffImage':
      if (!state.exists || !state.profile) throw new NotFoundError('User not found');
      return decideStaffImage(command, state);
    case 'AddStaffRecord':
      if (!state.exists) throw new NotFoundError('User not found');
      return [{ type: 'StaffRecordAdded', data: records.added(state.records, command.data) }];
    case 'UpdateStaffRecord':
      if (!state.exists) throw new NotFoundError('User not found');
      return [{ type: 'StaffRecordUpdated', data: records.updated(state.records, command.data) }];
    case 'DeleteStaffRecord':
      if (!state.exists) throw new NotFoundError('User not found');
      return [{ type: 'StaffRecordDeleted', data: records.deleted(state.records, command.data) }];
    case 'ChangeUserPassword':
      if (!state.exists) throw new NotFoundError('User not found');
      return [{ type: 'UserPasswordChanged', data: command.data }];
    default:
      return assertNever(command);
  }
}

/** Which fields a command writes, with the value it writes (for field-level conflict checks). */
export function userCommandFields(command: UserCommand): Record<string, unknown> {
  if (command.type === 'UpdateUserDetails' || command.type === 'UpdateEmployeeInformation')
    return { ...command.data.changes };
  if (command.type === 'ChangeStaffImage') return { imageFileId: command.data.fileId };
  // A staff record's fields as `family:12.field`: edits of different records merge, a stale one is refused.
  if (command.type === 'UpdateStaffRecord') return records.editFields(command.data);
  return {};
}

/** Which fields an event changed, with their new value. */
export function userEventFields(event: UserEvent): Record<string, unknown> {
  switch (event.type) {
    case 'UserDetailsUpdated':
      return { ...event.data.changes };
    case 'UserActivated':
      return { status: 1 };
    case 'UserDeactivated':
      return { status: 0 };
    case 'StaffRecordUpdated':
      return records.editFields(event.data);
    case 'UserCreated':
    case 'UserPasswordChanged':
    case 'StaffRecordAdded':
    case 'StaffRecordDeleted':
      return {};
    default:
      return assertNever(event);
  }
}

export const userDecider = {
  streamType: 'user',
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  commandFields: userCommandFields,
  eventFields: userEventFields,
};
