import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { MasterDataKind } from './schemas.js';

type Fields = Record<string, unknown>;

export type MasterDataEvent =
  | { type: 'MasterRecordCreated'; data: { kind: MasterDataKind; id: number; fields: Fields; at: string } }
  | { type: 'MasterRecordUpdated'; data: { kind: MasterDataKind; id: number; changes: Fields; previous: Fields; at: string } }
  | { type: 'MasterRecordStatusChanged'; data: { kind: MasterDataKind; id: number; active: boolean; at: string } };

export type MasterDataCommand =
  | { type: 'CreateMasterRecord'; data: { kind: MasterDataKind; id: number; fields: Fields; at: string } }
  | { type: 'UpdateMasterRecord'; data: { kind: MasterDataKind; id: number; changes: Fields; at: string } }
  | { type: 'SetMasterRecordStatus'; data: { kind: MasterDataKind; id: number; active: boolean; at: string } };

export interface MasterDataState {
  exists: boolean;
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
      if (!state.exists) throw new NotFoundError('Record not found');
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
      if (!state.exists) throw new NotFoundError('Record not found');
      if (state.active === command.data.active) return [];
      return [{ type: 'MasterRecordStatusChanged', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const masterDataDecider = {
  streamType: 'master-data',
  initialState: initial,
  evolve,
  decide,
  commandFields: (c: MasterDataCommand): Fields => (c.type === 'UpdateMasterRecord' ? c.data.changes : {}),
  eventFields: (e: MasterDataEvent): Fields => (e.type === 'MasterRecordUpdated' ? e.data.changes : {}),
};
