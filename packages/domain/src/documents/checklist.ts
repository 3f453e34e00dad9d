import { defineRecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { rule } from '../records/rules.js';
import { formatDate } from '../shared/calendar.js';
import { crewDocuments } from './permissions.js';

const permissions = crewDocuments;

/** The checklist's printed form reference (001 §2.6, §9: revision date 25 Aug 2021). */
export const CHECKLIST_FORM = { reference: 'CRW-F-012', revision: '2021-08-25' } as const;
/** 001 §9: the legal dependents table has 7 rows. */
export const CHECKLIST_DEPENDENT_ROWS = 7;

/** What page 1's facts read from the checklist (the server's checklist query gives them). */
export interface ChecklistFactsSource {
  rank: string;
  fullName: string;
  vesselName: string;
  email: string;
  address: string;
  contact: string;
  fbMail: string;
  civilStatus: string;
  allottee: string;
  pemeDate: string | null;
  pemeClinic: string;
  pemeRecommendation: string;
  consent: string;
  bankName: string;
  accountNumber: string;
  exVessel: string;
}

/**
 * 001 §2.6 page 1: the crew's facts above the legal dependents, as the checklist screen and its
 * xlsx both list them. The order is the screen's, what users see (Email before Address); the xlsx
 * used to put Address first and now follows the screen. `note`: a line printed under the value.
 */
export const CHECKLIST_FACTS: ReadonlyArray<{
  label: string;
  value: (c: ChecklistFactsSource) => string;
  note?: string;
}> = [
  { label: 'Rank', value: (c) => c.rank },
  { label: 'Full Name', value: (c) => c.fullName },
  { label: 'Vessel', value: (c) => c.vesselName },
  { label: 'Email', value: (c) => c.email },
  { label: 'Address', value: (c) => c.address },
  { label: 'Contact', value: (c) => c.contact },
  { label: 'Messenger Name', value: (c) => c.fbMail },
  { label: 'Civil Status', value: (c) => c.civilStatus, note: 'Inform the admin department if recently changed.' },
  { label: 'Allottee', value: (c) => c.allottee },
  { label: 'PEME Issued Referral', value: (c) => formatDate(c.pemeDate) },
  { label: 'Clinic', value: (c) => c.pemeClinic },
  { label: 'Status', value: (c) => c.pemeRecommendation },
  { label: 'Consent', value: (c) => c.consent },
  { label: 'Bank', value: (c) => c.bankName },
  { label: 'Account No.', value: (c) => c.accountNumber },
  { label: 'Ex-Vessel', value: (c) => c.exVessel },
];

/** 001 §2.6 page 2: the recommendation form's eight numbered sections, in order (field: label). */
export const RECOMMENDATION_SECTIONS = {
  assessment: 'Assessment',
  usVisa: 'US Visa',
  allotment: 'Allotment Arrangement',
  workingGears: 'Working Gears',
  trainingDepartment: 'Training Department',
  pdosBriefing: 'PDOS Briefing',
  documentation: 'Documentation',
  crewingOfficer: 'Crewing Officer',
} as const;
/** The sections in print order, numbered from 1 as on the form. */
export const recommendationSections = () =>
  (Object.entries(RECOMMENDATION_SECTIONS) as Array<[RecommendationSection, string]>).map(([field, label], i) => ({
    field,
    label,
    no: i + 1,
  }));
export type RecommendationSection = keyof typeof RECOMMENDATION_SECTIONS;

const section = (label: string) => field.textarea(label, { max: 2000 });

/**
 * The checklist's recommendation form (001 §2.6 page 2), one per vessel and rank the crew is
 * prepared for: the legacy printed it blank; here it saves.
 */
export const checklistRecommendationFamily = defineRecordFamily({
  name: 'checklist-recommendation',
  title: 'Checklist Recommendation',
  singular: 'Recommendation Form',
  permissions,
  fields: {
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    rankId: field.key('Rank', 'rank', { column: true }),
    // The eight sections as numbered on the printed form, from the one list of them above.
    ...Object.fromEntries(recommendationSections().map((s) => [s.field, section(`${s.no}. ${s.label}`)])),
  },
  rules: rule.unique(['vesselId', 'rankId'], 'There is already a recommendation form for this vessel and rank', {
    empty: true,
    on: 'vesselId',
  }),
});

/** A checklist row's initial and final remarks (001 §2.6), kept per row key ('document:47', 'medical:3', 'pcr:initial'). */
export const checklistRemarkFamily = defineRecordFamily({
  name: 'checklist-remark',
  title: 'Checklist Remarks',
  singular: 'Checklist Remark',
  permissions,
  fields: {
    rowKey: field.text('Row', { required: true, column: true, max: 60 }),
    initialRemarks: field.text('Initial Remarks', { column: true, max: 300 }),
    finalRemarks: field.text('Final Remarks', { column: true, max: 300 }),
  },
  rules: rule.unique('rowKey', 'This row already has remarks: edit them'),
});
