import { defineRecordFamily, type Collection } from '../../records/family.js';
import { field } from '../../records/fields.js';
import { labelled, order, rule } from '../../records/rules.js';
import { crewFile } from '../permissions.js';

/** 002 §3 outside experience: every editable field, with the "other ..." free-text fallbacks. */
export const outsideExperienceFamily = defineRecordFamily({
  name: 'outside-experience',
  title: 'Outside Experience',
  singular: 'Outside Experience',
  permissions: crewFile,
  fields: {
    manningId: field.key('Manning', 'manning', { column: true }),
    otherManning: field.text('Other Manning', { max: 150 }),
    vesselName: field.text('Vessel Name', { required: true, column: true, max: 100 }),
    vesselTypeId: field.key('Vessel Type', 'ship-type', { column: true }),
    otherVesselType: field.text('Other Vessel Type', { max: 100 }),
    flagId: field.key('Flag', 'flag'),
    otherFlag: field.text('Other Flag', { max: 100 }),
    rankId: field.key('Rank', 'rank', { column: true }),
    otherRank: field.text('Other Rank', { max: 100 }),
    embarkDate: field.date('Embark Date', { required: true, column: true }),
    disembarkDate: field.date('Disembark Date', { column: true }),
    contractReasonId: field.key('Reason', 'contract-reason', { column: true }),
    otherReason: field.text('Other Reason', { max: 150 }),
    tradeRouteId: field.key('Trade Route', 'trade-route'),
    otherTradeRoute: field.text('Other Trade Route', { max: 100 }),
    cargoKind: field.text('Kind of Cargo', { max: 100 }),
    grossTon: field.number('Gross Tonnage', { max: 1_000_000 }),
    deadWeight: field.number('Dead Weight', { max: 1_000_000 }),
    engineType: field.text('Engine Type', { max: 100 }),
    enginePower: field.number('Engine Power (KW)', { max: 1_000_000 }),
    ums: field.flag('UMS'),
    inmarsat: field.flag('Inmarsat'),
    unionName: field.text('Union', { max: 100 }),
    basicSalary: field.number('Basic Salary', { max: 1_000_000 }),
    overtimeSalary: field.number('Overtime Salary', { max: 1_000_000 }),
    allowance: field.number('Allowance', { max: 1_000_000 }),
    vlp: field.number('VLP', { max: 1_000_000 }),
  },
  rules: rule.all(
    rule.oneOf('manningId', 'otherManning', 'Choose a manning or type it under Other Manning'),
    rule.oneOf('rankId', 'otherRank', 'Choose a rank or type it under Other Rank'),
    rule.inOrder('embarkDate', 'disembarkDate', 'The disembark date cannot be before the embark date'),
  ),
  sort: order.newest('embarkDate'),
});

/** 002 §3 crew comment (with attachments and the commentator list). */
export const commentFamily = defineRecordFamily({
  name: 'comment',
  title: 'Comments',
  singular: 'Comment',
  permissions: crewFile,
  fields: {
    commentDate: field.date('Date', { required: true, column: true }),
    commentatorId: field.key('Commentator', 'commentator', { required: true, column: true }),
    comment: field.textarea('Comment', { required: true, column: true }),
    attachments: field.files('Attachments', 'attachment', { column: true }),
  },
  sort: order.newest('commentDate'),
});

