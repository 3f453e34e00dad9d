import { defineRecordFamily } from '../../records/family.js';
import { field } from '../../records/fields.js';
import { choices, order, rule } from '../../records/rules.js';
import { CREW_SUFFIXES } from '../schemas.js';
import { crewFile } from '../permissions.js';

/** 002 §3 address (with the PSGC cascade of issue 8 §4): one address of each type. */
export const addressFamily = defineRecordFamily({
  name: 'address',
  title: 'Addresses',
  singular: 'Address',
  permissions: crewFile,
  fields: {
    addressTypeId: field.key('Address Type', 'address-type', { required: true, column: true }),
    address: field.text('House No. / Street / Village', { required: true, column: true, max: 300 }),
    regionCode: field.psgc('Region', 'region', { required: true, column: true }),
    provinceCode: field.psgc('Province', 'province', { column: true }),
    municipalityCode: field.psgc('Municipality / City', 'municipality', { required: true, column: true }),
    barangayCode: field.psgc('Barangay', 'barangay', { column: true }),
    zipCode: field.text('Zip Code', { max: 10 }),
  },
  rules: rule.unique('addressTypeId', 'This crew already has an address of this type'),
  sort: order.ascending('addressTypeId'),
});

/** 002 §3 contact (with type). */
export const contactFamily = defineRecordFamily({
  name: 'contact',
  title: 'Contacts',
  singular: 'Contact',
  permissions: crewFile,
  fields: {
    contactTypeId: field.key('Contact Type', 'contact-type', { required: true, column: true }),
    contact: field.text('Contact', { required: true, column: true, max: 120 }),
    remarks: field.text('Remarks', { column: true }),
  },
  rules: rule.unique(['contactTypeId', 'contact'], 'This contact is already listed'),
  sort: order.ascending('contactTypeId'),
});

/** 002 §7 "emergency contact update": one per crew. */
export const emergencyContactFamily = defineRecordFamily({
  name: 'emergency-contact',
  title: 'Emergency Contact',
  singular: 'Emergency Contact',
  single: true,
  permissions: crewFile,
  fields: {
    name: field.text('Name', { required: true, column: true, max: 150 }),
    relationshipId: field.key('Relationship', 'relationship', { required: true, column: true }),
    telephone: field.text('Telephone / Mobile', { required: true, column: true, max: 60 }),
    email: field.email('Email'),
    address: field.text('Address', { max: 300 }),
  },
});

/** 000 §2 Biodata 8. education: school, course, year graduated. */
export const educationFamily = defineRecordFamily({
  name: 'education',
  title: 'Education',
  singular: 'Education',
  permissions: crewFile,
  fields: {
    educationLevelId: field.key('Level', 'education-level', { required: true, column: true }),
    schoolId: field.key('School', 'school', { column: true }),
    otherSchool: field.text('Other School', { max: 150 }),
    courseId: field.key('Course', 'course', { column: true }),
    otherCourse: field.text('Other Course', { max: 150 }),
    yearGraduated: field.number('Year Graduated', { int: true, min: 1940, max: 2100, column: true }),
  },
  rules: rule.oneOf('schoolId', 'otherSchool', 'Choose a school or type it under Other School'),
  sort: order.newest('yearGraduated'),
});

/** 002 §3 crew family: every editable field; job statuses S student, W working, N non-working. */
export const familyFamily = defineRecordFamily({
  name: 'family',
  title: 'Family',
  singular: 'Family Member',
  permissions: crewFile,
  fields: {
    relationshipId: field.key('Relationship', 'relationship', { required: true, column: true }),
    otherRelation: field.text('Other Relation', { max: 60 }),
    lastName: field.text('Last Name', { required: true, column: true, max: 100 }),
    firstName: field.text('First Name', { required: true, column: true, max: 100 }),
    middleName: field.text('Middle Name', { max: 100 }),
    suffix: field.choice('Suffix', choices(...CREW_SUFFIXES)),
    birthdate: field.date('Birthdate', { column: true }),
    male: field.choice('Gender', [
      { value: '1', label: 'Male' },
      { value: '0', label: 'Female' },
    ]),
    jobStatus: field.choice(
      'Job Status',
      [
        { value: 'S', label: 'Student' },
        { value: 'W', label: 'Working' },
        { value: 'N', label: 'Non-working' },
      ],
      { column: true },
    ),
    occupation: field.text('Occupation', { max: 100 }),
    telephone: field.text('Telephone', { column: true, max: 60 }),
    email: field.email('Email'),
    fbMail: field.text('FB Mail', { max: 100 }),
    address: field.text('Address', { max: 300 }),
    regionCode: field.psgc('Region', 'region'),
    provinceCode: field.psgc('Province', 'province'),
    municipalityCode: field.psgc('Municipality / City', 'municipality'),
    barangayCode: field.psgc('Barangay', 'barangay'),
    dependent: field.flag('Dependent', { column: true }),
    allottee: field.flag('Allottee', { column: true }),
    kin: field.flag('Next of Kin', { column: true }),
    abroad: field.flag('Abroad'),
    deceasedDate: field.date('Deceased Date'),
    deathCause: field.text('Cause of Death', { max: 200 }),
  },
  rules: rule.all(
    rule.inOrder('birthdate', 'deceasedDate', 'The deceased date cannot be before the birthdate'),
    rule.needs('deceasedDate', (r) => r.deathCause != null, 'Enter the deceased date for a cause of death'),
    rule.when(
      (r, { others }) => r.kin === true && Object.values(others).some((o) => o.kin === true),
      'kin',
      'Another family member is already the next of kin',
    ),
    rule.when(
      (r) => r.kin === true && r.deceasedDate != null,
      'kin',
      'A deceased family member cannot be the next of kin',
    ),
  ),
  sort: order.ascending('birthdate'),
});

/** 002 §7 crew scholar and fast track: get, update (one per crew). */
export const scholarFamily = defineRecordFamily({
  name: 'scholar',
  title: 'Scholar and Fast Track',
  singular: 'Scholar and Fast Track record',
  single: true,
  permissions: crewFile,
  fields: {
    scholarId: field.key('Scholar', 'scholar', { column: true }),
    fastTrackId: field.key('Fast Track', 'fast-track', { column: true }),
    dateStarted: field.date('Date Started', { column: true }),
    remarks: field.textarea('Remarks', { max: 1000 }),
  },
  rules: rule.oneOf('scholarId', 'fastTrackId', 'Choose a scholarship or a fast track'),
});

/** 000 §2 Biodata 5. category names (crew category and its special program). */
export const categoryFamily = defineRecordFamily({
  name: 'category',
  title: 'Category',
  singular: 'Crew Category',
  single: true,
  permissions: crewFile,
  fields: {
    categoryId: field.key('Category', 'category', { required: true, column: true }),
    programId: field.key('Program', 'program', { column: true }),
    // 002 §7 programs' special keys: only a program flagged special (the `special-program` list).
    specialProgramId: field.key('Special Program', 'special-program', { column: true }),
    remarks: field.textarea('Remarks', { max: 1000 }),
  },
});
