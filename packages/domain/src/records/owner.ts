import { ValidationError } from '../shared/errors.js';
import {
  decideAddRecord,
  decideDeleteRecord,
  decideUpdateRecord,
  evolveCollections,
  type RecordFacts,
} from './collection.js';
import { recordFieldKey, type Collection, type Fields, type RecordFamily } from './family.js';

/** An owner's three record events: `CrewRecordAdded`, `VesselRecordUpdated`, `StaffRecordDeleted`... */
type RecordEventType<O extends string> = `${O}Record${'Added' | 'Updated' | 'Deleted'}`;
type RecordEventData = { family: string; recordId: number; fields?: Fields; changes?: Fields };
type Target = { family: string; recordId: number };

/**
 * What an owner's decider (crew, vessel, staff) binds of the record pattern, given the prefix of its
 * record events and its families by stored name: the family a command names (an unknown one refused
 * on `family`), the data of the event a record command makes (the command's target, without the
 * facts), its state after a record event, and a record edit's fields keyed `family:12.field` for the
 * conflict check (edits of other records merge, a stale one of the same field is refused).
 */
export function recordOwner<F extends RecordFamily, O extends string>(owner: O, families: Readonly<Record<string, F>>) {
  const types = new Set<string>([`${owner}RecordAdded`, `${owner}RecordUpdated`, `${owner}RecordDeleted`]);
  function family(name: string): F {
    const found = Object.hasOwn(families, name) ? families[name] : undefined;
    if (!found) throw ValidationError.field('family', 'Unknown record family');
    return found;
  }
  return {
    family,
    added: <D extends Target & { fields: Fields; facts: RecordFacts }>(
      collections: Record<string, Collection>,
      { fields, facts, ...target }: D,
    ) => ({ ...target, fields: decideAddRecord(family(target.family), collections, target.recordId, fields, facts) }),
    updated: <D extends Target & { changes: Fields; facts: RecordFacts }>(
      collections: Record<string, Collection>,
      { changes, facts, ...target }: D,
    ) => ({ ...target, ...decideUpdateRecord(family(target.family), collections, target.recordId, changes, facts) }),
    deleted: <D extends Target>(collections: Record<string, Collection>, target: D) => ({
      ...target,
      ...decideDeleteRecord(family(target.family), collections, target.recordId, families),
    }),
    /** Is this one of the owner's record events (evolved by `evolve`)? */
    isEvent: <E extends { type: string }>(e: E): e is Extract<E, { type: RecordEventType<O> }> => types.has(e.type),
    /** The state after a record event: its data names the family and record, and its fields (added) or changes (updated). */
    evolve<S extends { records: Record<string, Collection> }>(
      state: S,
      e: { type: RecordEventType<O>; data: RecordEventData },
    ): S {
      const change = e.type === `${owner}RecordDeleted` ? { ...e.data, deleted: true } : e.data;
      return { ...state, records: evolveCollections(state.records, change) };
    },
    editFields: (e: { family: string; recordId: number; changes: Fields }): Fields =>
      Object.fromEntries(Object.entries(e.changes).map(([k, v]) => [recordFieldKey(e.family, e.recordId, k), v])),
  };
}
