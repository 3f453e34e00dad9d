import type { Generated } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The audit area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface AuditTables {
  event_chain_backfills: EventChainBackfillsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends AuditTables {}
}

/** 0041: the one-off hashing of the events written before the chain (recorded as EventChainBackfilled). */
export interface EventChainBackfillsTable {
  id: Generated<number>;
  done_at: Timestamp;
  events: string;
  streams: string;
  through_position: string;
}
