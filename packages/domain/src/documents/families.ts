import { defineRecordFamily, type RecordFamilyDefinition, type RecordRule } from '../records/family.js';
import { field, type FieldSpec } from '../records/fields.js';
import { order, rule } from '../records/rules.js';
import { CERTIFICATE_TYPES, MEDICAL_RESULTS, type DocumentCategory } from './catalog.js';
import { crewDocuments } from './permissions.js';

const permissions = crewDocuments;

/** One scanned copy per version: a PDF or an image, 600,000 bytes at most (002 §9 preview limit). */
const scan = () => field.files('File', 'attachment', { column: true, max: 1 });
const expiresAfterIssue = rule.inOrder('issuedDate', 'expiryDate', 'The expiry date cannot be before the issue date');

/**
 * A crew document kept in versions (a passport renewed, a certificate reissued): the master list's
 * document (`documentId`, with the family's own fields in `head`), its number, issue and expiry
 * dates, the family's further fields in `tail`, one scan. The current version is the latest issued
 * (002 §4); the expiry cannot be before the issue.
 */
function issuedDocumentFamily<N extends string>({
  head,
  numberLabel,
  tail = {},
  rules,
  ...def
}: Pick<RecordFamilyDefinition, 'title' | 'singular'> & {
  name: N;
  head: Record<string, FieldSpec>;
  numberLabel: string;
  tail?: Record<string, FieldSpec>;
  rules?: RecordRule;
}) {
  return defineRecordFamily({
    ...def,
    permissions,
    fields: {
      ...head,
      number: field.text(numberLabel, { column: true, max: 60 }),
      issuedDate: field.date('Date Issued', { column: true }),
      expiryDate: field.date('Expiry Date', { column: true, expiry: true }),
      ...tail,
      file: scan(),
    },
    rules: rules ? rule.all(expiresAfterIssue, rules) : expiresAfterIssue,
    sort: order.newest('issuedDate'),
    versionsOf: 'documentId',
  });
}

/** A family's master-list document, of one category (`document:certificate`). */
const documentKey = (label: string, category: DocumentCategory) =>
  field.key(label, `document:${category}`, { required: true, column: true });

/**
 * 002 §2 crew-document/index and document/documentlist: passports, seaman's books, visas, SIDs.
 * Each upload of a document is a version; the current one is the latest issued (002 §4).
 */
export const crewDocumentFamily = issuedDocumentFamily({
  name: 'crew-document',
  title: 'Documents',
  singular: 'Document',
  head: { documentId: documentKey('Document', 'document') },
  numberLabel: 'Document No.',
  tail: {
    issuedPlace: field.text('Place of Issue', { column: true, max: 100 }),
    remarks: field.textarea('Remarks', { max: 1000 }),
  },
});

const certificateTypes = CERTIFICATE_TYPES.map((t) => ({ value: String(t.id), label: `${t.id} — ${t.name}` }));

/** 002 §2 crew-document/certificate and document/certificatelist, with the 13 certificate types of 002 §9. */
export const crewCertificateFamily = issuedDocumentFamily({
  name: 'crew-certificate',
  title: 'Certificates',
  singular: 'Certificate',
  head: {
    documentId: documentKey('Certificate', 'certificate'),
    certificateType: field.choice('Certificate Type', certificateTypes, { required: true, column: true }),
  },
  numberLabel: 'Certificate No.',
  tail: {
    issuedBy: field.text('Issued By / Training Center', { max: 150 }),
    purpose: field.text('Purpose', { max: 200 }),
  },
  rules: rule.needs(
    'purpose',
    (r) => CERTIFICATE_TYPES.find((t) => String(t.id) === r.certificateType)?.purpose === true,
    'State the purpose of this certificate type',
  ),
});

/** 002 §2 document/licenses: national licenses (MARINA, PRC...). */
export const crewLicenseFamily = issuedDocumentFamily({
  name: 'crew-license',
  title: 'Licenses',
  singular: 'License',
  head: { documentId: documentKey('License', 'license') },
  numberLabel: 'License No.',
  tail: { issuedBy: field.text('Issued By', { column: true, max: 150 }) },
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
export const flagRequirementFamily = issuedDocumentFamily({
  name: 'flag-requirement',
  title: 'Flag Requirements',
  singular: 'Flag Requirement',
  head: {
    flagId: field.key('Flag', 'flag', { required: true, column: true }),
    documentId: documentKey('Document', 'flag'),
  },
  numberLabel: 'Document No.',
});

/** 002 §2 document/medicaldocuments: medical papers that are not the medical exam (drug and alcohol tests...). */
export const medicalDocumentFamily = issuedDocumentFamily({
  name: 'medical-document',
  title: 'Medical Documents',
  singular: 'Medical Document',
  head: { documentId: documentKey('Document', 'medical-document') },
  numberLabel: 'Document No.',
  tail: { remarks: field.textarea('Remarks', { max: 1000 }) },
});
