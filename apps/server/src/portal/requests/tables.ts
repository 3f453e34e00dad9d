import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../platform/db/schema.js';

/** Issue 29 §2: the seafarers' requests (migration 0048), merged into the one `DB` type below. */
export interface PortalRequestTables {
  portal_requests: PortalRequestsTable;
}

declare module '../../platform/db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one DB type, as areas' tables.ts
  interface DB extends PortalRequestTables {}
}

declare module '../../shared/ids.js' {
  interface IdSequences {
    portal_request: true;
  }
}

/** A renewal's number and dates, or a correction's wanted value (`text`). */
export interface RequestValue {
  number?: string | null;
  issuedDate?: string | null;
  expiryDate?: string;
  text?: string;
}

/** One row per request (inline read model of `seafarer-request-{id}`): the review queue and his own list. */
export interface PortalRequestsTable {
  id: number;
  crew_id: number;
  account_id: number;
  kind: 'document' | 'correction';
  status: 'pending' | 'approved' | 'rejected';
  /** A renewal: the family and the current version it renews, and the document's name. */
  family: string | null;
  record_id: number | null;
  document_name: string | null;
  /** A correction: the 201 field. */
  field: string | null;
  /** What the queue names it by: the document's name, or the field's label. */
  label: string;
  /** A renewal's number and dates, or the correction's wanted value. */
  value: ColumnType<RequestValue, string, string>;
  file_id: string | null;
  file_name: string | null;
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
  reason: string | null;
  version: number;
  updated_at: Timestamp;
}
