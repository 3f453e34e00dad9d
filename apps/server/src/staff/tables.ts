import type { RecordFilesTable, RecordsTable } from '../records/tables.js';

/**
 * The staff area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface StaffTables {
  staff_records: StaffRecordsTable;
  staff_record_files: StaffRecordFilesTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends StaffTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    staff_record: true;
  }
}

/** Issue 14: the staff record families on the user's stream (0029). */
export type StaffRecordsTable = RecordsTable<'user_id'>;

export type StaffRecordFilesTable = RecordFilesTable<'user_id'>;
