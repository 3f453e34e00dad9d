import { defineRecordFamily, ownerFamilies } from '../records/family.js';
import { field } from '../records/fields.js';
import { choices, labelled, order, rule } from '../records/rules.js';

/**
 * A staff member's record families (000 §2 staff tabs the legacy left static), kept on the user's
 * own stream (`user-{id}`: staff and users are one entity, 000 §3). Names are stored in events.
 */
// 000 §6: the tabs beyond the 201 Profile are the staff database's; the 201 Profile's languages
// and contacts are read by whoever reaches it (DSS, who deletes contacts).
const profile = 'staff.profile' as const;
const database = { read: 'staff.database', manage: 'staff.database' } as const;

/** 000 §9 "Static education levels: six", highest first. */
export const STAFF_EDUCATION_LEVELS = [
  'DOCTORATE',
  'MASTERS',
  'COLLEGE',
  'VOCATIONAL',
  'HIGH SCHOOL',
  'ELEMENTARY',
] as const;

/** Education (000 §2: Doctorate, Masters, College, Vocational, High School, Elementary; add, edit, view, delete). */
export const staffEducationFamily = defineRecordFamily({
  name: 'staff-education',
  title: 'Education',
  singular: 'Education',
  permissions: database,
  fields: {
    level: field.choice('Level', choices(...STAFF_EDUCATION_LEVELS), { required: true, column: true }),
    school: field.text('School', { required: true, column: true, max: 150 }),
    course: field.text('Course / Degree', { column: true, max: 150 }),
    yearFrom: field.number('Year From', { int: true, min: 1940, max: 2100, column: true }),
    yearTo: field.number('Year Graduated', { int: true, min: 1940, max: 2100, column: true }),
  },
  rules: rule.inOrder('yearFrom', 'yearTo', 'Year Graduated is before Year From'),
  sort: order.newest('yearTo'),
});

export const LANGUAGE_PROFICIENCY = ['BASIC', 'CONVERSATIONAL', 'FLUENT', 'NATIVE'] as const;

/** Language Proficiency card of the 201 Profile (a static add modal in the legacy): one row per language. */
export const staffLanguageFamily = defineRecordFamily({
  name: 'staff-language',
  title: 'Language Proficiency',
  singular: 'Language',
  permissions: { read: profile, manage: 'staff.database' },
  fields: {
    language: field.text('Language', { required: true, column: true, max: 60 }),
    proficiency: field.choice('Proficiency', choices(...LANGUAGE_PROFICIENCY), { required: true, column: true }),
  },
  rules: rule.unique('language', 'This language is already listed'),
  sort: order.ascending('language'),
});

/** Staff contact (000 §3: contact, contact_type): added by whoever keeps the page, deleted by DSS (000 §6). */
export const staffContactFamily = defineRecordFamily({
  name: 'staff-contact',
  title: 'Contacts',
  singular: 'Staff Contact',
  permissions: { read: profile, manage: profile, remove: 'staff.contacts.delete' },
  fields: {
    contactTypeId: field.key('Contact Type', 'contact-type', { required: true, column: true }),
    contact: field.text('Contact', { required: true, column: true, max: 150 }),
  },
  sort: order.ascending('contactTypeId'),
});

/** 000 §9 "Static document names: three". */
export const STAFF_DOCUMENT_TYPES = ['RESUME', 'NBI CLEARANCE', 'POLICE CLEARANCE'] as const;

/** Documents tab: Resume, NBI Clearance, Police Clearance, each one file (PDF or image) replaced when renewed. */
export const staffDocumentFamily = defineRecordFamily({
  name: 'staff-document',
  title: 'Documents',
  singular: 'Staff Document',
  permissions: database,
  fields: {
    documentType: field.choice('Document', choices(...STAFF_DOCUMENT_TYPES), { required: true, column: true }),
    attachments: field.files('File', 'attachment', { required: true, column: true, max: 1 }),
    dateSubmitted: field.date('Date Submitted', { column: true }),
    remarks: field.text('Remarks', { column: true, max: 300 }),
  },
  rules: rule.unique('documentType', 'This document is already on file: edit it to replace its file'),
  sort: order.newest('documentType'),
});

/** Work Experience tab: company, position, from, to. */
export const staffWorkExperienceFamily = defineRecordFamily({
  name: 'staff-work-experience',
  title: 'Work Experience',
  singular: 'Work Experience',
  permissions: database,
  fields: {
    company: field.text('Company', { required: true, column: true, max: 150 }),
    position: field.text('Position', { required: true, column: true, max: 100 }),
    dateFrom: field.date('From', { required: true, column: true }),
    dateTo: field.date('To', { column: true }),
  },
  rules: rule.inOrder('dateFrom', 'dateTo', 'To is before From'),
  sort: order.newest('dateFrom'),
});

export const STAFF_LOAN_TYPES = ['SALARY LOAN', 'CALAMITY LOAN', 'EMERGENCY LOAN'] as const;

/** Cash Advance tab: loan type, date approved, total amount, status Active or Closed (000 §2). */
export const staffCashAdvanceFamily = defineRecordFamily({
  name: 'staff-cash-advance',
  title: 'Cash Advance',
  singular: 'Cash Advance',
  permissions: database,
  fields: {
    loanType: field.choice('Loan Type', choices(...STAFF_LOAN_TYPES), { required: true, column: true }),
    dateApproved: field.date('Date Approved', { required: true, column: true }),
    totalAmount: field.number('Total Amount (PHP)', { required: true, column: true, min: 1, max: 10_000_000 }),
    status: field.choice('Status', labelled({ ACTIVE: 'Active', CLOSED: 'Closed' }), { required: true, column: true }),
  },
  sort: order.newest('dateApproved'),
});

/** The staff record families; the key is the procedure name (`staff.records.<key>.add`, `workExperience`). */
export const [STAFF_RECORD_FAMILIES, STAFF_RECORD_FAMILIES_BY_NAME] = ownerFamilies('staff-', [
  staffEducationFamily,
  staffLanguageFamily,
  staffContactFamily,
  staffDocumentFamily,
  staffWorkExperienceFamily,
  staffCashAdvanceFamily,
]);

export type StaffRecordFamilyKey = keyof typeof STAFF_RECORD_FAMILIES;
