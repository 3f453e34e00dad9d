import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
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

/**
 * The history log (002 §2 utilities): every event, newest first, with who, device, browser and IP;
 * narrowed to a stream, a crew or a record type (002 §7 history logs: crewID, documentType).
 */
export async function listAuditLog(db: Kysely<DB>, input: AuditLogFilter) {
  let q = db.selectFrom('audit_log');
  // Stream ids and record types are lower-case by construction; the normaliser upper-cases free text.
  if (input.streamId) q = q.where('stream_id', '=', input.streamId.toLowerCase());
  if (input.crewId !== undefined) q = q.where('crew_id', '=', input.crewId);
  if (input.recordType) q = q.where('record_type', '=', input.recordType.toLowerCase());
  return pageOf(
    input,
    (limit, offset) => q.selectAll().orderBy('global_position', 'desc').limit(limit).offset(offset).execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => ({
      position: r.global_position,
      streamId: r.stream_id,
      crewId: r.crew_id,
      recordType: r.record_type,
      eventType: r.event_type,
      summary: r.summary,
      userName: r.user_name,
      device: r.device,
      browser: r.browser,
      os: r.os,
      ip: r.ip,
      recordedAt: new Date(r.recorded_at).toISOString(),
    }),
  );
}

/**
 * The record types present in the history log, sorted: a loose index scan over
 * audit_log_record_type_idx (0010), one index probe per type however long the log grows.
 */
export async function auditRecordTypes(db: Kysely<DB>): Promise<string[]> {
  const r = await sql<{ record_type: string }>`
    with recursive t (record_type) as (
      (select record_type from audit_log where record_type > '' order by record_type limit 1)
      union all
      select (select a.record_type from audit_log a where a.record_type > t.record_type order by a.record_type limit 1)
      from t where t.record_type is not null
    )
    select record_type from t where record_type is not null`.execute(db);
  // Sorted here, by code point: the same order whatever the database's collation.
  return r.rows.map((row) => row.record_type).sort();
}
