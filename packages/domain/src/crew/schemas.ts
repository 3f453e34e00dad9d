import { z } from 'zod';
import { pageNumber, recordId } from '../shared/ids.js';
import { calendarDate } from '../shared/calendar.js';

const REQUIRED = 'This field is required';
const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Name suffixes of 002 §9. */
export const CREW_SUFFIXES = ['SR.', 'SR', 'JR.', 'JR', 'I', 'II', 'III', 'IV', 'V'] as const;
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** 000 §3: status 1 active, 0 inactive. */
export const crewStatus = z.union([z.literal(0), z.literal(1)]);

/**
 * The crew identity the 201 file starts from (002 §3 possible-duplicate fields, 000 §3 Crew).
 * Stored `CrewRegistered` events before issue 8 carry only crewCode, names, birthdate, rankId,
 * contactNumber, email and fbMail: every field added since is optional, so they still parse.
 */
export const crewIdentitySchema = z.object({
  applicantNo: optionalText(30),
  crewCode: optionalText(20),
  ipn: optionalText(30),
  lastName: requiredText(100),
  firstName: requiredText(100),
  middleName: optionalText(100),
  suffix: z.enum(CREW_SUFFIXES, { error: 'Choose a suffix from the list' }).optional(),
  birthdate: calendarDate.optional(),
  rankId: recordId,
  status: crewStatus.default(1),
  principalId: recordId.nullable().optional(),
  contactNumber: optionalText(40),
  email: z.email('Enter a valid email').optional(),
  fbMail: optionalText(100),
  // Personal information (000 §2 Biodata 6., 002 §7 updateAvailabilityDate, updateActivityRemarks).
  birthplace: optionalText(150),
  male: z.union([z.literal(0), z.literal(1)], { error: 'Choose male or female' }).optional(),
  civilStatusId: recordId.optional(),
  religionId: recordId.optional(),
  nationalityId: recordId.optional(),
  height: z.number({ error: 'Enter a number' }).min(50, 'Height is in cm').max(250, 'Height is in cm').optional(),
  weight: z.number({ error: 'Enter a number' }).min(20, 'Weight is in kg').max(300, 'Weight is in kg').optional(),
  bloodType: z.enum(BLOOD_TYPES, { error: 'Choose a blood type from the list' }).optional(),
  driversLicense: optionalText(40),
  telNo: optionalText(40),
  recommendedBy: optionalText(150),
  /** 000 §2 Biodata 4.: '(S.O.T.)' when 1, 'REGULAR' when 0. */
  utility: z.union([z.literal(0), z.literal(1)]).optional(),
  availabilityDate: calendarDate.optional(),
  activityRemarks: optionalText(1000),
});
/** What a RegisterCrew command carries (status may be left out: active). */
export type CrewIdentityInput = z.input<typeof crewIdentitySchema>;
export type CrewIdentity = z.output<typeof crewIdentitySchema>;

/**
 * Add Crew (002 §2 crew/add): an applicant arrives with an applicant no. and a birthdate, which
 * the possible-duplicate check needs; the crew code and IPN come later, when he is hired.
 */
export const addCrewInput = crewIdentitySchema.extend({
  applicantNo: requiredText(30),
  birthdate: z.string({ error: REQUIRED }).pipe(calendarDate),
});
export type AddCrewInput = z.input<typeof addCrewInput>;

const id = crewIdentitySchema.shape;
/**
 * Edit of the 201 profile: any identity field, only those sent; an optional one may be cleared
 * with null. The required names and rank cannot be cleared. Status has no default here: an
 * edit that does not name it leaves it alone.
 */
export const crewProfileChanges = crewIdentitySchema.partial().extend({
  applicantNo: id.applicantNo.nullable(),
  crewCode: id.crewCode.nullable(),
  ipn: id.ipn.nullable(),
  middleName: id.middleName.nullable(),
  suffix: id.suffix.nullable(),
  birthdate: id.birthdate.nullable(),
  status: crewStatus.optional(),
  contactNumber: id.contactNumber.nullable(),
  email: id.email.nullable(),
  fbMail: id.fbMail.nullable(),
  birthplace: id.birthplace.nullable(),
  male: id.male.nullable(),
  civilStatusId: id.civilStatusId.nullable(),
  religionId: id.religionId.nullable(),
  nationalityId: id.nationalityId.nullable(),
  height: id.height.nullable(),
  weight: id.weight.nullable(),
  bloodType: id.bloodType.nullable(),
  driversLicense: id.driversLicense.nullable(),
  telNo: id.telNo.nullable(),
  recommendedBy: id.recommendedBy.nullable(),
  utility: id.utility.nullable(),
  availabilityDate: id.availabilityDate.nullable(),
  activityRemarks: id.activityRemarks.nullable(),
});
export type CrewProfileChanges = z.input<typeof crewProfileChanges>;

export const updateCrewProfileInput = z.object({
  crewId: recordId,
  baseVersion: z.number().int().nonnegative().optional(),
  changes: crewProfileChanges,
});
export type UpdateCrewProfileInput = z.input<typeof updateCrewProfileInput>;

/** The fields the possible-duplicate check compares (002 §3). */
export const possibleDuplicatesInput = z.object({
  applicantNo: optionalText(30),
  crewCode: optionalText(20),
  ipn: optionalText(30),
  lastName: optionalText(100),
  firstName: optionalText(100),
  birthdate: calendarDate.optional(),
});

/** 002 §9: the crew list opens with rowCount 50, status 1 (active), page 1. */
export const CREW_LIST_DEFAULTS = { rowCount: 50, status: 1, page: 1 } as const;

export const crewListInput = z.object({
  page: pageNumber.default(CREW_LIST_DEFAULTS.page),
  rowCount: z.number().int().min(1).max(200).default(CREW_LIST_DEFAULTS.rowCount),
  /** Prefix of the applicant no., crew code, IPN, last or first name (case-insensitive). */
  search: z.string().trim().max(100).optional(),
  rankId: recordId.optional(),
  rankTypeId: recordId.optional(),
  /** 'all' lists both; absent means the default, active. */
  status: z.union([crewStatus, z.literal('all')]).default(CREW_LIST_DEFAULTS.status),
  /** Upper-case: text inputs are upper-cased on the way in (002 §5). */
  onboard: z.enum(['ONBOARD', 'STANDBY']).optional(),
  vesselId: recordId.optional(),
  principalId: recordId.optional(),
});
export type CrewListInput = z.input<typeof crewListInput>;

/**
 * Issue 27: a 201 file as it stood at the end of a calendar day (in the business time zone); with
 * `throughEvent`, only up to that event of the log (a record story's "as of this event").
 */
export const crewAsOfInput = z.object({
  crewId: recordId,
  date: calendarDate,
  throughEvent: z
    .string()
    .regex(/^\d{1,18}$/, 'Enter an event number')
    .optional(),
});
export type CrewAsOfInput = z.input<typeof crewAsOfInput>;
