/**
 * The inactive rule of every key list (issue 10, 002 §4): an entry deactivated or deleted in the
 * settings leaves the forms' choices but keeps its name, so the records, crew changes and
 * histories that name it still read; a new value naming it is refused. `outside`: the id exists
 * but is not on this list (a program not flagged special on the special programs' list).
 */
export interface KeyStatus {
  name: string;
  active: boolean;
  outside?: boolean;
}

/** What the deciders are told about one key a command names: known and offered, unknown, inactive or outside. */
export type KeyFact = boolean | 'inactive' | 'outside';

export function keyFact(status: KeyStatus | undefined): KeyFact {
  if (status === undefined) return false;
  if (status.outside) return 'outside';
  return status.active ? true : 'inactive';
}
