import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { pageOf } from '../platform/db/paged.js';

/** Field history of a stream. Device, browser, OS and IP only when the reader may see them. */
export async function fieldHistory(db: Kysely<DB>, streamId: string, withDevice: boolean, field?: string) {
  let q = db.selectFrom('field_history').selectAll().where('stream_id', '=', streamId);
  if (field) q = q.where('field', '=', field);
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

/** The history log (002 §2 utilities): every event, newest first, with who, device, browser and IP. */
export async function listAuditLog(db: Kysely<DB>, input: { page: number; perPage: number; streamId?: string | undefined }) {
  let q = db.selectFrom('audit_log');
  // Stream ids are lower-case by construction; the normaliser upper-cases free text.
  if (input.streamId) q = q.where('stream_id', '=', input.streamId.toLowerCase());
  return pageOf(
    input,
    (limit, offset) => q.selectAll().orderBy('global_position', 'desc').limit(limit).offset(offset).execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (r) => ({
      position: r.global_position,
      streamId: r.stream_id,
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
