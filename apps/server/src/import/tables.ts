import type { ColumnType } from 'kysely';
import type { ImportCounts } from '@crewing/domain/import/index';
import type { Timestamp } from '../platform/db/schema.js';

/** The import area's read model (migration 0042), merged into the one `DB` type. */
export interface ImportTables {
  imports: ImportsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends ImportTables {}
}

declare module '../shared/ids.js' {
  interface IdSequences {
    import: true;
  }
}

/** One import: what was read, by whom, and (once the job is done) what became of its rows. */
export interface ImportsTable {
  id: number;
  kind: string;
  file_id: string;
  file_name: string;
  /** 'RUNNING' | 'DONE' | 'UNDOING' | 'UNDONE'. */
  status: string;
  counts: ColumnType<ImportCounts | null, string | null, string | null>;
  result_file_id: string | null;
  started_by_id: number | null;
  started_by: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  /** Issue 28 §4 (migration 0047): who undid the import, and when its undo finished. */
  undone_by: string | null;
  undone_at: Timestamp | null;
}
