import { decideAddRecord, decideUpdateRecord, type RecordFacts } from '../records/collection.js';
import type { Collection } from '../records/family.js';
import { sameValue } from '../shared/equal.js';
import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { MASTER_FAMILIES } from './families.js';
import type { MasterDataKind } from './schemas.js';

type Fields = Record<string, unknown>;

export type MasterDataEvent =
  | { type: 'MasterRecordCreated'; data: { kind: MasterDataKind; id: number; fields: Fields; at: string } }
  | {
      type: 'MasterRecordUpdated';
      data: { kind: MasterDataKind; id: number; changes: Fields; previous: Fields; at: string };
    }
  | { type: 'MasterRecordStatusChanged'; data: { kind: MasterDataKind; id: number; active: boolean; at: string } }
  | { type: 'MasterRecordDeleted'; data: { kind: MasterDataKind; id: number; previous: Fields; at: string } };

/** A list field of a record (a life boat's vessels, 002 §7 "life boats with vessels add/remove"). */
type ListTarget = { kind: MasterDataKind; id: number; field: string; value: number; at: string };

/**
 * What the server gathered for a create or edit from a screen: whether each key it names exists
 * and is active, its files (records/collection RecordFacts), and `others`, the kind's other
 * entries a rule reads (the category tree: every other category's parent). With facts the
 * decider checks the fields as sent against the kind's family (MASTER_FAMILIES); without them
 * (the seed, test set-up) the fields are written as given.
 */
export type MasterFacts = RecordFacts & { others?: Collection };

export type MasterDataCommand =
  | {
      type: 'CreateMasterRecord';
      data: { kind: MasterDataKind; id: number; fields: Fields; at: string; facts?: MasterFacts };
    }
  | {
      type: 'UpdateMasterRecord';
      data: { kind: MasterDataKind; id: number; changes: Fields; at: string; facts?: MasterFacts };
    }
  | { type: 'SetMasterRecordStatus'; data: { kind: MasterDataKind; id: number; active: boolean; at: string } }
  | { type: 'DeleteMasterRecord'; data: { kind: MasterDataKind; id: number; at: string } }
  | { type: 'AddToMasterList'; data: ListTarget & { known: boolean } }
  | { type: 'RemoveFromMasterList'; data: ListTarget };

export interface MasterDataState {
  exists: boolean;
  /** Deleted from its settings list: kept for the names old records show, never edited again. */
  deleted?: boolean;
  fields: Fields;
  active: boolean;
}

const initial = (): MasterDataState => ({ exists: false, fields: {}, active: true });

function evolve(state: MasterDataState, event: MasterDataEvent): MasterDataState {
  switch (event.type) {
    case 'MasterRecordCreated':
      return { exists: true, fields: event.data.fields, active: true };
    case 'MasterRecordUpdated':
      return { ...state, fields: { ...state.fields, ...event.data.changes } };
    case 'MasterRecordStatusChanged':
      return { ...state, active: event.data.active };
    case 'MasterRecordDeleted':
      return { ...state, deleted: true, active: false };
    default:
      return assertNever(event);
  }
}

function decide(command: MasterDataCommand, state: MasterDataState): MasterDataEvent[] {
  switch (command.type) {
    case 'CreateMasterRecord': {
      if (state.exists) throw new DomainError('CONFLICT', 'This record already exists');
      const { kind, id, fields, at, facts } = command.data;
      return [
        {
          type: 'MasterRecordCreated',
          data: { kind, id, fields: facts ? decideAddRecord(familyOf(kind), {}, id, fields, facts) : fields, at },
        },
      ];
    }
    case 'UpdateMasterRecord': {
      if (!state.exists || state.deleted) throw new NotFoundError('Record not found');
      if (command.data.facts) return [decideCheckedUpdate(command.data, command.data.facts, state)];
      const changes: Fields = {};
      const previous: Fields = {};
      for (const [k, v] of Object.entries(command.data.changes)) {
        if (sameValue(state.fields[k], v)) continue;
        changes[k] = v;
        previous[k] = state.fields[k] ?? null;
      }
      if (Object.keys(changes).length === 0) throw new ValidationError({}, 'Nothing changed');
      return [{ type: 'MasterRecordUpdated', data: { ...command.data, changes, previous } }];
    }
    case 'SetMasterRecordStatus':
      if (!state.exists || state.deleted) throw new NotFoundError('Record not found');
      if (state.active === command.data.active) return [];
      return [{ type: 'MasterRecordStatusChanged', data: command.data }];
    case 'DeleteMasterRecord':
      if (!state.exists || state.deleted) throw new NotFoundError('Record not found: it may have been deleted');
      return [{ type: 'MasterRecordDeleted', data: { ...command.data, previous: state.fields } }];
    case 'AddToMasterList':
    case 'RemoveFromMasterList':
      return decideListChange(command, state);
    default:
      return assertNever(command);
  }
}

function familyOf(kind: MasterDataKind) {
  const family = MASTER_FAMILIES[kind];
  if (!family) throw new ValidationError({}, `No screen edits ${kind}`);
  return family;
}

/**
 * An edit from a screen: the fields sent, checked as the add is (a cleared required field is
 * refused), only those that differ kept with their values before. Fields the family does not
 * show (a vessel's legacy flag text) stay as they are; the kind's rules see its other entries.
 */
function decideCheckedUpdate(
  data: { kind: MasterDataKind; id: number; changes: Fields; at: string },
  facts: MasterFacts,
  state: MasterDataState,
): MasterDataEvent {
  const family = familyOf(data.kind);
  const shown = Object.fromEntries(
    Object.entries(state.fields).filter(([k, v]) => k in family.fields && v !== null && v !== undefined),
  );
  const { others = {}, ...recordFacts } = facts;
  const collections = { [family.name]: { ...others, [data.id]: shown } };
  const { changes, previous } = decideUpdateRecord(family, collections, data.id, data.changes, recordFacts);
  return { type: 'MasterRecordUpdated', data: { kind: data.kind, id: data.id, changes, previous, at: data.at } };
}

/** Add or remove one id of a list field: the decider reads the list it holds, the server only says whether the id exists. */
function decideListChange(
  command: Extract<MasterDataCommand, { type: 'AddToMasterList' | 'RemoveFromMasterList' }>,
  state: MasterDataState,
): MasterDataEvent[] {
  const { kind, id, field, value, at } = command.data;
  if (!state.exists || state.deleted) throw new NotFoundError('Record not found');
  const before = Array.isArray(state.fields[field]) ? (state.fields[field] as number[]) : [];
  let after: number[];
  if (command.type === 'AddToMasterList') {
    if (!command.data.known) throw ValidationError.field(field, 'Unknown record');
    if (before.includes(value)) throw ValidationError.field(field, 'Already on the list');
    after = [...before, value];
  } else {
    if (!before.includes(value)) throw ValidationError.field(field, 'Not on the list');
    after = before.filter((v) => v !== value);
  }
  return [
    { type: 'MasterRecordUpdated', data: { kind, id, changes: { [field]: after }, previous: { [field]: before }, at } },
  ];
}

export const masterDataDecider = {
  streamType: 'master-data',
  initialState: initial,
  evolve,
  decide,
  commandFields: (c: MasterDataCommand): Fields => (c.type === 'UpdateMasterRecord' ? c.data.changes : {}),
  eventFields: (e: MasterDataEvent): Fields => (e.type === 'MasterRecordUpdated' ? e.data.changes : {}),
};
