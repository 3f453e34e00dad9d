import type { ColumnType } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The vessel area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface VesselTables {
  vessel_records: VesselRecordsTable;
  vessel_record_files: VesselRecordFilesTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends VesselTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    vessel_record: true;
  }
}

/** Issue 10: a vessel's records (documents, flags, ECDIS, visitation, rank salaries), as crew_records. */
export interface VesselRecordsTable {
  id: number;
  vessel_id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

export interface VesselRecordFilesTable {
  file_id: string;
  record_id: number;
  vessel_id: number;
  family: string;
}
