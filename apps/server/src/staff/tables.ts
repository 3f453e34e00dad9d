import type { ColumnType } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

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
export interface StaffRecordsTable {
  id: number;
  user_id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

export interface StaffRecordFilesTable {
  file_id: string;
  record_id: number;
  user_id: number;
  family: string;
}
