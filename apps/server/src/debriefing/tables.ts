import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The debriefing area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface DebriefingTables {
  debriefing_remarks: DebriefingRemarksTable;
  debriefings: DebriefingsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends DebriefingTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    debriefing_training: true;
  }
}

/** Issue 13: an availability remark of a debriefing record (000 §3 Debriefing remark). */
export interface DebriefingRemarksTable {
  id: string;
  debriefing_record_id: number;
  crew_id: number;
  remarks: string;
  author_id: number;
  author_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 13: one debriefing per crew change that brought a crew home; `form` the whole form as saved. */
export interface DebriefingsTable {
  id: number;
  version: number;
  crew_id: number;
  vessel_id: number;
  rank_id: number;
  arrive_manila: string | null;
  status: string;
  for_review: Generated<boolean>;
  form: ColumnType<Record<string, unknown>, string, string>;
  started_by: string;
  started_at: Timestamp;
  endorsed_by: string | null;
  endorsed_at: Timestamp | null;
  updated_at: Timestamp;
}
