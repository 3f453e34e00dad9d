import type { Kysely } from 'kysely';
import type { Fields, RecordFamily } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';

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
 * CONVENTIONS: a collection on a stream). The crew 201 file's are bound to crews; issue 10's
 * vessel records to vessels.
 */
export interface RecordOwner {
  /** The read model: one row per record, `fields` jsonb, the owner's id in `column`. */
  table: 'crew_records' | 'vessel_records' | 'staff_records';
  filesTable: 'crew_record_files' | 'vessel_record_files' | 'staff_record_files';
  column: 'crew_id' | 'vessel_id' | 'user_id';
  families: Readonly<Record<string, RecordFamily>>;
  /** Values a family's list adds that no single record holds (a P&I case's total days, 002 §4). */
  derived?: (
    db: Kysely<DB>,
    family: RecordFamily,
    ownerId: number,
    rows: StoredRow[],
  ) => Promise<Map<number, Record<string, number | string>>>;
}
