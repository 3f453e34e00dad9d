import { field, type FieldSpec } from '../records/fields.js';
import { BLOOD_TYPES } from './schemas.js';

/**
 * The Personal Information screen's fields (000 §2 Biodata 6., 002 §7 updateAvailabilityDate and
 * updateActivityRemarks): part of the crew's own profile, edited through UpdateCrewProfile and
 * drawn by the same field inputs as the record families. `male` and `utility` travel as 1/0.
 */
export const PERSONAL_INFO_FIELDS: Record<string, FieldSpec> = {
  birthplace: field.text('Birthplace', { max: 150 }),
  male: field.choice('Gender', [
    { value: '1', label: 'Male' },
    { value: '0', label: 'Female' },
  ]),
  civilStatusId: field.key('Civil Status', 'civil-status'),
  religionId: field.key('Religion', 'religion'),
  nationalityId: field.key('Nationality', 'nationality'),
  height: field.number('Height (cm)', { min: 50, max: 250, int: true }),
  weight: field.number('Weight (kg)', { min: 20, max: 300 }),
  bloodType: field.choice(
    'Blood Type',
    BLOOD_TYPES.map((b) => ({ value: b, label: b })),
  ),
  driversLicense: field.text("Driver's License", { max: 40 }),
  telNo: field.text('Telephone', { max: 40 }),
  recommendedBy: field.text('Recommended By', { max: 150 }),
  utility: field.choice('Crew Type', [
    { value: '0', label: 'REGULAR' },
    { value: '1', label: '(S.O.T.)' },
  ]),
  availabilityDate: field.date('Availability Date'),
  activityRemarks: field.textarea('Activity Remarks', { max: 1000 }),
};

/** Fields whose choice travels as a number (1/0). */
export const NUMERIC_CHOICES: ReadonlySet<string> = new Set(['male', 'utility']);
