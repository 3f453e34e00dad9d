import type { RecordFilesTable, RecordsTable } from '../records/tables.js';

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
export type VesselRecordsTable = RecordsTable<'vessel_id'>;

export type VesselRecordFilesTable = RecordFilesTable<'vessel_id'>;
