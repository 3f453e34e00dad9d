import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The audit area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface AuditTables {
  field_history: FieldHistoryTable;
  field_counts: FieldCountsTable;
  event_chain_backfills: EventChainBackfillsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends AuditTables {}
}

/**
 * Who wrote an event, and from where (the event's metadata), as field history keeps them. (`audit_log`, the copy of
 * every event, is no longer written: the history log reads the events, issue 27; its table waits for a later
 * migration to drop it.)
 */
interface EventAuthorColumns {
  user_id: number | null;
  user_name: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
}

export interface FieldHistoryTable extends EventAuthorColumns {
  global_position: string;
  stream_id: string;
  field: string;
  old_value: ColumnType<unknown, string | null, string | null>;
  new_value: ColumnType<unknown, string | null, string | null>;
  recorded_at: Timestamp;
}

export interface FieldCountsTable {
  stream_id: string;
  field: string;
  history_count: number;
}

/** 0041: the one-off hashing of the events written before the chain (recorded as EventChainBackfilled). */
export interface EventChainBackfillsTable {
  id: Generated<number>;
  done_at: Timestamp;
  events: string;
  streams: string;
  through_position: string;
}