/** 002 §3 incident with attachments; 002 §6: Management, Ops, the admin department and DSS record them. */
export const incidentFamily = defineRecordFamily({
  name: 'incident',
  title: 'Incident/Behaviour',
  singular: 'Incident',
  permissions: { read: crewFile.read, manage: 'incident.manage' },
  fields: {
    incidentDate: field.date('Date of Incident', { required: true, column: true }),
    incidentTypeId: field.key('Incident', 'incident-type', { required: true, column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    description: field.textarea('Description', { required: true, column: true }),
    actionTaken: field.textarea('Action Taken'),
    attachments: field.files('Attachments', 'attachment', { column: true }),
  },
  sort: order.newest('incidentDate'),
});

/** 002 §3 medical incident: issue, incident and hospital files. */
export const medicalIssueFamily = defineRecordFamily({
  name: 'medical-issue',
  title: 'Medical Issues',
  singular: 'Medical Issue',
  permissions: crewFile,
  fields: {
    incidentDate: field.date('Date', { required: true, column: true }),
    medicalIncidentTypeId: field.key('Type', 'medical-incident-type', { required: true, column: true }),
    issue: field.text('Issue', { required: true, column: true, max: 300 }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    hospital: field.text('Hospital / Clinic', { max: 200 }),
    diagnosis: field.textarea('Diagnosis'),
    status: field.choice('Status', labelled({ OPEN: 'Open', CLOSED: 'Closed' }), { column: true }),
    attachments: field.files('Files', 'pdf', { column: true, categories: ['ISSUE', 'INCIDENT', 'HOSPITAL'] }),
  },
  sort: order.newest('incidentDate'),
});

/** 002 §3 P&I (insurance club) case; its total days are the sum of its checkups' days (002 §4). */
export const pandiFamily = defineRecordFamily({
  name: 'pandi',
  title: 'P&I',
  singular: 'P&I Case',
  permissions: crewFile,
  fields: {
    dateReported: field.date('Date Reported', { required: true, column: true }),
    pandiClubId: field.key('P&I Club', 'pandi-club', { required: true, column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    illness: field.text('Illness / Injury', { required: true, column: true, max: 300 }),
    resultId: field.key('Result', 'pandi-result', { column: true }),
    remarks: field.textarea('Remarks'),
    attachments: field.files('Attachments', 'pdf'),
  },
  sort: order.newest('dateReported'),
  derived: {
    from: ['pandi-checkup'],
    values: (_, { recordId, collections }) => ({ totalDays: totalDays(collections['pandi-checkup'], recordId) }),
  },
});

/** A P&I case's total days: the sum of its checkups' days (002 §4). */
const totalDays = (checkups: Collection | undefined, pandiId: number) =>
  Object.values(checkups ?? {})
    .filter((c) => c.pandiId === pandiId)
    .reduce((n, c) => n + Number(c.days ?? 0), 0);

/** A P&I checkup: days counted towards its case's total days (002 §3 pandiCheckups). */
export const pandiCheckupFamily = defineRecordFamily({
  name: 'pandi-checkup',
  title: 'P&I Checkups',
  singular: 'P&I Checkup',
  permissions: crewFile,
  fields: {
    pandiId: field.record('P&I Case', 'pandi', { required: true, column: true }),
    checkupDate: field.date('Checkup Date', { required: true, column: true }),
    days: field.number('Days', { required: true, int: true, min: 0, max: 366, column: true }),
    doctorRecommendationId: field.key('Doctor Recommendation', 'doctor-recommendation', { column: true }),
    resultId: field.key('Result', 'pandi-result', { column: true }),
    remarks: field.textarea('Remarks'),
  },
  sort: order.newest('checkupDate'),
});

/** The Training tab: trainings attended (002 lookup "training"). */
export const trainingFamily = defineRecordFamily({
  name: 'training',
  title: 'Training',
  singular: 'Training',
  permissions: crewFile,
  fields: {
    trainingId: field.key('Training', 'training', { required: true, column: true }),
    trainingCenter: field.text('Training Center', { column: true, max: 150 }),
    dateFrom: field.date('Date From', { required: true, column: true }),
    dateTo: field.date('Date To', { column: true }),
    certificateNo: field.text('Certificate No.', { column: true, max: 60 }),
    remarks: field.textarea('Remarks'),
    attachments: field.files('Certificate', 'pdf'),
  },
  rules: rule.inOrder('dateFrom', 'dateTo', 'Date To cannot be before Date From'),
  sort: order.newest('dateFrom'),
});

/** Others / Certificate: certificates the agency issues to the crew on request (COE and the like). */
export const certificateFamily = defineRecordFamily({
  name: 'certificate',
  title: 'Certificates',
  singular: 'Certificate Request',
  permissions: crewFile,
  fields: {
    certificateTypeId: field.key('Certificate', 'certificate-type', { required: true, column: true }),
    purpose: field.text('Purpose', { required: true, column: true, max: 200 }),
    dateRequested: field.date('Date Requested', { required: true, column: true }),
    dateIssued: field.date('Date Issued', { column: true }),
    remarks: field.textarea('Remarks'),
  },
  rules: rule.inOrder('dateRequested', 'dateIssued', 'The issue date cannot be before the request date'),
  sort: order.newest('dateRequested'),
});

/** Others / Recommendation List: who recommended the crew for which rank (000 §2 Biodata 4. recommended by). */
export const recommendationFamily = defineRecordFamily({
  name: 'recommendation',
  title: 'Recommendations',
  singular: 'Recommendation',
  permissions: crewFile,
  fields: {
    recommendationDate: field.date('Date', { required: true, column: true }),
    rankId: field.key('Recommended Rank', 'rank', { required: true, column: true }),
    vesselId: field.key('Vessel', 'vessel', { column: true }),
    recommendedBy: field.text('Recommended By', { required: true, column: true, max: 150 }),
    status: field.choice('Status', labelled({ PENDING: 'Pending', APPROVED: 'Approved', DISAPPROVED: 'Disapproved' }), {
      required: true,
      column: true,
    }),
    remarks: field.textarea('Remarks'),
  },
  sort: order.newest('recommendationDate'),
});
