import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

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
