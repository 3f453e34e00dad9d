import {
  CREW_RECORD_FAMILIES,
  STAFF_RECORD_FAMILIES,
  VESSEL_RECORD_FAMILIES,
  type FieldInput,
  type RecordFamily,
} from '@crewing/domain';

/** Ids a sample input may name: real rows where a test has them, unknown ones otherwise. */
export interface SampleIds {
  userId: number;
  fleetId: number;
  vesselId: number;
  crewId: number;
  crewChangeId: number;
  batchId: number;
}

const at = () => Date.now().toString(36);

/** A record that passes its family's schema (not necessarily its rules or facts): every required field filled. */
function sampleFields(family: RecordFamily): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(family.fields)) {
    if (!f.required) continue;
    const byInput: Record<FieldInput, unknown> = {
      text: 'SAMPLE',
      textarea: 'SAMPLE TEXT',
      date: '2026-01-15',
      number: Math.max(f.min ?? 0, 1),
      money: '1000.00',
      key: 1,
      record: 1,
      choice: f.options?.[0]?.value,
      flag: true,
      psgc: '1300000000',
      // A required file list needs one (its facts then refuse a file that is not the actor's own upload).
      files: [{ fileId: '00000000-0000-4000-8000-0000000000f1' }],
    };
    out[name] = byInput[f.input];
  }
  return out;
}

/** The record pattern's four procedures for every crew record family (issue 8). */
const recordSamples = Object.fromEntries(
  // Debriefing records are served by the debriefing area (debriefingSamples).
  Object.entries(CREW_RECORD_FAMILIES)
    .filter(([key]) => key !== 'debriefingRecord')
    .flatMap(([key, family]) => [
      [`crew.records.${key}.list`, (i: SampleIds) => ({ crewId: i.crewId })],
      [`crew.records.${key}.add`, (i: SampleIds) => ({ crewId: i.crewId, fields: sampleFields(family) })],
      [
        `crew.records.${key}.update`,
        (i: SampleIds) => ({ crewId: i.crewId, recordId: 1, changes: sampleFields(family) }),
      ],
      [`crew.records.${key}.remove`, (i: SampleIds) => ({ crewId: i.crewId, recordId: 1 })],
    ]),
) as Record<string, (ids: SampleIds) => unknown>;

/** Issue 13: debriefing records and remarks, debriefings, top management. */
const DEBRIEFING_FIELDS = {
  dateSubmitted: '2026-01-15',
  crewChangeId: 1,
  review: true,
  availabilityDate: '2026-02-01',
};
const REMARK = '00000000-0000-4000-8000-000000000001';
const debriefingSamples: Record<string, (ids: SampleIds) => unknown> = {
  'debriefing.records.list': (i) => ({ crewId: i.crewId }),
  'debriefing.records.experiences': (i) => ({ crewId: i.crewId }),
  'debriefing.records.add': (i) => ({ crewId: i.crewId, fields: DEBRIEFING_FIELDS }),
  'debriefing.records.update': (i) => ({ crewId: i.crewId, recordId: 1, changes: { review: false } }),
  'debriefing.records.remove': (i) => ({ crewId: i.crewId, recordId: 1 }),
  'debriefing.remarks.byCrew': (i) => ({ crewId: i.crewId }),
  'debriefing.remarks.add': (i) => ({ crewId: i.crewId, debriefingRecordId: 1, remarks: 'AVAILABLE BY MARCH' }),
  'debriefing.remarks.update': () => ({ debriefingRecordId: 1, remarkId: REMARK, remarks: 'AVAILABLE BY APRIL' }),
  'debriefing.remarks.remove': () => ({ debriefingRecordId: 1, remarkId: REMARK }),
  'debriefing.print.start': (i) => ({ id: i.crewChangeId }),
  'debriefing.print.status': () => ({ jobId: 'no-such-job' }),
  'debriefing.due': () => ({}),
  'debriefing.get': (i) => ({ id: i.crewChangeId }),
  'debriefing.queue': () => ({ status: 'FOR REVIEW' }),
  'debriefing.start': (i) => ({ crewChangeId: i.crewChangeId }),
  'debriefing.save': (i) => ({
    id: i.crewChangeId,
    form: { forReview: true, sections: { '3': { remarks: 'NO INCIDENTS' } } },
  }),
  'debriefing.addTraining': (i) => ({ id: i.crewChangeId, training: { courseId: 1 } }),
  'debriefing.cancelTraining': (i) => ({ id: i.crewChangeId, endorsementId: 1 }),
  'debriefing.endorse': (i) => ({ id: i.crewChangeId }),
  'debriefing.remove': (i) => ({ id: i.crewChangeId }),
  'debriefing.topManagement.list': () => ({}),
  'debriefing.topManagement.decide': (i) => ({
    id: i.crewChangeId,
    decision: { decision: 'NOTED', remarks: 'NOTED BY GM' },
  }),
};

