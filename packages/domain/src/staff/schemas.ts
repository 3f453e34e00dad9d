import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { commandId, pageNumber, recordId } from '../shared/ids.js';
import {
  newAccountFields,
  passwordSchema,
  userProfileChanges,
  userProfileFields,
  withConfirmedPassword,
} from '../users/schemas.js';

const REQUIRED = 'This field is required';
const f = userProfileFields;
const optionalText = (max: number) => z.string().trim().max(max);
/** 000 §9: height in cm (step 1), weight in kg (step 0.1). */
const height = z
  .number({ error: 'Enter a number' })
  .int('Enter whole centimetres')
  .min(50, 'Enter the height in cm')
  .max(250, 'Enter the height in cm');
const weight = z
  .number({ error: 'Enter a number' })
  .min(20, 'Enter the weight in kg')
  .max(300, 'Enter the weight in kg')
  .multipleOf(0.1, 'One decimal at most');
const male = z.union([z.literal(0), z.literal(1)], { error: 'Choose Male or Female' });

/** The staff's personal fields (000 §3) beyond the user settings' profile. */
const personal = {
  birthplace: optionalText(150),
  male,
  civilStatusId: recordId,
  religionId: recordId,
  height,
  weight,
  address: optionalText(300),
};

/**
 * Add New Staff (000 §5): required first name, last name, gender, status, employee id, user type,
 * username, password, confirm password and department; the rest optional.
 */
export const createStaffInput = withConfirmedPassword(
  z.object({
    employeeId: f.employeeId,
    firstName: f.firstName,
    middleName: f.middleName,
    lastName: f.lastName,
    suffix: f.suffix,
    birthdate: f.birthdate,
    birthplace: personal.birthplace.optional(),
    male: z.union([z.literal(0), z.literal(1)], { error: REQUIRED }),
    status: z.union([z.literal(0), z.literal(1)], { error: REQUIRED }),
    civilStatusId: recordId.optional(),
    religionId: recordId.optional(),
    height: height.optional(),
    weight: weight.optional(),
    email: f.email,
    vmcEmail: f.vmcEmail,
    dateHired: calendarDate.optional(),
    userTypeId: f.userTypeId,
    principalId: f.principalId,
    departmentId: f.departmentId,
    positionIds: f.positionIds,
    ...newAccountFields,
  }),
);
export type CreateStaffInput = z.infer<typeof createStaffInput>;

/**
 * Personal Information card (000 §5): first and last name required; the rest optional, `null`
 * empties one. Only the fields sent change.
 */
export const personalInfoChanges = z
  .object({
    firstName: f.firstName,
    middleName: f.middleName.unwrap().nullable(),
    lastName: f.lastName,
    suffix: f.suffix.unwrap().nullable(),
    birthdate: f.birthdate.unwrap().nullable(),
    birthplace: personal.birthplace.nullable(),
    male: male.nullable(),
    civilStatusId: recordId.nullable(),
    religionId: recordId.nullable(),
    height: height.nullable(),
    weight: weight.nullable(),
    email: f.email.unwrap().nullable(),
    vmcEmail: f.vmcEmail.unwrap().nullable(),
    address: personal.address.nullable(),
  })
  .partial();

export const updatePersonalInfoInput = z.object({
  userId: recordId,
  baseVersion: z.number().int().nonnegative().optional(),
  changes: personalInfoChanges,
});

/**
 * Employee Information (000 §5): employee ID and user type required; a typed password needs its
 * confirmation ('Password Not Matched'), a blank one keeps the current password.
 */
export const employeeInfoChanges = z
  .object({
    employeeId: f.employeeId,
    userTypeId: f.userTypeId,
    principalId: recordId.nullable(),
    departmentId: f.departmentId,
    positionIds: userProfileChanges.shape.positionIds.unwrap(),
    status: z.union([z.literal(0), z.literal(1)]),
    dateHired: calendarDate.nullable(),
    dateEnd: calendarDate.nullable(),
  })
  .partial()
  .refine((v) => !v.dateHired || !v.dateEnd || v.dateEnd >= v.dateHired, {
    path: ['dateEnd'],
    message: 'Date End is before Date Hired',
  });

export const updateEmployeeInfoInput = z
  .object({
    userId: recordId,
    baseVersion: z.number().int().nonnegative().optional(),
    changes: employeeInfoChanges,
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Password Not Matched',
  });

/** Benefits and Contribution (000 §3 user agency number): the four agencies and their number formats. */
export const AGENCIES = [
  { code: 'SSS', name: 'SSS', field: 'sssNo', digits: [10], example: '34-1234567-8' },
  { code: 'TIN', name: 'TIN', field: 'tinNo', digits: [9, 12], example: '123-456-789-000' },
  { code: 'PHILHEALTH', name: 'PhilHealth', field: 'philhealthNo', digits: [12], example: '12-345678901-2' },
  { code: 'PAGIBIG', name: 'PAGIBIG', field: 'pagibigNo', digits: [12], example: '1234-5678-9012' },
] as const;
export type AgencyCode = (typeof AGENCIES)[number]['code'];

export const updateAgencyNumberInput = z
  .object({
    userId: recordId,
    agency: z.enum(['SSS', 'TIN', 'PHILHEALTH', 'PAGIBIG']),
    /** Digits with optional dashes or spaces; absent (an emptied box) clears it. */
    number: z.string().trim().max(30).optional(),
    commandId,
  })
  .superRefine((v, ctx) => {
    if (v.number === undefined) return;
    const agency = AGENCIES.find((a) => a.code === v.agency)!;
    const digits = v.number.replace(/[\s-]/g, '');
    if (!/^\d+$/.test(digits) || !(agency.digits as readonly number[]).includes(digits.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: `Enter the ${agency.name} number as ${agency.digits.join(' or ')} digits (e.g. ${agency.example})`,
      });
    }
  });

/** The Staff DB list (000 §2, §7 getUsers): search by, page, records per page (default 100), department, status (default Active). */
export const listStaffInput = z.object({
  page: pageNumber.default(1),
  perPage: z.number().int().min(1).max(500).default(100),
  search: z.string().trim().max(100).optional(),
  searchKey: z.enum(['all', 'employee_id', 'last_name', 'name']).default('all'),
  /** 'all' (000 §2 Status select: All, Active=1, Inactive=0); default Active (000 §9). */
  status: z.union([z.literal(0), z.literal(1), z.literal('all')]).default(1),
  departmentId: recordId.optional(),
});
export type ListStaffInput = z.infer<typeof listStaffInput>;
