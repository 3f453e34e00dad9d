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

// ---- crew ----

export type CrewEvent =
  | { type: 'CrewRegistered'; data: { crewId: number; profile: Fields; at: string } }
  | { type: 'CrewSignedOn'; data: { crewId: number; vesselId: number; rankId: number; embarkDate: string; at: string } }
  | { type: 'CrewSignedOff'; data: { crewId: number; disembarkDate: string; at: string } }
  | { type: 'CrewDocumentRecorded'; data: { crewId: number; docCode: string; number: string | null; issuedDate: string | null; expiryDate: string | null; at: string } }
  | { type: 'CovidVaccineRecorded'; data: { crewId: number; vaccineId: string; brand: string; doseNo: number; inoculateDate: string; country: string; at: string } };

export type CrewCommand =
  | { type: 'RegisterCrew'; data: { crewId: number; profile: Fields; at: string } }
  | { type: 'SignOnCrew'; data: { crewId: number; vesselId: number; rankId: number; embarkDate: string; at: string } }
  | { type: 'SignOffCrew'; data: { crewId: number; disembarkDate: string; at: string } }
  | { type: 'RecordCrewDocuments'; data: { crewId: number; documents: Array<{ docCode: string; number: string | null; issuedDate: string | null; expiryDate: string | null }>; at: string } }
  | { type: 'RecordCovidVaccine'; data: { crewId: number; vaccineId: string; brand: string; doseNo: number; inoculateDate: string; country: string; at: string } };

export interface CrewState {
  exists: boolean;
  onboardVesselId: number | null;
}

function evolveCrew(state: CrewState, event: CrewEvent): CrewState {
  switch (event.type) {
    case 'CrewRegistered':
      return { exists: true, onboardVesselId: null };
    case 'CrewSignedOn':
      return { ...state, onboardVesselId: event.data.vesselId };
    case 'CrewSignedOff':
      return { ...state, onboardVesselId: null };
    case 'CrewDocumentRecorded':
    case 'CovidVaccineRecorded':
      return state;
    default:
      return assertNever(event);
  }
}

function decideCrew(command: CrewCommand, state: CrewState): CrewEvent[] {
  switch (command.type) {
    case 'RegisterCrew':
      if (state.exists) throw new DomainError('CONFLICT', 'This crew already exists');
      return [{ type: 'CrewRegistered', data: command.data }];
    case 'SignOnCrew':
      if (!state.exists) throw new NotFoundError('Crew not found');
      if (state.onboardVesselId !== null) throw ValidationError.field('vesselId', 'The crew is already onboard a vessel');
      return [{ type: 'CrewSignedOn', data: command.data }];
    case 'SignOffCrew':
      if (!state.exists) throw new NotFoundError('Crew not found');
      if (state.onboardVesselId === null) throw ValidationError.field('crewId', 'The crew is not onboard');
      return [{ type: 'CrewSignedOff', data: command.data }];
    case 'RecordCrewDocuments': {
      if (!state.exists) throw new NotFoundError('Crew not found');
      const { crewId, documents, at } = command.data;
      for (const d of documents) {
        if (d.issuedDate && d.expiryDate && d.expiryDate < d.issuedDate) throw ValidationError.field('expiryDate', 'The expiry date cannot be before the issue date');
      }
      return documents.map((d) => ({ type: 'CrewDocumentRecorded' as const, data: { crewId, ...d, at } }));
    }
    case 'RecordCovidVaccine':
      if (!state.exists) throw new NotFoundError('Crew not found');
      return [{ type: 'CovidVaccineRecorded', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const crewDecider = {
  streamType: 'crew',
  initialState: (): CrewState => ({ exists: false, onboardVesselId: null }),
  evolve: evolveCrew,
  decide: decideCrew,
  commandFields: (): Fields => ({}),
  eventFields: (): Fields => ({}),
};
