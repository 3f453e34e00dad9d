import type { ColumnType, Generated, JSONColumnType } from "kysely";

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
}

export interface ProcessedCommandsTable {
  command_id: string;
  stream_id: string;
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
}
