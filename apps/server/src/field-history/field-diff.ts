/**
 * What an event changed, field by field: the new value and the old one. The history screens
 * (a crew's 201, a vessel's, a staff member's, a board cell's, a user's account) and a record's
 * story fold these from the stream when they are read (issue 27: no copy of every changed field is
 * kept; field-history/stream.ts fieldHistory), and the live history push names the fields.
 */
export type FieldDiff = { changes: Record<string, unknown>; previous: Record<string, unknown> };

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

/**
 * The record events of every owner (the crew's 201 records; a vessel's, issue 10; a staff member's, issue 14) and
 * the side of their data that names the fields: added names its fields, updated its changes, deleted its previous.
 */
const RECORD_SIDE: Record<string, 'fields' | 'changes' | 'previous'> = Object.fromEntries(
  ['Crew', 'Vessel', 'Staff'].flatMap((owner) => [
    [`${owner}RecordAdded`, 'fields'],
    [`${owner}RecordUpdated`, 'changes'],
    [`${owner}RecordDeleted`, 'previous'],
  ]),
);

/** Added: every field from nothing; deleted: every field to nothing; updated: the changed ones. */
const RECORD_DIFF: Record<'fields' | 'changes' | 'previous', (d: Record<string, unknown>) => FieldDiff> = {
  fields: (d) => ({ changes: recordKeys(d, d.fields), previous: nulls(recordKeys(d, d.fields)) }),
  changes: (d) => ({ changes: recordKeys(d, d.changes), previous: recordKeys(d, d.previous) }),
  previous: (d) => ({ changes: nulls(recordKeys(d, d.previous)), previous: recordKeys(d, d.previous) }),
};

const FIELD_DIFFS: Record<string, (data: Record<string, unknown>) => FieldDiff | null> = {
  ...Object.fromEntries(Object.entries(RECORD_SIDE).map(([type, side]) => [type, RECORD_DIFF[side]])),
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

export function diffOf(type: string, data: Record<string, unknown>): FieldDiff | null {
  const special = FIELD_DIFFS[type];
  if (special) return special(data);
  const d = data as Partial<FieldDiff>;
  return d.changes && d.previous ? { changes: d.changes, previous: d.previous } : null;
}

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** An event's changed fields in the order it names them (none for an event that changes no field). */
export function fieldChangesOf(type: string, data: Record<string, unknown>): FieldChange[] {
  const d = diffOf(type, data);
  if (!d) return [];
  return Object.keys(d.changes).map((field) => ({
    field,
    oldValue: d.previous[field] ?? null,
    newValue: d.changes[field] ?? null,
  }));
}

/**
 * The names of the fields an event changes, as fieldChangesOf names them: the live history push
 * sends these for every event appended (an import appends hundreds of thousands, issue 28 §5).
 */
export function changedFieldsOf(type: string, data: Record<string, unknown>): string[] {
  const side = RECORD_SIDE[type];
  if (!side) return fieldChangesOf(type, data).map((c) => c.field);
  const at = `${String(data.family)}:${String(data.recordId)}.`;
  return Object.keys((data[side] ?? {}) as Record<string, unknown>).map((k) => at + k);
}