/** Issue 10: the vessel record families, the vessel and the master data settings. */
const vesselRecordSamples = Object.fromEntries(
  Object.entries(VESSEL_RECORD_FAMILIES).flatMap(([key, family]) => [
    [`vessel.records.${key}.list`, (i: SampleIds) => ({ vesselId: i.vesselId })],
    [`vessel.records.${key}.add`, (i: SampleIds) => ({ vesselId: i.vesselId, fields: sampleFields(family) })],
    [
      `vessel.records.${key}.update`,
      (i: SampleIds) => ({ vesselId: i.vesselId, recordId: 1, changes: sampleFields(family) }),
    ],
    [`vessel.records.${key}.remove`, (i: SampleIds) => ({ vesselId: i.vesselId, recordId: 1 })],
  ]),
) as Record<string, (ids: SampleIds) => unknown>;

const vesselSamples: Record<string, (ids: SampleIds) => unknown> = {
  ...vesselRecordSamples,
  'vessel.list': () => ({}),
  'vessel.get': (i) => ({ id: i.vesselId }),
  'vessel.history': (i) => ({ vesselId: i.vesselId, family: 'vessel-flag' }),
  'vessel.add': (i) => ({
    fields: { name: `SAMPLE ${at()}`, code: `S${at()}`.slice(0, 20), fleetId: i.fleetId, vesselTypeId: 2 },
  }),
  'vessel.update': (i) => ({ id: i.vesselId, changes: { classification: `C${at()}` } }),
  'vessel.setStatus': (i) => ({ id: i.vesselId, active: true }),
  'vessel.setImage': (i) => ({ vesselId: i.vesselId, fileId: crypto.randomUUID() }),
  'vessel.deleteImage': (i) => ({ vesselId: i.vesselId }),
  'masterData.settings.list': () => ({ setting: 'port' }),
  'masterData.settings.get': () => ({ setting: 'port', id: 1 }),
  'masterData.settings.create': () => ({ setting: 'port', fields: { name: `PORT ${at()}`, country: 'ITALY' } }),
  'masterData.settings.update': () => ({ setting: 'port', id: 1, changes: { country: `C${at()}` } }),
  'masterData.settings.setStatus': () => ({ setting: 'port', id: 1, active: true }),
  'masterData.settings.remove': () => ({ setting: 'port', id: 1_000_000 }),
  'masterData.settings.lifeBoatVessels': () => ({ id: 1 }),
  'masterData.settings.addLifeBoatVessel': (i) => ({ id: 1, vesselId: i.vesselId }),
  'masterData.settings.removeLifeBoatVessel': (i) => ({ id: 1, vesselId: i.vesselId }),
  'masterData.settings.rankSalaries': () => ({ rankId: 1 }),
};

/**
 * An input that passes validation for every procedure of the router. The permission matrix and
 * the fuzz test both start from it; a procedure without a sample fails both, so none ships
 * unchecked.
 */
