import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Grant } from '../auth/reference.js';

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
}

export type UserEvent =
  | { type: 'UserCreated'; data: { userId: number; username: string; profile: UserProfile; at: string } }
  | { type: 'UserDetailsUpdated'; data: { userId: number; changes: Partial<UserProfile>; previous: Partial<UserProfile>; at: string } }
  | { type: 'UserActivated'; data: { userId: number; at: string } }
  | { type: 'UserDeactivated'; data: { userId: number; at: string } }
  | { type: 'UserPasswordChanged'; data: { userId: number; at: string; reason: 'self' | 'admin-reset' | 'created' } };

export type UserCommand =
  | { type: 'CreateUser'; data: { userId: number; username: string; profile: UserProfile; at: string } }
  | { type: 'UpdateUserDetails'; data: { userId: number; changes: Partial<UserProfile>; at: string } }
  | { type: 'ChangeUserPassword'; data: { userId: number; at: string; reason: 'self' | 'admin-reset' } };

export interface UserState {
  exists: boolean;
  userId: number;
  username: string;
  profile: UserProfile | null;
}

export const initialUserState = (): UserState => ({ exists: false, userId: 0, username: '', profile: null });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { exists: true, userId: event.data.userId, username: event.data.username, profile: event.data.profile };
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

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser':
      if (state.exists) throw new DomainError('CONFLICT', 'This user already exists');
      return [
        { type: 'UserCreated', data: command.data },
        { type: 'UserPasswordChanged', data: { userId: command.data.userId, at: command.data.at, reason: 'created' } },
      ];
    case 'UpdateUserDetails': {
      if (!state.exists || !state.profile) throw new NotFoundError('User not found');
      const changes: Partial<UserProfile> = {};
      const previous: Partial<UserProfile> = {};
      const { status, ...rest } = command.data.changes;
      for (const [key, value] of Object.entries(rest) as [keyof UserProfile, unknown][]) {
        if (value === undefined || sameValue(state.profile[key], value)) continue;
        (changes as Record<string, unknown>)[key] = value;
        (previous as Record<string, unknown>)[key] = state.profile[key] ?? null;
      }
      const events: UserEvent[] = [];
      if (Object.keys(changes).length > 0) {
        events.push({ type: 'UserDetailsUpdated', data: { userId: state.userId, changes, previous, at: command.data.at } });
      }
      if (status !== undefined && status !== state.profile.status) {
        events.push({ type: status === 1 ? 'UserActivated' : 'UserDeactivated', data: { userId: state.userId, at: command.data.at } });
      }
      if (events.length === 0) throw new ValidationError({}, 'Nothing changed');
      return events;
    }
    case 'ChangeUserPassword':
      if (!state.exists) throw new NotFoundError('User not found');
      return [{ type: 'UserPasswordChanged', data: command.data }];
    default:
      return assertNever(command);
  }
}

/** Which fields a command writes, with the value it writes (for field-level conflict checks). */
export function userCommandFields(command: UserCommand): Record<string, unknown> {
  if (command.type === 'UpdateUserDetails') return { ...command.data.changes };
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
    case 'UserCreated':
    case 'UserPasswordChanged':
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
