import type { ColumnType } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The read-model rows every record owner keeps (crew_records, vessel_records, staff_records and
 * their files): the same columns, keyed by the owner's id column (`crew_id`, `vessel_id`, `user_id`).
 */
export type RecordsTable<OwnerColumn extends string> = { [K in OwnerColumn]: number } & {
  id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
};

/** A file attached to one record, with the owner and family it is filed under. */
export type RecordFilesTable<OwnerColumn extends string> = { [K in OwnerColumn]: number } & {
  file_id: string;
  record_id: number;
  family: string;
};

/**
 * An owner's two record tables, `{prefix}_records` and `{prefix}_record_files`, keyed by its id
 * column: what each owner's tables.ts merges into the DB type (`interface DB extends ...`).
 */
export type RecordOwnerTables<Prefix extends string, OwnerColumn extends string> = {
  [K in `${Prefix}_records`]: RecordsTable<OwnerColumn>;
} & { [K in `${Prefix}_record_files`]: RecordFilesTable<OwnerColumn> };
