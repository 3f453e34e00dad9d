import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { summariseEvent } from '@crewing/domain/audit/summary';
import { pageOf } from '../platform/db/paged.js';

/** Field history of a stream. Device, browser, OS and IP only when the reader may see them. */
export async function fieldHistory(
  db: Kysely<DB>,
  streamId: string,
  withDevice: boolean,
  field?: string,
  family?: string,
) {
  let q = db.selectFrom('field_history').selectAll().where('stream_id', '=', streamId);
  if (field) q = q.where('field', '=', field);
  // A stream holding record collections (the crew's 201 records, `family:12.lastName`): one family, or the stream's own fields.
  if (family === 'profile') q = q.where('field', 'not like', '%:%');
  else if (family) q = q.where('field', 'like', `${family}:%`);
  const rows = await q.orderBy('global_position', 'desc').execute();
  return rows.map((r) => ({
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    userName: r.user_name,
    recordedAt: new Date(r.recorded_at).toISOString(),
    ...(withDevice ? { device: r.device, browser: r.browser, os: r.os, ip: r.ip } : {}),
  }));
}

export interface AuditLogFilter {
  page: number;
  perPage: number;
  streamId?: string | undefined;
  crewId?: number | undefined;
  recordType?: string | undefined;
}

/** An event as the history log reads it in place (issue 27). */
interface LogRow {
  position: string;
  stream_id: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: { userName: string; device: string; browser: string; os: string; ip: string };
  recorded_at: Date | string;
  crew_id: number | null;
  record_type: string;
}

/**
 * The history log (002 §2 utilities): every event, newest first, with who, device, browser and IP;
 * narrowed to a stream, a crew or a record type (002 §7 history logs: crewID, documentType). It
 * reads the events table in place through the indexes of migration 0041 (event_crew_id,
 * event_record_type), and each line is rendered from its event by the domain's summariser.
 */
export async function listAuditLog(db: Kysely<DB>, input: AuditLogFilter) {
  const crew = sql`event_crew_id(data)`;
  const type = sql`event_record_type(stream_type, event_type, data)`;
  const where = [
    // Stream ids and record types are lower-case by construction; the normaliser upper-cases free text.
    ...(input.streamId ? [sql`stream_id = ${input.streamId.toLowerCase()}`] : []),
    ...(input.crewId !== undefined ? [sql`${crew} = ${input.crewId}`] : []),
    ...(input.recordType ? [sql`${type} = ${input.recordType.toLowerCase()}`] : []),
  ];
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return pageOf(
    input,
    async (limit, offset) =>
      (
        await sql<LogRow>`select global_position::text as position, stream_id, event_type, data, metadata,
            recorded_at, ${crew} as crew_id, ${type} as record_type
          from events ${filter} order by global_position desc limit ${limit} offset ${offset}`.execute(db)
      ).rows,
    async () => (await sql<{ n: string }>`select count(*)::text as n from events ${filter}`.execute(db)).rows[0],
    (r) => ({
      position: r.position,
      streamId: r.stream_id,
      crewId: r.crew_id,
      recordType: r.record_type,
      eventType: r.event_type,
      summary: summariseEvent(r.event_type, r.data),
      userName: r.metadata.userName,
      device: r.metadata.device,
      browser: r.metadata.browser,
      os: r.metadata.os,
      ip: r.metadata.ip,
      recordedAt: new Date(r.recorded_at).toISOString(),
    }),
  );
}

/**
 * The record types present in the history log, sorted: a loose index scan over events_record_type_idx
 * (0041), one index probe per type however long the log grows.
 */
export async function auditRecordTypes(db: Kysely<DB>): Promise<string[]> {
  const r = await sql<{ record_type: string }>`
    with recursive t (record_type) as (
      (select event_record_type(stream_type, event_type, data) from events
        where event_record_type(stream_type, event_type, data) > '' order by 1 limit 1)
      union all
      select (select event_record_type(e.stream_type, e.event_type, e.data) from events e
               where event_record_type(e.stream_type, e.event_type, e.data) > t.record_type order by 1 limit 1)
      from t where t.record_type is not null
    )
    select record_type from t where record_type is not null`.execute(db);
  // Sorted here, by code point: the same order whatever the database's collation.
  return r.rows.map((row) => row.record_type).sort();
}
