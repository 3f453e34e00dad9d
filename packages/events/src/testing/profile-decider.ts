import { DomainError, type Decider } from '@crewing/domain';

/** A tiny decider for store tests: a record of named fields. */
export type ProfileCommand =
  | { type: 'CreateProfile'; data: { fields: Record<string, unknown> } }
  | { type: 'SetFields'; data: { changes: Record<string, unknown> } };
export type ProfileEvent =
  | { type: 'ProfileCreated'; data: { fields: Record<string, unknown> } }
  | { type: 'FieldsChanged'; data: { changes: Record<string, unknown>; previous: Record<string, unknown> } };
export interface ProfileState {
  exists: boolean;
  fields: Record<string, unknown>;
}

export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  streamType: 'profile',
  initialState: () => ({ exists: false, fields: {} }),
  evolve: (s, e) =>
    e.type === 'ProfileCreated'
      ? { exists: true, fields: e.data.fields }
      : { ...s, fields: { ...s.fields, ...e.data.changes } },
  decide: (c, s) => {
    if (c.type === 'CreateProfile') {
      if (s.exists) throw new DomainError('CONFLICT', 'exists');
      return [{ type: 'ProfileCreated', data: c.data }];
    }
    if (!s.exists) throw new DomainError('NOT_FOUND', 'missing');
    const previous = Object.fromEntries(Object.keys(c.data.changes).map((k) => [k, s.fields[k] ?? null]));
    return [{ type: 'FieldsChanged', data: { changes: c.data.changes, previous } }];
  },
  commandFields: (c) => (c.type === 'SetFields' ? c.data.changes : {}),
  eventFields: (e) => (e.type === 'FieldsChanged' ? e.data.changes : {}),
};
