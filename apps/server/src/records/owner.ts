import type { RecordFamily } from '@crewing/domain';

/**
 * Whose records a family's procedures, read model and screen are bound to (the record pattern of
 * CONVENTIONS: a collection on a stream). The crew 201 file's are bound to crews; issue 10's
 * vessel records to vessels.
 */
export interface RecordOwner {
  /** The read model: one row per record, `fields` jsonb, the owner's id in `column`. */
  table: 'vessel_records';
  filesTable: 'vessel_record_files';
  column: 'vessel_id';
  families: Readonly<Record<string, RecordFamily>>;
}
