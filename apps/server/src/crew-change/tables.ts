import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp } from '../platform/db/schema.js';

/**
 * The crew change area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface CrewChangeTables {
  crew_change_board: CrewChangeBoardTable;
  board_layouts: BoardLayoutsTable;
  crew_change_comments: CrewChangeCommentsTable;
  disembark_batches: DisembarkBatchesTable;
  comment_counts: CommentCountsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends CrewChangeTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    crew_change: true;
    disembark_batch: true;
  }
}

export interface CrewChangeBoardTable {
  id: number;
  version: number;
  vessel_id: number;
  fleet_id: number | null;
  rank_id: number;
  off_signer_crew_id: number | null;
  state: ColumnType<unknown, string, string>;
  counts: ColumnType<unknown, string | undefined, string>;
  embark_date: string | null;
  disembark_date: string | null;
  arrive_manila: string | null;
  batch_id: number | null;
  batch_number: number | null;
  rank_cancelled: boolean;
  updated_at: Timestamp;
  /** When it was created: the recording time of its first event, never updated (0083; null on no row written since). */
  created_at: Timestamp | null;
  /** The crews its relievers and embarkings name, sorted, each once: worked out by PostgreSQL from `state` (0070). */
  relief_crew_ids: GeneratedAlways<number[]>;
  /** The day its work ended, 'infinity' while open: worked out by PostgreSQL from `state` (0082, `boardShownFrom`). */
  finished_on: GeneratedAlways<string>;
}

/** The migrated schema (migrations/). */
/** Issue 11: a user's column layout of a crew change board. */
export interface BoardLayoutsTable {
  user_id: number;
  board: string;
  columns: unknown;
  updated_at: Generated<Date>;
}

export interface CrewChangeCommentsTable {
  id: string;
  crew_change_id: number;
  side: string;
  field: string;
  comment: string;
  file_id: string | null;
  author_id: number | null;
  author_name: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface DisembarkBatchesTable {
  id: number;
  vessel_id: number;
  batch_number: number;
  created_at: Timestamp;
}

export interface CommentCountsTable {
  stream_id: string;
  field: string;
  comment_count: number;
}
