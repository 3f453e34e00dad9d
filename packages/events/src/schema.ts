import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables the event store owns (see migrations/0001). */
export interface EventsTable {
  global_position: Generated<string>;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: JSONColumnType<Record<string, unknown>>;
  metadata: JSONColumnType<EventMetadata>;
  recorded_at: ColumnType<Date, never, never>;
  transaction_id: ColumnType<string, never, never>;
  /** Issue 27 (migration 0041): sha256 chained over the stream's previous event, set by append_events. */
  hash: ColumnType<Buffer | null, never, never>;
}

/**
 * A command id is handled once per user (migration 0005): key (user_id, command_id). 0 stands for
 * calls without a user (seed, CLI) and for rows whose user could not be found when 0005 ran.
 */
export interface ProcessedCommandsTable {
  user_id: ColumnType<number, number | undefined, never>;
  command_id: string;
  stream_id: string;
  /** sha256 of the request the command came from; null without one (seed, CLI, rows before 0005). */
  request_hash: ColumnType<string | null, string | null | undefined, never>;
  /** The CommandResult[] with each stream's appended events (see command-handler.ts). */
  result: ColumnType<unknown, string | null, string | null>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface ProjectionCheckpointsTable {
  projection: string;
  transaction_id: string;
  global_position: string;
  updated_at: ColumnType<Date, string | undefined, string | undefined>;
}

export interface EventStoreTables {
  events: EventsTable;
  processed_commands: ProcessedCommandsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
}

/** Who did it, from where: carried by every event (issue 2 §2). */
export interface EventMetadata {
  userId: number | null;
  userName: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  correlationId: string;
  causationId: string | null;
  commandId: string;
  /**
   * sha256 of what the client sent (normalised input without commandId) for a command that came
   * from a request; absent for seed, CLI and jobs, and on events written before it existed.
   */
  requestHash?: string | undefined;
  /** Issue 28: the import a command came from and the sheet's row (the audit reads "imported from crews.xlsx row 214"). */
  importId?: number | undefined;
  importRow?: number | undefined;
  importFile?: string | undefined;
  /**
   * Issue 29 §2: a change a seafarer sent from his portal, applied when DSS approved it: the user is
   * the reviewer, the source the seafarer's request (the 201 file's history names him as the source).
   */
  source?: 'seafarer' | undefined;
  sourceRequestId?: number | undefined;
  sourceAccountId?: number | undefined;
  /** Issue 28 §4: the import whose undo sent this compensating event. */
  importUndo?: number | undefined;
}
