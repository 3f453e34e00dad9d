import type { Fields, RecordFamily } from '@crewing/domain';

/** A stored record as the pattern's queries read it. */
export type StoredRow = {
  id: number;
  fields: Fields;
  version: number;
  created_at: Date;
  created_by: string;
  updated_at: Date;
  updated_by: string;
};

/**
 * Whose records a family's procedures, read model and screen are bound to (the record pattern of
 * CONVENTIONS: a collection on a stream), built by `recordOwner` (bind.ts): crews, vessels, staff.
 * A family's derived values (a P&I case's total days) are the family's own hook, not the owner's.
 */
export interface RecordOwner {
  /** The read model: one row per record, `fields` jsonb, the owner's id in `column`. */
  table: 'crew_records' | 'vessel_records' | 'staff_records';
  filesTable: 'crew_record_files' | 'vessel_record_files' | 'staff_record_files';
  column: 'crew_id' | 'vessel_id' | 'user_id';
  families: Readonly<Record<string, RecordFamily>>;
}
