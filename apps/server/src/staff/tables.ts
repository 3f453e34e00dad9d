import type { RecordOwnerTables } from '../records/tables.js';

/**
 * The staff area's read models: the record families on the user's stream (issue 14, 0029).
 * Merged into the one `DB` type below, so every query sees them; the area's index.ts hands this
 * type on, which brings it into every program that reaches the area.
 */
export type StaffTables = RecordOwnerTables<'staff', 'user_id'>;

declare module '../platform/db/schema.js' {
  interface DB extends StaffTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    staff_record: true;
  }
}
