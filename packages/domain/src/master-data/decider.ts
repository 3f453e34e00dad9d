import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { MasterDataKind } from './schemas.js';

type Fields = Record<string, unknown>;

export type MasterDataEvent =
  | { type: 'MasterRecordCreated'; data: { kind: MasterDataKind; id: number; fields: Fields; at: string } }
  | { type: 'MasterRecordUpdated'; data: { kind: MasterDataKind; id: number; changes: Fields; previous: Fields; at: string } }
  | { type: 'MasterRecordStatusChanged'; data: { kind: MasterDataKind; id: number; active: boolean; at: string } }
  | { type: 'MasterRecordDeleted'; data: { kind: MasterDataKind; id: number; previous: Fields; at: string } };

/** A list field of a record (a life boat's vessels, 002 §7 "life boats with vessels add/remove"). */
type ListTarget = { kind: MasterDataKind; id: number; field: string; value: number; at: string };

export type MasterDataCommand =
  | { type: 'CreateMasterRecord'; data: { kind: MasterDataKind; id: number; fields: Fields; at: string } }
  | { type: 'UpdateMasterRecord'; data: { kind: MasterDataKind; id: number; changes: Fields; at: string } }
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
    case 'CreateMasterRecord':
      if (state.exists) throw new DomainError('CONFLICT', 'This record already exists');
      return [{ type: 'MasterRecordCreated', data: command.data }];
    case 'UpdateMasterRecord': {
      if (!state.exists || state.deleted) throw new NotFoundError('Record not found');
      const changes: Fields = {};
      const previous: Fields = {};
      for (const [k, v] of Object.entries(command.data.changes)) {
        if (JSON.stringify(state.fields[k] ?? null) === JSON.stringify(v ?? null)) continue;
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

/** Add or remove one id of a list field: the decider reads the list it holds, the server only says whether the id exists. */
function decideListChange(command: Extract<MasterDataCommand, { type: 'AddToMasterList' | 'RemoveFromMasterList' }>, state: MasterDataState): MasterDataEvent[] {
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
  return [{ type: 'MasterRecordUpdated', data: { kind, id, changes: { [field]: after }, previous: { [field]: before }, at } }];
}

export const masterDataDecider = {
  streamType: 'master-data',
  initialState: initial,
  evolve,
  decide,
  commandFields: (c: MasterDataCommand): Fields => (c.type === 'UpdateMasterRecord' ? c.data.changes : {}),
  eventFields: (e: MasterDataEvent): Fields => (e.type === 'MasterRecordUpdated' ? e.data.changes : {}),
};
