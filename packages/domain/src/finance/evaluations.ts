import { defineRecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { choices, order, rule } from '../records/rules.js';
import { crewFile } from '../crew/permissions.js';

/** The grades of an evaluation; the 201 summary shows the latest (issue 15). */
export const GRADES = choices('EXCELLENT', 'VERY GOOD', 'GOOD', 'FAIR', 'POOR');

/** 002 §3 cer_no: cer1 and following (one report per contract month block, up to twelve). */
export const CER_NUMBERS = choices(...Array.from({ length: 12 }, (_, i) => `CER${i + 1}`));

/** 002 §3 crew_change_id as typed on an evaluation: the crew change's number. */
const crewChangeNo = rule.when(
  (r) => !/^\d{1,10}$/.test(String(r.crewChangeId)),
  'crewChangeId',
  'Enter the crew change number (digits)',
);

/**
 * 002 §3 crew evaluation report (CER): the master's evaluation of one contract, per crew change,
 * numbered cer1 and following (one number once per crew change), with its file.
 */
export const cerFamily = defineRecordFamily({
  name: 'cer',
  title: 'Crew Evaluation Reports (CER)',
  singular: 'CER',
  permissions: crewFile,
  fields: {
    crewChangeId: field.text('Crew Change No.', { required: true, max: 12, column: true }),
    cerNo: field.choice('CER No.', CER_NUMBERS, { required: true, column: true }),
    evaluationDate: field.date('Evaluation Date', { required: true, column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    rankId: field.key('Rank', 'rank', { column: true }),
    evaluatedBy: field.text('Evaluated By', { max: 150 }),
    grade: field.choice('Grade', GRADES, { required: true, column: true }),
    recommendedForRehire: field.flag('Recommended for Re-hire', { column: true }),
    remarks: field.textarea('Remarks'),
    files: field.files('CER File', 'pdf', { column: true }),
  },
  rules: rule.all(crewChangeNo, rule.unique(['crewChangeId', 'cerNo'], 'This crew change already has this CER number')),
  sort: order.newest('evaluationDate'),
});

/** 002 §3 company evaluations (per crew change): the office's own evaluation after a contract. */
export const companyEvaluationFamily = defineRecordFamily({
  name: 'company-evaluation',
  title: 'Company Evaluations',
  singular: 'Company Evaluation',
  permissions: crewFile,
  fields: {
    crewChangeId: field.text('Crew Change No.', { required: true, max: 12, column: true }),
    evaluationDate: field.date('Evaluation Date', { required: true, column: true }),
    evaluatedBy: field.text('Evaluated By', { required: true, max: 150, column: true }),
    grade: field.choice('Grade', GRADES, { required: true, column: true }),
    remarks: field.textarea('Remarks'),
    files: field.files('File', 'pdf', { column: true }),
  },
  rules: crewChangeNo,
  sort: order.newest('evaluationDate'),
});

/** 002 §3 crew assessment: assessment, date, technical, attitude, medical, others; attachments. */
export const crewAssessmentFamily = defineRecordFamily({
  name: 'crew-assessment',
  title: 'Crew Assessments',
  singular: 'Crew Assessment',
  permissions: crewFile,
  fields: {
    assessmentDate: field.date('Assessment Date', { required: true, column: true }),
    assessment: field.choice('Assessment', GRADES, { required: true, column: true }),
    technical: field.textarea('Technical', { column: true, max: 2000 }),
    attitude: field.textarea('Attitude', { column: true, max: 2000 }),
    medical: field.textarea('Medical', { max: 2000 }),
    others: field.textarea('Others', { max: 2000 }),
    attachments: field.files('Attachments', 'attachment'),
  },
  sort: order.newest('assessmentDate'),
});

/**
 * 002 §3 crew promotion (document, rank keys, history, file). An onboard promotion is planned
 * for a date (the crew change board's ONBOARD PROMOTION column reads it, 001 §2.2) and may be
 * cancelled (002 §4 "a planned-promotion onboard request can be cancelled").
 */
export const promotionFamily = defineRecordFamily({
  name: 'promotion',
  title: 'Promotions',
  singular: 'Promotion',
  permissions: crewFile,
  fields: {
    fromRankId: field.key('From Rank', 'rank', { required: true, column: true }),
    toRankId: field.key('To Rank', 'rank', { required: true, column: true }),
    documentId: field.key('Document', 'document'),
    onboard: field.flag('Onboard Promotion', { column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    promotionDate: field.date('Promotion Date', { required: true, column: true }),
    status: field.choice('Status', choices('PLANNED', 'PROMOTED', 'CANCELLED'), { required: true, column: true }),
    remarks: field.textarea('Remarks'),
    files: field.files('File', 'pdf'),
  },
  rules: rule.when((r) => r.fromRankId === r.toRankId, 'toRankId', 'The new rank must differ from the present one'),
  sort: order.newest('promotionDate'),
});

/** 002 §2 crew-promotion-checklist: what a crew must comply with before a promotion. */
export const promotionChecklistFamily = defineRecordFamily({
  name: 'promotion-checklist',
  title: 'Promotion Checklist',
  singular: 'Checklist Item',
  permissions: crewFile,
  fields: {
    toRankId: field.key('Promotion To', 'rank', { required: true, column: true }),
    requirement: field.text('Requirement', { required: true, column: true, max: 200 }),
    complied: field.flag('Complied', { column: true }),
    dateComplied: field.date('Date Complied', { column: true }),
    remarks: field.textarea('Remarks', { column: true }),
    files: field.files('File', 'pdf'),
  },
  rules: rule.needs('dateComplied', (r) => r.complied === true, 'A complied item needs its date'),
  sort: order.ascending('toRankId'),
});
