import type { AnyTrx, Change, Projection, StoredEvent } from '@crewing/events';
import { sql } from 'kysely';
import { topics } from '@crewing/domain';

/**
 * Rows as one array per column through unnest: a statement has a dozen parameters whatever the
 * number of rows, where a VALUES list binds one per value (about 13,000 for 1,000 audit rows) and
 * PostgreSQL parses each. Field history folds every event that changes a field, so it bounds a replay
 * (bench/levers-replay.md); the same statement serves a command's few rows. (The audit log's copy of
 * every event is gone: the history log reads the events in place, issue 27.)
 */
function unnestInsert(
  table: string,
  columns: ReadonlyArray<readonly [name: string, pgType: string]>,
  rows: ReadonlyArray<readonly unknown[]>,
) {
  const arrays = columns.map((_, i) => rows.map((r) => r[i]));
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map(([c]) => sql.id(c)))})
    select * from unnest(${sql.join(columns.map(([, type], i) => sql`${arrays[i]}::${sql.raw(type)}[]`))})`;
}

const WHO_COLUMNS = [
  ['user_id', 'integer'],
  ['user_name', 'text'],
  ['device', 'text'],
  ['browser', 'text'],
  ['os', 'text'],
  ['ip', 'text'],
  ['recorded_at', 'timestamptz'],
] as const;
const whoValues = (e: StoredEvent) => {
  const m = e.metadata;
  return [m.userId ?? null, m.userName, m.device, m.browser, m.os, m.ip, e.recordedAt];
};
const HISTORY_COLUMNS = [
  ['global_position', 'bigint'],
  ['stream_id', 'text'],
  ['field', 'text'],
  ['old_value', 'jsonb'],
  ['new_value', 'jsonb'],
  ...WHO_COLUMNS,
] as const;

type FieldDiff = { changes: Record<string, unknown>; previous: Record<string, unknown> };

/** Events that change a field without naming it in `changes`/`previous`. */
const prefix = (side: string, values: unknown) =>
  Object.fromEntries(Object.entries((values ?? {}) as Record<string, unknown>).map(([k, v]) => [`${side}.${k}`, v]));

/** A record of a collection on a stream (the crew's 201 records): its fields as `family:12.lastName`. */
const recordKeys = (d: Record<string, unknown>, values: unknown) =>
  Object.fromEntries(
    Object.entries((values ?? {}) as Record<string, unknown>).map(([k, v]) => [
      `${String(d.family)}:${String(d.recordId)}.${k}`,
      v,
    ]),
  );
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
  EmbarkingDetailsUpdated: (d) => ({
    changes: prefix('embarking', d.changes),
    previous: prefix('embarking', d.previous),
  }),
  DisembarkingDetailsUpdated: (d) => ({
    changes: prefix('disembarking', d.changes),
    previous: prefix('disembarking', d.previous),
  }),
  UserActivated: () => ({ changes: { status: 1 }, previous: { status: 0 } }),
  UserDeactivated: () => ({ changes: { status: 0 }, previous: { status: 1 } }),
  // The history says that the password changed and how, never anything about the password.
  UserPasswordChanged: (d) =>
    d.reason === 'created'
      ? null
      : {
          changes: { password: d.reason === 'admin-reset' ? 'RESET BY ADMINISTRATOR' : 'CHANGED BY USER' },
          previous: { password: null },
        },
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
  // Its rows are only inserted (the counts are upserted): a rebuild builds field_history's key after the load.
  insertOnly: ['field_history'],
  apply(trx: AnyTrx, e: StoredEvent) {
    return fieldHistoryProjection.applyBatch!(trx, [e]);
  },
  /** Many events in one or two statements: rows as column arrays, counts summed per cell (replay speed). */
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const rows: unknown[][] = [];
    const counts = new Map<string, { stream_id: string; field: string; history_count: number }>();
    const changes: Change[] = [];
    for (const e of events) {
      const d = diffOf(e);
      if (!d) continue;
      const fields = Object.keys(d.changes);
      if (fields.length === 0) continue;
      const by = whoValues(e);
      for (const field of fields) {
        // jsonb from its JSON text: a null value is stored as JSON null, as before.
        rows.push([
          e.globalPosition.toString(),
          e.streamId,
          field,
          JSON.stringify(d.previous[field] ?? null),
          JSON.stringify(d.changes[field] ?? null),
          ...by,
        ]);
        const key = `${e.streamId}\u0000${field}`;
        const c = counts.get(key) ?? { stream_id: e.streamId, field, history_count: 0 };
        c.history_count++;
        counts.set(key, c);
      }
      changes.push({ topic: topics.history(e.streamId), payload: { fields } });
    }
    if (rows.length === 0) return changes;
    const list = [...counts.values()];
    const bump = sql`on conflict (stream_id, field) do update set history_count = field_counts.history_count + excluded.history_count`;
    const countRows = sql`select * from unnest(${list.map((c) => c.stream_id)}::text[], ${list.map((c) => c.field)}::text[], ${list.map((c) => c.history_count)}::integer[])`;
    // History rows and count bumps in one statement (one round trip per command, one per replay page).
    await sql`with history as (${unnestInsert('field_history', HISTORY_COLUMNS, rows)})
      insert into field_counts (stream_id, field, history_count) ${countRows} ${bump}`.execute(trx);
    return changes;
  },
};
