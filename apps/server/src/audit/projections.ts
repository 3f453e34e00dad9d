import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { sql } from 'kysely';
import { topics } from '@crewing/domain';
import { crewIdOf, recordTypeOf } from './record-type.js';

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
            // 002 §7: the history log filters by crew and by record type.
            crew_id: crewIdOf(e.data),
            record_type: recordTypeOf(e),
            summary: summarise(e),
            ...who(e),
          })),
        )
        .execute();
    }
  },
};

type FieldDiff = { changes: Record<string, unknown>; previous: Record<string, unknown> };

/** Events that change a field without naming it in `changes`/`previous`. */
const prefix = (side: string, values: unknown) =>
  Object.fromEntries(Object.entries((values ?? {}) as Record<string, unknown>).map(([k, v]) => [`${side}.${k}`, v]));

/** A record of a collection on a stream (the crew's 201 records): its fields as `family:12.lastName`. */
const recordKeys = (d: Record<string, unknown>, values: unknown) =>
  Object.fromEntries(Object.entries((values ?? {}) as Record<string, unknown>).map(([k, v]) => [`${String(d.family)}:${String(d.recordId)}.${k}`, v]));
const nulls = (values: Record<string, unknown>) => Object.fromEntries(Object.keys(values).map((k) => [k, null]));

const FIELD_DIFFS: Record<string, (data: Record<string, unknown>) => FieldDiff | null> = {
  // Added: every field from nothing; deleted: every field to nothing; updated: the changed ones.
  CrewRecordAdded: (d) => ({ changes: recordKeys(d, d.fields), previous: nulls(recordKeys(d, d.fields)) }),
  CrewRecordUpdated: (d) => ({ changes: recordKeys(d, d.changes), previous: recordKeys(d, d.previous) }),
  CrewRecordDeleted: (d) => ({ changes: nulls(recordKeys(d, d.previous)), previous: recordKeys(d, d.previous) }),
  // A vessel's records (issue 10) the same way; `npm run replay field-history` renames rows folded before.
  VesselRecordAdded: (d) => ({ changes: recordKeys(d, d.fields), previous: nulls(recordKeys(d, d.fields)) }),
  VesselRecordUpdated: (d) => ({ changes: recordKeys(d, d.changes), previous: recordKeys(d, d.previous) }),
  VesselRecordDeleted: (d) => ({ changes: nulls(recordKeys(d, d.previous)), previous: recordKeys(d, d.previous) }),
  // A staff member's records (issue 14), on the user's stream.
  StaffRecordAdded: (d) => ({ changes: recordKeys(d, d.fields), previous: nulls(recordKeys(d, d.fields)) }),
  StaffRecordUpdated: (d) => ({ changes: recordKeys(d, d.changes), previous: recordKeys(d, d.previous) }),
  StaffRecordDeleted: (d) => ({ changes: nulls(recordKeys(d, d.previous)), previous: recordKeys(d, d.previous) }),
  // A crew change has an embarking and a disembarking side with fields of the same name.
  EmbarkingDetailsUpdated: (d) => ({ changes: prefix('embarking', d.changes), previous: prefix('embarking', d.previous) }),
  DisembarkingDetailsUpdated: (d) => ({ changes: prefix('disembarking', d.changes), previous: prefix('disembarking', d.previous) }),
  UserActivated: () => ({ changes: { status: 1 }, previous: { status: 0 } }),
  UserDeactivated: () => ({ changes: { status: 0 }, previous: { status: 1 } }),
  // The history says that the password changed and how, never anything about the password.
  UserPasswordChanged: (d) =>
    d.reason === 'created' ? null : { changes: { password: d.reason === 'admin-reset' ? 'RESET BY ADMINISTRATOR' : 'CHANGED BY USER' }, previous: { password: null } },
};

function diffOf(e: StoredEvent): FieldDiff | null {
  const special = FIELD_DIFFS[e.type];
  if (special) return special(e.data);
  const d = e.data as Partial<FieldDiff>;
  return d.changes && d.previous ? { changes: d.changes, previous: d.previous } : null;
}

/**
 * Per-field history and counts for every event that carries `changes` and `previous`
 * (an update of named fields) or has a diff above. Later areas (crew change details) reuse it.
 */
export const fieldHistoryProjection: Projection = {
  name: 'field-history',
  mode: 'inline',
  tables: ['field_history', 'field_counts'],
  apply(trx: AnyTrx, e: StoredEvent) {
    return fieldHistoryProjection.applyBatch!(trx, [e]);
  },
  /** Many events in a few statements: rows in chunks, counts summed per cell (replay speed). */
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const rows: Array<Record<string, unknown>> = [];
    const counts = new Map<string, { stream_id: string; field: string; history_count: number }>();
    const changes: Change[] = [];
    for (const e of events) {
      const d = diffOf(e);
      if (!d) continue;
      const fields = Object.keys(d.changes);
      if (fields.length === 0) continue;
      for (const field of fields) {
        rows.push({
          global_position: e.globalPosition.toString(),
          stream_id: e.streamId,
          field,
          old_value: JSON.stringify(d.previous[field] ?? null),
          new_value: JSON.stringify(d.changes[field] ?? null),
          ...who(e),
        });
        const key = `${e.streamId}\u0000${field}`;
        const c = counts.get(key) ?? { stream_id: e.streamId, field, history_count: 0 };
        c.history_count++;
        counts.set(key, c);
      }
      changes.push({ topic: topics.history(e.streamId), payload: { fields } });
    }
    const list = [...counts.values()];
    if (rows.length === 0) return changes;
    if (rows.length <= 1000) {
      // A command's few rows: history and counts in one statement (one round trip per command).
      await trx
        .with('history', (db) => db.insertInto('field_history').values(rows as never))
        .insertInto('field_counts')
        .values(list)
        .onConflict((oc) => oc.columns(['stream_id', 'field']).doUpdateSet({ history_count: sql`field_counts.history_count + excluded.history_count` }))
        .execute();
      return changes;
    }
    for (let i = 0; i < rows.length; i += 1000) {
      await trx.insertInto('field_history').values(rows.slice(i, i + 1000) as never).execute();
    }
    for (let i = 0; i < list.length; i += 1000) {
      await trx
        .insertInto('field_counts')
        .values(list.slice(i, i + 1000))
        .onConflict((oc) => oc.columns(['stream_id', 'field']).doUpdateSet({ history_count: sql`field_counts.history_count + excluded.history_count` }))
        .execute();
    }
    return changes;
  },
};
