import { sql, type Kysely } from 'kysely';
import type { EventSource } from '@crewing/domain/audit/summary';
import type { DB } from '../platform/db/schema.js';
import { upcasters } from '../platform/upcasters.js';
import { fieldChangesOf } from './field-diff.js';

/** An event as both history screens read it: what happened, who, from where, when. */
export interface EventRow {
  position: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: { userName: string; device: string; browser: string; os: string; ip: string } & EventSource;
  recorded_at: Date | string;
}

/** A stream's events as the history screens read them: upcast to today's shape, who and when. */
interface StreamRow extends EventRow {
  schema_version: number;
}
export async function streamEvents(db: Kysely<DB>, streamId: string): Promise<StreamRow[]> {
  const r = await sql<StreamRow>`select global_position::text as position, event_type, schema_version, data, metadata,
      recorded_at from events where stream_id = ${streamId} order by stream_version`.execute(db);
  return r.rows.map((row) => ({
    ...row,
    data: upcasters.upcast(row.event_type, row.schema_version, row.data).data,
  }));
}

/** One changed field of a stream's event, with who and when (and from where when the reader may see it). */
export interface FieldHistoryRow {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  userName: string;
  recordedAt: string;
  device?: string;
  browser?: string;
  os?: string;
  ip?: string;
}

/** The changed fields of a stream's events that `wanted` keeps, newest first, each with its event's position. */
export async function streamFieldChanges(
  db: Kysely<DB>,
  streamId: string,
  wanted: (field: string) => boolean,
  withDevice: boolean,
): Promise<Array<FieldHistoryRow & { position: string }>> {
  const out: Array<FieldHistoryRow & { position: string }> = [];
  const events = await streamEvents(db, streamId);
  for (let i = events.length - 1; i >= 0; i--) {
    const r = events[i]!;
    const m = r.metadata;
    for (const c of fieldChangesOf(r.event_type, r.data)) {
      if (!wanted(c.field)) continue;
      out.push({
        position: r.position,
        ...c,
        userName: m.userName,
        recordedAt: new Date(r.recorded_at).toISOString(),
        ...(withDevice ? { device: m.device, browser: m.browser, os: m.os, ip: m.ip } : {}),
      });
    }
  }
  return out;
}

/**
 * Field history of a stream, newest first: folded from the stream's events when it is read (issue
 * 27; a stream is tens of events, read through events_stream_version_key), so no copy of every
 * changed field is written on append or rebuilt on replay (bench/levers-replay.md step 8). Device,
 * browser, OS and IP only when the reader may see them. `field`: one field; `family`: one record
 * family of a stream holding collections (the crew's 201 records, `family:12.lastName`), or
 * 'profile' for the stream's own fields.
 */
export async function fieldHistory(
  db: Kysely<DB>,
  streamId: string,
  withDevice: boolean,
  field?: string,
  family?: string,
): Promise<FieldHistoryRow[]> {
  const rows = await streamFieldChanges(
    db,
    streamId,
    (f) =>
      (!field || f === field) && (!family || (family === 'profile' ? !f.includes(':') : f.startsWith(`${family}:`))),
    withDevice,
  );
  return rows.map(({ position: _, ...row }) => row);
}
