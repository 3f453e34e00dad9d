import type { AnyTrx, Projection, StoredEvent } from '@crewing/events';
import { sql } from 'kysely';

/** One line an auditor can read for an event. Personal data stays in the event, not the summary. */
function summarise(e: StoredEvent): string {
  const d = e.data as Record<string, unknown>;
  const changes = (d.changes ?? d.fields) as Record<string, unknown> | undefined;
  if (changes && typeof changes === 'object') return `${e.type}: ${Object.keys(changes).join(', ')}`;
  return e.type;
}

function who(e: StoredEvent) {
  const m = e.metadata;
  return {
    user_id: m.userId,
    user_name: m.userName,
    device: m.device,
    browser: m.browser,
    os: m.os,
    ip: m.ip,
    recorded_at: e.recordedAt,
  };
}

/** Inline: the audit log is read back at once by auditors. */
export const auditLogProjection: Projection = {
  name: 'audit-log',
  mode: 'inline',
  tables: ['audit_log'],
  apply(trx: AnyTrx, e: StoredEvent) {
    return auditLogProjection.applyBatch!(trx, [e]);
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    for (let i = 0; i < events.length; i += 1000) {
      await trx
        .insertInto('audit_log')
        .values(
          events.slice(i, i + 1000).map((e) => ({
            global_position: e.globalPosition.toString(),
            stream_id: e.streamId,
            stream_type: e.streamType,
            event_type: e.type,
            summary: summarise(e),
            ...who(e),
          })),
        )
        .execute();
    }
  },
};

/**
 * Per-field history and counts for every event that carries `changes` and `previous`
 * (an update of named fields). Later areas (crew change details) reuse it as they are.
 */
export const fieldHistoryProjection: Projection = {
  name: 'field-history',
  mode: 'inline',
  tables: ['field_history', 'field_counts'],
  async apply(trx: AnyTrx, e: StoredEvent) {
    const d = e.data as { changes?: Record<string, unknown>; previous?: Record<string, unknown> };
    if (!d.changes || !d.previous) return;
    const fields = Object.keys(d.changes);
    if (fields.length === 0) return;
    await trx
      .insertInto('field_history')
      .values(
        fields.map((field) => ({
          global_position: e.globalPosition.toString(),
          stream_id: e.streamId,
          field,
          old_value: JSON.stringify(d.previous?.[field] ?? null),
          new_value: JSON.stringify(d.changes?.[field] ?? null),
          ...who(e),
        })),
      )
      .execute();
    await trx
      .insertInto('field_counts')
      .values(fields.map((field) => ({ stream_id: e.streamId, field, history_count: 1, comment_count: 0 })))
      .onConflict((oc) =>
        oc.columns(['stream_id', 'field']).doUpdateSet({ history_count: sql`field_counts.history_count + 1` }),
      )
      .execute();
    return [{ topic: `history:${e.streamId}`, payload: { fields } }];
  },
};
