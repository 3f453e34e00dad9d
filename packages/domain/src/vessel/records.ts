import { defineRecordFamily, ownerFamilies } from '../records/family.js';
import { field } from '../records/fields.js';
import { order, rule } from '../records/rules.js';

const read = 'vessel.read' as const;
const manage = 'vessel.manage' as const;
/** 000 §6: Flag History, Specification and ECDIS are for JES or DSS, read and written. */
const technical = { read: 'vessel.technical', manage: 'vessel.technical' } as const;

/** 002 §3 vessel document (document_id) with versions: a renewed certificate is a new version (002 §4). */
export const vesselDocumentFamily = defineRecordFamily({
  name: 'vessel-document',
  title: 'Documents',
  singular: 'Vessel Document',
  permissions: { read, manage },
  fields: {
    documentId: field.key('Document', 'vessel-document', { required: true, column: true }),
    number: field.text('Document No.', { column: true, max: 60 }),
    issueDate: field.date('Date Issued', { required: true, column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    remarks: field.text('Remarks', { max: 300 }),
    attachments: field.files('File', 'pdf', { column: true, max: 1 }),
  },
  rules: rule.inOrder('issueDate', 'expiryDate', 'Expires before it was issued'),
  sort: order.newest('issueDate'),
  versionsOf: 'documentId',
});

/** 002 §3 vessel flag: the flags the vessel flew, newest first. */
export const vesselFlagFamily = defineRecordFamily({
  name: 'vessel-flag',
  title: 'Flag History',
  singular: 'Flag',
  permissions: technical,
  fields: {
    flagId: field.key('Flag', 'flag', { required: true, column: true }),
    dateFrom: field.date('Date From', { required: true, column: true }),
    dateTo: field.date('Date To', { column: true }),
    portId: field.key('Port of Registry', 'port', { column: true }),
    remarks: field.text('Remarks', { column: true, max: 300 }),
  },
  rules: rule.inOrder('dateFrom', 'dateTo', 'Date To is before Date From'),
  sort: order.newest('dateFrom'),
});

/** The vessel's specification (one per vessel): the particulars crewing and JES read. */
export const vesselSpecificationFamily = defineRecordFamily({
  name: 'vessel-specification',
  title: 'Specification',
  singular: 'Specification',
  single: true,
  permissions: technical,
  fields: {
    imoNo: field.text('IMO No.', { column: true, max: 20 }),
    callSign: field.text('Call Sign', { column: true, max: 20 }),
    mmsi: field.text('MMSI', { column: true, max: 20 }),
    builder: field.text('Builder', { column: true, max: 150 }),
    yearBuilt: field.number('Year Built', { column: true, int: true, min: 1900, max: 2100 }),
    lengthOverall: field.number('Length Overall (m)', { max: 500 }),
    breadth: field.number('Breadth (m)', { max: 100 }),
    depth: field.number('Depth (m)', { max: 100 }),
    mainEngine: field.text('Main Engine', { column: true, max: 150 }),
    enginePower: field.number('Engine Power (kW)', { column: true, max: 200_000 }),
    serviceSpeed: field.number('Service Speed (knots)', { max: 60 }),
    classSociety: field.text('Class Society', { max: 100 }),
    ums: field.flag('UMS'),
  },
});

/** 002 §7 Vessel ECDIS: list, add, update, delete. */
export const vesselEcdisFamily = defineRecordFamily({
  name: 'vessel-ecdis',
  title: 'ECDIS',
  singular: 'ECDIS',
  permissions: technical,
  fields: {
    ecdisId: field.key('ECDIS', 'ecdis', { required: true, column: true }),
    serialNo: field.text('Serial No.', { column: true, max: 60 }),
    installedDate: field.date('Date Installed', { required: true, column: true }),
    softwareVersion: field.text('Software Version', { column: true, max: 60 }),
    remarks: field.text('Remarks', { max: 300 }),
  },
  sort: order.newest('installedDate'),
});

/** 000 §2 Vessel Visitation, saved for real: date, port, remarks and a file. */
export const vesselVisitationFamily = defineRecordFamily({
  name: 'vessel-visitation',
  title: 'Visitation',
  singular: 'Visitation',
  permissions: { read, manage },
  fields: {
    visitDate: field.date('Date', { required: true, column: true }),
    portId: field.key('Port', 'port', { required: true, column: true }),
    remarks: field.textarea('Remarks', { column: true, max: 1000 }),
    attachments: field.files('File', 'attachment', { column: true }),
  },
  sort: order.newest('visitDate'),
});

/** 002 §3 vessel rank salary (rank_id, vessel_id): one salary per rank on the vessel. */
export const vesselRankSalaryFamily = defineRecordFamily({
  name: 'vessel-rank-salary',
  title: 'Salary Matrix',
  singular: 'Rank Salary',
  permissions: { read, manage },
  fields: {
    rankId: field.key('Rank', 'rank', { required: true, column: true }),
    basicSalary: field.number('Basic Salary (USD)', { required: true, column: true, max: 1_000_000 }),
    overtime: field.number('Fixed Overtime (USD)', { column: true, max: 1_000_000 }),
    leavePay: field.number('Leave Pay (USD)', { column: true, max: 1_000_000 }),
    allowance: field.number('Allowance (USD)', { column: true, max: 1_000_000 }),
    effectiveDate: field.date('Effective Date', { column: true }),
  },
  rules: rule.unique('rankId', 'This rank already has a salary on this vessel'),
  sort: order.ascending('rankId'),
});

/** A vessel's record families (002 §3 vessel records), kept on the vessel's stream; `rankSalary` and so on. */
export const [VESSEL_RECORD_FAMILIES, VESSEL_RECORD_FAMILIES_BY_NAME] = ownerFamilies('vessel-', [
  vesselDocumentFamily,
  vesselFlagFamily,
  vesselSpecificationFamily,
  vesselEcdisFamily,
  vesselVisitationFamily,
  vesselRankSalaryFamily,
]);

export type VesselRecordFamilyKey = keyof typeof VESSEL_RECORD_FAMILIES;
