import { sameValue, updateUserInput } from '@crewing/domain';
import type { CreateUserPayload, UserDetail } from './api-types';

/** What the inputs hold: text as typed, selects as strings; converted once on submit. */
export interface UserFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string | null;
  birthdate: string | null;
  employeeId: string;
  email: string;
  vmcEmail: string;
  userTypeId: string | null;
  departmentId: string | null;
  positionIds: string[];
  fleetId: string | null;
  vesselTypeId: string | null;
  principalId: string;
  grants: string[];
  status: '0' | '1';
  username: string;
  password: string;
  confirmPassword: string;
}

export const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'birthdate',
  'employeeId',
  'email',
  'vmcEmail',
  'userTypeId',
  'departmentId',
  'positionIds',
  'fleetId',
  'vesselTypeId',
  'principalId',
  'grants',
  'status',
] as const;
export const CREATE_FIELDS = [...PROFILE_FIELDS, 'username', 'password', 'confirmPassword'] as const;

export const SUFFIXES = ['SR.', 'SR', 'JR.', 'JR', 'I', 'II', 'III', 'IV', 'V'];

export const emptyUserForm: UserFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: null,
  birthdate: null,
  employeeId: '',
  email: '',
  vmcEmail: '',
  userTypeId: null,
  departmentId: null,
  positionIds: [],
  fleetId: null,
  vesselTypeId: null,
  principalId: '',
  grants: [],
  status: '1',
  username: '',
  password: '',
  confirmPassword: '',
};

const text = (v: string | null) => (v === null || v.trim() === '' ? undefined : v);
const id = (v: string | null) => (v === null || v === '' ? null : Number(v));
/** An absent required select becomes NaN-free undefined, so the schema says 'This field is required'. */
const requiredId = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

export type UserProfilePayload = Omit<CreateUserPayload, 'username' | 'password' | 'confirmPassword' | 'commandId'>;

export function toProfile(v: UserFormValues): UserProfilePayload {
  return {
    firstName: v.firstName,
    middleName: text(v.middleName),
    lastName: v.lastName,
    suffix: text(v.suffix) as UserProfilePayload['suffix'],
    birthdate: text(v.birthdate),
    employeeId: v.employeeId,
    email: text(v.email),
    vmcEmail: text(v.vmcEmail),
    userTypeId: requiredId(v.userTypeId) as number,
    departmentId: requiredId(v.departmentId) as number,
    positionIds: v.positionIds.map(Number),
    fleetId: id(v.fleetId),
    vesselTypeId: id(v.vesselTypeId),
    principalId: id(v.principalId.trim()),
    grants: v.grants as UserProfilePayload['grants'],
    status: v.status === '1' ? 1 : 0,
  };
}

export function toCreatePayload(v: UserFormValues): Omit<CreateUserPayload, 'commandId'> {
  return { ...toProfile(v), username: v.username, password: v.password, confirmPassword: v.confirmPassword };
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

export function fromDetail(u: UserDetail): UserFormValues {
  return {
    ...emptyUserForm,
    firstName: u.firstName ?? '',
    middleName: u.middleName ?? '',
    lastName: u.lastName ?? '',
    suffix: u.suffix ?? null,
    birthdate: u.birthdate ?? null,
    employeeId: u.employeeId ?? '',
    email: u.email ?? '',
    vmcEmail: u.vmcEmail ?? '',
    userTypeId: str(u.userTypeId),
    departmentId: str(u.departmentId),
    positionIds: u.positionIds.map(String),
    fleetId: str(u.fleetId),
    vesselTypeId: str(u.vesselTypeId),
    principalId: str(u.principalId) ?? '',
    grants: [...u.grants],
    status: u.status === 1 ? '1' : '0',
  };
}

/** Only what the user changed, so edits of different fields by two people do not collide. An emptied optional field is sent as null. */
export function changedProfile(before: UserFormValues, after: UserFormValues): Partial<UserProfilePayload> {
  const a = toProfile(before) as Record<string, unknown>;
  const b = toProfile(after) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS) {
    if (!sameValue(a[key], b[key])) out[key] = b[key] ?? null;
  }
  return out as Partial<UserProfilePayload>;
}

/** A one-field change (e.g. status). */
export function singleChange(loaded: UserFormValues, patch: Partial<UserFormValues>): Partial<UserProfilePayload> {
  return changedProfile(loaded, { ...loaded, ...patch });
}

/** Checks the schemas cannot express: a number in principal id. */
export function extraChecks(_before: UserFormValues | null) {
  return (v: UserFormValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (v.principalId.trim() !== '' && !/^\d+$/.test(v.principalId.trim())) errors['principalId'] = 'Enter a number';
    return errors;
  };
}

/** The profile card's edit (useEditCard): its values, what changed, the schema an update passes. */
export const userProfileEdit = { from: fromDetail, diff: changedProfile, schema: updateUserInput };