/** Issue 14: the staff database, a staff member's cards and records (the staff member is the plain user). */
const staffSamples: Record<string, (ids: SampleIds) => unknown> = {
  ...Object.fromEntries(
    Object.entries(STAFF_RECORD_FAMILIES).flatMap(([key, family]) => [
      [`staff.records.${key}.list`, (i: SampleIds) => ({ userId: i.userId })],
      [`staff.records.${key}.add`, (i: SampleIds) => ({ userId: i.userId, fields: sampleFields(family) })],
      [
        `staff.records.${key}.update`,
        (i: SampleIds) => ({ userId: i.userId, recordId: 1, changes: sampleFields(family) }),
      ],
      [`staff.records.${key}.remove`, (i: SampleIds) => ({ userId: i.userId, recordId: 1 })],
    ]),
  ),
  'staff.list': () => ({}),
  'staff.create': () => ({
    username: `st${at()}`,
    password: 'Long-Enough-1',
    confirmPassword: 'Long-Enough-1',
    employeeId: `S${at()}`,
    firstName: 'a',
    lastName: 'b',
    male: 1,
    status: 1,
    userTypeId: 2,
    departmentId: 7,
  }),
  'staff.get': (i) => ({ id: i.userId }),
  'staff.updatePersonal': (i) => ({ userId: i.userId, changes: { birthplace: `P${at()}` } }),
  'staff.updateEmployee': (i) => ({ userId: i.userId, changes: { dateHired: '2020-01-0' + (1 + (Date.now() % 9)) } }),
  'staff.updateAgencyNumber': (i) => ({
    userId: i.userId,
    agency: 'SSS',
    number: `34-${String(Date.now()).slice(-7)}-8`,
  }),
  'staff.setImage': (i) => ({ userId: i.userId, fileId: crypto.randomUUID() }),
  'staff.deleteImage': (i) => ({ userId: i.userId }),
  'staff.history': (i) => ({ userId: i.userId }),
  'staff.generateSheet': (i) => ({ userId: i.userId, kind: 'CONSENT' }),
  'staff.sheetStatus': () => ({ jobId: 'no-such-job' }),
};

