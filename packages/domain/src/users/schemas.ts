import { z } from 'zod';
import { pageNumber, recordId } from '../shared/ids.js';
import { calendarDate } from '../shared/calendar.js';
import { DEPARTMENTS, GRANTS, POSITIONS, USER_TYPES } from '../auth/reference.js';

const REQUIRED = 'This field is required';
/** Empty values are dropped on the way in (002 §5), so "missing" is how an empty input arrives. */
const requiredText = () => z.string({ error: REQUIRED }).trim().min(1, REQUIRED);
const name = requiredText().max(100);
const optionalText = z.string().trim().max(200).optional();
const optionalId = recordId.nullable().optional();
/** One of a fixed reference list (002 §6): anything else is refused under the field. */
const oneOf = (list: readonly { id: number }[], message: string) =>
  z
    .number({ error: REQUIRED })
    .int()
    .refine((id) => list.some((x) => x.id === id), message);

/** A strong-enough password: length beats composition rules (NIST 800-63B). */
export const passwordSchema = z.string({ error: REQUIRED }).min(10, 'Use at least 10 characters').max(200);

export const userProfileFields = {
  employeeId: requiredText().max(40),
  firstName: name,
  middleName: optionalText,
  lastName: name,
  suffix: z.enum(['SR.', 'SR', 'JR.', 'JR', 'I', 'II', 'III', 'IV', 'V']).optional(),
  birthdate: calendarDate.optional(),
  email: z.email('Enter a valid email').optional(),
  vmcEmail: z.email('Enter a valid email').optional(),
  userTypeId: oneOf(USER_TYPES, 'Unknown user type'),
  departmentId: oneOf(DEPARTMENTS, 'Unknown department'),
  positionIds: z.array(oneOf(POSITIONS, 'Unknown position')).max(20).default([]),
  fleetId: optionalId,
  vesselTypeId: optionalId,
  principalId: optionalId,
  grants: z.array(z.enum(GRANTS)).default([]),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
};

/** A new account's sign-in (000 §5 Add New Staff, the user settings): its username and the password typed twice. */
export const newAccountFields = {
  username: z
    .string({ error: REQUIRED })
    .trim()
    .min(3, 'Use at least 3 characters')
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Letters, digits, dot, dash and underscore only'),
  password: passwordSchema,
  confirmPassword: z.string({ error: REQUIRED }),
};
/** 'Password Not Matched' under the confirmation when the two passwords differ. */
export const withConfirmedPassword = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Password Not Matched',
  });

export const createUserInput = withConfirmedPassword(z.object({ ...userProfileFields, ...newAccountFields }));
export type CreateUserInput = z.infer<typeof createUserInput>;

/**
 * Only the fields sent change (no defaults here: an absent field is untouched), and `null`
 * empties an optional one. `baseVersion` is the version the form was loaded at.
 */
const f = userProfileFields;
export const userProfileChanges = z
  .object({
    employeeId: f.employeeId,
    firstName: f.firstName,
    middleName: f.middleName.unwrap().nullable(),
    lastName: f.lastName,
    suffix: f.suffix.unwrap().nullable(),
    birthdate: f.birthdate.unwrap().nullable(),
    email: f.email.unwrap().nullable(),
    vmcEmail: f.vmcEmail.unwrap().nullable(),
    userTypeId: f.userTypeId,
    departmentId: f.departmentId,
    positionIds: z.array(oneOf(POSITIONS, 'Unknown position')).max(20),
    fleetId: f.fleetId,
    vesselTypeId: f.vesselTypeId,
    principalId: f.principalId,
    grants: z.array(z.enum(GRANTS)),
    status: z.union([z.literal(0), z.literal(1)]),
  })
  .partial();

export const updateUserInput = z.object({
  userId: recordId,
  baseVersion: z.number().int().nonnegative().optional(),
  changes: userProfileChanges,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const resetPasswordInput = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
    newPassword: passwordSchema,
    confirmNewPassword: z.string({ error: REQUIRED }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'Password Not Matched',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

export const adminResetPasswordInput = withConfirmedPassword(
  z.object({ userId: recordId, password: passwordSchema, confirmPassword: newAccountFields.confirmPassword }),
);

export const loginInput = z.object({
  username: requiredText(),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED),
});

export const listUsersInput = z.object({
  page: pageNumber.default(1),
  perPage: z.number().int().min(1).max(500).default(100),
  search: z.string().trim().optional(),
  searchKey: z.enum(['all', 'employee_id', 'last_name', 'name']).default('all'),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  departmentId: recordId.optional(),
});
