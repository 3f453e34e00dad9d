import { ValidationError } from '../shared/errors.js';
import { evolveCollections } from './collection.js';
import { recordFieldKey, type Collection, type Fields } from './family.js';

/**
 * What an owner's decider (crew, vessel, staff) binds of the record pattern, given its families by
 * stored name: the family a command names (an unknown one refused on `family`), its state after a
 * record event, and a record edit's fields keyed `family:12.field` for the conflict check (edits of
 * other records merge, a stale one of the same field is refused).
 */
export function recordOwner<F>(families: Readonly<Record<string, F>>) {
  return {
    family(name: string): F {
      const family = Object.hasOwn(families, name) ? families[name] : undefined;
      if (!family) throw ValidationError.field('family', 'Unknown record family');
      return family;
    },
    evolve<S extends { records: Record<string, Collection> }>(
      state: S,
      e: { family: string; recordId: number; fields?: Fields; changes?: Fields },
      deleted = false,
    ): S {
      return { ...state, records: evolveCollections(state.records, deleted ? { ...e, deleted } : e) };
    },
    editFields: (e: { family: string; recordId: number; changes: Fields }): Fields =>
      Object.fromEntries(Object.entries(e.changes).map(([k, v]) => [recordFieldKey(e.family, e.recordId, k), v])),
  };
}