export const PROCEDURE_SAMPLES: Record<string, (ids: SampleIds) => unknown> = {
  'auth.me': () => undefined,
  'auth.login': () => ({ username: 'nobody', password: 'x' }),
  'auth.logout': () => undefined,
  'auth.resetPassword': () => ({
    currentPassword: 'wrong',
    newPassword: 'Another-Pass-9',
    confirmNewPassword: 'Another-Pass-9',
  }),
  'auth.permissions': () => undefined,
  'companyProfile.get': () => undefined,
  'companyProfile.update': () => ({ changes: { address: `ADDRESS ${at()}` } }),
  'users.list': () => ({}),
  'users.get': (i) => ({ id: i.userId }),
  'users.history': (i) => ({ userId: i.userId }),
  'users.create': () => ({
    username: `new${at()}`,
    password: 'Long-Enough-1',
    confirmPassword: 'Long-Enough-1',
    employeeId: `N${at()}`,
    firstName: 'a',
    lastName: 'b',
    userTypeId: 2,
    departmentId: 2,
  }),
  'users.update': (i) => ({ userId: i.userId, changes: { middleName: `M${at()}` } }),
  'users.resetPassword': (i) => ({ userId: i.userId, password: 'Reset-Pass-99', confirmPassword: 'Reset-Pass-99' }),
  'masterData.keys': () => undefined,
  'psgc.regions': () => undefined,
  'psgc.provinces': () => ({ regionCode: '1400000000' }),
  'psgc.municipalities': () => ({ regionCode: '1400000000', provinceCode: '1401100000' }),
  'psgc.barangays': () => ({ municipalityCode: '1430300000' }),
  'audit.list': () => ({}),
  'audit.recordTypes': () => undefined,
  'reports.staffList': () => ({}),
  'reports.status': () => ({ jobId: 'no-such-job' }),
  'reports.runs': () => undefined,
  'reports.run': () => ({ jobId: 'no-such-run' }),
  'reports.poea.preview': () => ({ report: 'poea-ph', filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' } }),
  'reports.poea.generate': () => ({
    report: 'poea-ph',
    filters: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
    format: 'pdf',
  }),
  'reports.poea.signatories': () => undefined,
  'reports.crew.preview': () => ({ report: 'crew-report', filters: {} }),
  'reports.crew.generate': () => ({ report: 'onboard-list', filters: {}, format: 'xlsx' }),
  'reports.rankStatistics.preview': () => ({ report: 'rank-statistics', filters: {} }),
  'reports.rankStatistics.generate': () => ({ report: 'rank-statistics', filters: {}, format: 'pdf' }),
  'reports.principal.preview': () => ({ report: 'crew-summary-per-principal', filters: {} }),
  'reports.principal.generate': () => ({ report: 'krbs-vessel-type-summary', filters: {}, format: 'xlsx' }),
  'crewChange.board': (i) => ({ fleetId: i.fleetId }),
  'crewChange.rows': (i) => ({ crewChangeIds: [i.crewChangeId] }),
  'crewChange.overdue': (i) => ({ fleetId: i.fleetId }),
  'crewChange.noBatch': (i) => ({ fleetId: i.fleetId }),
  'crewChange.layout': () => ({ board: 'fleet-embarking' }),
  'crewChange.saveLayout': () => ({ board: 'fleet-embarking', columns: [{ colId: 'remarks', width: 240 }] }),
  'documents.embarkRequirements': (i) => ({ crewIds: [i.crewId] }),
  'covidVaccine.byCrew': (i) => ({ crewId: i.crewId }),
  'crewChange.history': (i) => ({ crewChangeId: i.crewChangeId, side: 'embarking', field: 'remarks' }),
  'crewChange.comments': (i) => ({ crewChangeId: i.crewChangeId, side: 'embarking', field: 'remarks' }),
  'crewChange.addComment': (i) => ({ crewChangeId: i.crewChangeId, side: 'embarking', field: 'remarks', comment: 'x' }),
  'crewChange.editComment': (i) => ({ crewChangeId: i.crewChangeId, commentId: crypto.randomUUID(), comment: 'x' }),
  'crewChange.deleteComment': (i) => ({ crewChangeId: i.crewChangeId, commentId: crypto.randomUUID() }),
  'crew.options': (i) => ({ vesselId: i.vesselId }),
  'crew.list': () => ({}),
  'crew.possibleDuplicates': () => ({ lastName: 'DELA CRUZ', firstName: 'JUAN', birthdate: '1990-04-12' }),
  'crew.get': (i) => ({ id: i.crewId }),
  'crew.update': (i) => ({ crewId: i.crewId, changes: { middleName: `M${at()}` } }),
  'crew.history': (i) => ({ crewId: i.crewId }),
  'crew.setPhoto': (i) => ({ crewId: i.crewId, fileId: crypto.randomUUID() }),
  'crew.deletePhoto': (i) => ({ crewId: i.crewId }),
  'crew.experience.inHouse': (i) => ({ crewId: i.crewId }),
  'crew.experience.totals': (i) => ({ crewId: i.crewId }),
  'crew.experience.steps': (i) => ({ crewId: i.crewId }),
  'crew.experience.correct': (i) => ({
    crewId: i.crewId,
    stintNo: 1,
    changes: { embarkDate: '2026-01-15' },
    reason: 'PROBE',
  }),
  'documents.matrix.get': () => ({ owner: 'rank', ownerId: 1 }),
  'documents.matrix.add': () => ({ owner: 'rank', ownerId: 1, documentIds: [1], mandatory: true }),
  'documents.matrix.setMandatory': () => ({ owner: 'rank', ownerId: 1, documentId: 1, mandatory: false }),
  'documents.matrix.remove': () => ({ owner: 'rank', ownerId: 1, documentId: 1 }),
  'documents.checklist.get': (i) => ({ crewId: i.crewId }),
  'documents.checklist.export': (i) => ({ crewId: i.crewId, format: 'pdf' }),
  'documents.checklist.status': () => ({ jobId: 'no-such-job' }),
  'documents.expiring': () => ({ window: 'expired' }),
  'documents.runExpiryAlerts': () => undefined,
  'notifications.list': () => ({}),
  'notifications.unreadCount': () => undefined,
  'notifications.markRead': () => ({ ids: [1] }),
  'crew.biodata.sheet': (i) => ({ crewId: i.crewId, filters: {} }),
  'crew.biodata.generate': (i) => ({ crewId: i.crewId, filters: {} }),
  'crew.biodata.status': () => ({ jobId: 'no-such-job' }),
  'crew.biodata.uploadToCms': (i) => ({ crewId: i.crewId, jobId: 'no-such-job' }),
  // Issue 15: the 201 flags, the Certificate of Employment and crew ID cards.
  'finance.crewStatus': (i) => ({ crewId: i.crewId }),
  'finance.cashAdvances': (i) => ({ crewId: i.crewId, dateFrom: '2026-01-01', dateTo: '2026-01-31' }),
  'finance.coe.preview': (i) => ({ crewId: i.crewId }),
  'finance.coe.generate': (i) => ({
    crewId: i.crewId,
    signatoryName: 'MARIA SANTOS',
    signatoryTitle: 'CREWING MANAGER',
    purpose: 'BANK LOAN',
  }),
  'finance.coe.status': () => ({ jobId: 'no-such-job' }),
  'finance.idCards.generate': (i) => ({ crewIds: [i.crewId] }),
  'finance.idCards.status': () => ({ jobId: 'no-such-job' }),
  ...recordSamples,
  ...vesselSamples,
  'crew.add': () => ({
    applicantNo: `A${at()}`,
    lastName: 'SAMPLE',
    firstName: 'CREW',
    birthdate: '1990-04-12',
    rankId: 1,
  }),
  'crewChange.plan': (i) => ({ vesselId: i.vesselId, rankId: 1, relieverCrewIds: [i.crewId] }),
  'crewChange.addReliever': (i) => ({ crewChangeId: i.crewChangeId, crewId: i.crewId }),
  'crewChange.setPrimaryReliever': (i) => ({ crewChangeId: i.crewChangeId, crewId: i.crewId }),
  'crewChange.cancelEmbarking': (i) => ({ crewChangeId: i.crewChangeId }),
  'crewChange.addReplacement': (i) => ({ crewChangeId: i.crewChangeId, crewId: i.crewId }),
  'crewChange.cancelRank': (i) => ({ crewChangeId: i.crewChangeId }),
  'crewChange.retrieveRank': (i) => ({ crewChangeId: i.crewChangeId }),
  'crewChange.updateEmbarking': (i) => ({ crewChangeId: i.crewChangeId, changes: { remarks: 'x' } }),
  'crewChange.updateDisembarking': (i) => ({ crewChangeId: i.crewChangeId, changes: { remarks: 'x' } }),
  'crewChange.batchEmbarking': (i) => ({ crewChangeIds: [i.crewChangeId], changes: { remarks: 'x' } }),
  'crewChange.batchDisembarking': (i) => ({ crewChangeIds: [i.crewChangeId], changes: { remarks: 'x' } }),
  'crewChange.confirmDate': (i) => ({ crewChangeId: i.crewChangeId, side: 'embarking', field: 'embark_date' }),
  'crewChange.undoConfirmation': (i) => ({ crewChangeId: i.crewChangeId, side: 'embarking', field: 'embark_date' }),
  'crewChange.addDisembarkBatch': (i) => ({ vesselId: i.vesselId, crewChangeIds: [i.crewChangeId] }),
  'crewChange.updateDisembarkBatch': (i) => ({
    vesselId: i.vesselId,
    batchId: i.batchId,
    crewChangeIds: [i.crewChangeId],
  }),
  'planning.vesselPlan': (i) => ({ vesselId: i.vesselId }),
  'planning.rotationPlan': (i) => ({ vesselId: i.vesselId }),
  'planning.monthlyPlan': (i) => ({ fleetId: i.fleetId }),
  'planning.lineUp': (i) => ({ rankId: 1, embarkDate: '2027-01-10', months: 9, vesselId: i.vesselId }),
  'planning.discrepancy': (i) => ({ fleetId: i.fleetId }),
  'planning.setContractDuration': (i) => ({ crewId: i.crewId, months: 6 }),
  'planning.pastBoard': (i) => ({ fleetId: i.fleetId, date: '2026-01-05' }),
  'planning.batchList': (i) => ({ vesselId: i.vesselId }),
  'planning.addBatchRemark': (i) => ({ batchId: i.batchId, vesselId: i.vesselId, remark: 'x' }),
  'planning.updateBatchRemark': (i) => ({
    batchId: i.batchId,
    vesselId: i.vesselId,
    remarkId: crypto.randomUUID(),
    remark: 'y',
  }),
  'planning.deleteBatchRemark': (i) => ({ batchId: i.batchId, vesselId: i.vesselId, remarkId: crypto.randomUUID() }),
  'planning.queue': () => ({}),
  'planning.issueTicket': (i) => ({ crewId: i.crewId, purpose: 'MEDICAL' }),
  'planning.callNext': () => ({ counter: '1' }),
  'planning.finishTicket': () => ({ ticketNo: 1 }),
  'dashboard.summary': () => ({}),
  'dashboard.crews': () => ({ list: 'onboard', scope: 'total' }),
  'dashboard.topManagement': () => ({}),
  ...debriefingSamples,
  ...staffSamples,
};
