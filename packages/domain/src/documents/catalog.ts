import { choices, labelled } from '../records/rules.js';

/**
 * The document master list's categories: which crew screen a document type belongs to (002 §2
 * crew-document and document groups). A key field names `document:certificate` to offer and
 * accept only that category's documents.
 */
export const DOCUMENT_CATEGORY_LABELS = {
  document: 'Document',
  certificate: 'Certificate',
  license: 'License',
  flag: 'Flag Requirement',
  'medical-document': 'Medical Document',
  vaccine: 'International Vaccine',
} as const;
export type DocumentCategory = keyof typeof DOCUMENT_CATEGORY_LABELS;
/** The categories as choices, in the order above. */
export const DOCUMENT_CATEGORIES = labelled(DOCUMENT_CATEGORY_LABELS) as Array<{
  value: DocumentCategory;
  label: string;
}>;

/**
 * 002 §9: certificate document types 1 to 13, each with flags for seaman book, purpose and
 * header (the legacy kept them as constants). Default type: 1. `header` types print as a
 * section header row on the checklist's page 2; `seamanBook` ones are endorsed in the seaman's
 * book; `purpose` ones ask what the certificate is for.
 */
export const CERTIFICATE_TYPES = [
  { id: 1, name: 'STCW BASIC TRAINING', seamanBook: true, purpose: false, header: false },
  { id: 2, name: 'STCW ADVANCED TRAINING', seamanBook: true, purpose: false, header: false },
  { id: 3, name: 'CERTIFICATE OF COMPETENCY', seamanBook: true, purpose: false, header: true },
  { id: 4, name: 'CERTIFICATE OF PROFICIENCY', seamanBook: true, purpose: false, header: true },
  { id: 5, name: 'ENDORSEMENT', seamanBook: true, purpose: true, header: false },
  { id: 6, name: 'FLAG STATE CERTIFICATE', seamanBook: false, purpose: true, header: true },
  { id: 7, name: 'VESSEL TYPE SPECIFIC TRAINING', seamanBook: false, purpose: false, header: false },
  { id: 8, name: 'COMPANY TRAINING', seamanBook: false, purpose: false, header: false },
  { id: 9, name: 'PRINCIPAL REQUIRED TRAINING', seamanBook: false, purpose: true, header: false },
  { id: 10, name: 'NATIONAL CERTIFICATE (TESDA)', seamanBook: false, purpose: false, header: false },
  { id: 11, name: 'SECURITY TRAINING', seamanBook: true, purpose: false, header: false },
  { id: 12, name: 'MEDICAL TRAINING', seamanBook: true, purpose: false, header: false },
  { id: 13, name: 'OTHER CERTIFICATE', seamanBook: false, purpose: true, header: false },
] as const;
export const DEFAULT_CERTIFICATE_TYPE = 1;

/** 002 §9: the document ids that are passports (the checklist's passport / seaman's book holder row). */
export const PASSPORT_DOCUMENT_IDS: readonly number[] = [47, 269];

/** Medical results (crew medicals and the checklist's PEME recommendation). */
export const MEDICAL_RESULTS = choices('FIT', 'UNFIT', 'PENDING');

/** Which record families hold documents with expiry dates (each versioned: `versionsOf` and `sort` say how). */
export const EXPIRING_FAMILIES = [
  { family: 'crew-document', label: 'Document' },
  { family: 'crew-certificate', label: 'Certificate' },
  { family: 'crew-license', label: 'License' },
  { family: 'crew-medical', label: 'Medical' },
  { family: 'flag-requirement', label: 'Flag Requirement' },
  { family: 'medical-document', label: 'Medical Document' },
  { family: 'international-vaccine', label: 'Vaccine' },
] as const;
export type ExpiringFamily = (typeof EXPIRING_FAMILIES)[number]['family'];
