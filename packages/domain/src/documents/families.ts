import { defineRecordFamily } from '../records/family.js';
import { field } from '../records/fields.js';
import { order, rule } from '../records/rules.js';
import { CERTIFICATE_TYPES, MEDICAL_RESULTS } from './catalog.js';

const read = 'crew-change.read' as const;
const manage = 'documents.manage' as const;
const permissions = { read, manage };

/** One scanned copy per version: a PDF or an image, 600,000 bytes at most (002 §9 preview limit). */
const scan = () => field.files('File', 'attachment', { column: true, max: 1 });
const expiresAfterIssue = rule.inOrder('issuedDate', 'expiryDate', 'The expiry date cannot be before the issue date');

/**
 * 002 §2 crew-document/index and document/documentlist: passports, seaman's books, visas, SIDs.
 * Each upload of a document is a version; the current one is the latest issued (002 §4).
 */
export const crewDocumentFamily = defineRecordFamily({
  name: 'crew-document',
  title: 'Documents',
  singular: 'Document',
  permissions,
  fields: {
    documentId: field.key('Document', 'document:document', { required: true, column: true }),
    number: field.text('Document No.', { column: true, max: 60 }),
    issuedDate: field.date('Date Issued', { column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    issuedPlace: field.text('Place of Issue', { column: true, max: 100 }),
    remarks: field.textarea('Remarks', { max: 1000 }),
    file: scan(),
  },
  rules: expiresAfterIssue,
  sort: order.newest('issuedDate'),
  versionsOf: 'documentId',
});

const certificateTypes = CERTIFICATE_TYPES.map((t) => ({ value: String(t.id), label: `${t.id} — ${t.name}` }));

/** 002 §2 crew-document/certificate and document/certificatelist, with the 13 certificate types of 002 §9. */
export const crewCertificateFamily = defineRecordFamily({
  name: 'crew-certificate',
  title: 'Certificates',
  singular: 'Certificate',
  permissions,
  fields: {
    documentId: field.key('Certificate', 'document:certificate', { required: true, column: true }),
    certificateType: field.choice('Certificate Type', certificateTypes, { required: true, column: true }),
    number: field.text('Certificate No.', { column: true, max: 60 }),
    issuedDate: field.date('Date Issued', { column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    issuedBy: field.text('Issued By / Training Center', { max: 150 }),
    purpose: field.text('Purpose', { max: 200 }),
    file: scan(),
  },
  rules: rule.all(
    expiresAfterIssue,
    rule.needs(
      'purpose',
      (r) => CERTIFICATE_TYPES.find((t) => String(t.id) === r.certificateType)?.purpose === true,
      'State the purpose of this certificate type',
    ),
  ),
  sort: order.newest('issuedDate'),
  versionsOf: 'documentId',
});

/** 002 §2 document/licenses: national licenses (MARINA, PRC...). */
export const crewLicenseFamily = defineRecordFamily({
  name: 'crew-license',
  title: 'Licenses',
  singular: 'License',
  permissions,
  fields: {
    documentId: field.key('License', 'document:license', { required: true, column: true }),
    number: field.text('License No.', { column: true, max: 60 }),
    issuedDate: field.date('Date Issued', { column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    issuedBy: field.text('Issued By', { column: true, max: 150 }),
    file: scan(),
  },
  rules: expiresAfterIssue,
  sort: order.newest('issuedDate'),
  versionsOf: 'documentId',
});

/** 002 §2 crew-document/medical: PEME and post-medicals (000 §2 Biodata 7. latest premed and postmed). */
export const crewMedicalFamily = defineRecordFamily({
  name: 'crew-medical',
  title: 'Medical',
  singular: 'Medical',
  permissions,
  fields: {
    medicalId: field.key('Medical', 'medical', { required: true, column: true }),
    clinicId: field.key('Clinic', 'clinic', { column: true }),
    examDate: field.date('Fitness Date', { required: true, column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    result: field.choice('Result', MEDICAL_RESULTS, { required: true, column: true }),
    recommendation: field.text('Recommendation', { max: 300 }),
    file: scan(),
  },
  rules: rule.inOrder('examDate', 'expiryDate', 'The expiry date cannot be before the fitness date'),
  sort: order.newest('examDate'),
  versionsOf: 'medicalId',
});

/** 002 §2 document/flagrequirements: the documents a vessel's flag state requires (flag seaman's books, licenses). */
export const flagRequirementFamily = defineRecordFamily({
  name: 'flag-requirement',
  title: 'Flag Requirements',
  singular: 'Flag Requirement',
  permissions,
  fields: {
    flagId: field.key('Flag', 'flag', { required: true, column: true }),
    documentId: field.key('Document', 'document:flag', { required: true, column: true }),
    number: field.text('Document No.', { column: true, max: 60 }),
    issuedDate: field.date('Date Issued', { column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    file: scan(),
  },
  rules: expiresAfterIssue,
  sort: order.newest('issuedDate'),
  versionsOf: 'documentId',
});

/** 002 §2 document/medicaldocuments: medical papers that are not the medical exam (drug and alcohol tests...). */
export const medicalDocumentFamily = defineRecordFamily({
  name: 'medical-document',
  title: 'Medical Documents',
  singular: 'Medical Document',
  permissions,
  fields: {
    documentId: field.key('Document', 'document:medical-document', { required: true, column: true }),
    number: field.text('Document No.', { column: true, max: 60 }),
    issuedDate: field.date('Date Issued', { column: true }),
    expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
    remarks: field.textarea('Remarks', { max: 1000 }),
    file: scan(),
  },
  rules: expiresAfterIssue,
  sort: order.newest('issuedDate'),
  versionsOf: 'documentId',
});
