import type { Generated } from 'kysely';

/**
 * The documents area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface DocumentsTables {
  crew_documents: CrewDocumentsTable;
  documents: DocumentsTable;
  document_requirements: DocumentRequirementsTable;
  expiry_alerts: ExpiryAlertsTable;
  current_documents: CurrentDocumentsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends DocumentsTables {}
}

export interface CrewDocumentsTable {
  crew_id: number;
  doc_code: string;
  number: string | null;
  issued_date: string | null;
  expiry_date: string | null;
}

/** Issue 9: the document master list (002 §7 documents). */
export interface DocumentsTable {
  id: number;
  version: number;
  active: Generated<boolean>;
  name: string;
  code: string | null;
  category: string;
  has_expiry: boolean | null;
  sort_order: number | null;
}

/** Which documents a rank or a flag requires (the document matrix). */
export interface DocumentRequirementsTable {
  owner: 'rank' | 'flag';
  owner_id: number;
  document_id: number;
  mandatory: boolean;
}

/** An expiry alert the daily job fired, once per record, window and expiry date. */
export interface ExpiryAlertsTable {
  alert_key: string;
  crew_id: number;
  family: string;
  record_id: number;
  document: string;
  expiry_date: string;
  alert_window: string;
  contract_end: string | null;
  fired_on: string;
}

/** Issue 32: the current version of each document a crew holds, in the families that expire (migration 0056). */
export interface CurrentDocumentsTable {
  record_id: number;
  crew_id: number;
  family: string;
  group_id: string | null;
  expiry_date: string | null;
}
