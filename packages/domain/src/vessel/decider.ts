import type { Decider } from '../decider.js';
import {
  masterDataDecider,
  type MasterDataCommand,
  type MasterDataEvent,
  type MasterDataState,
} from '../master-data/decider.js';
import { masterDataStream } from '../master-data/streams.js';
import type { RecordFacts } from '../records/collection.js';
import { recordOwner } from '../records/owner.js';
import type { Collection, Fields } from '../records/family.js';
import { assertNever, NotFoundError, ValidationError } from '../shared/errors.js';
import { VESSEL_RECORD_FAMILIES_BY_NAME } from './records.js';

/** One vessel: `vessel-{id}`, its master record (000 §3) with its image and its records (002 §3). */
export const vesselStream = masterDataStream('vessel');

type Target = { vesselId: number; family: string; recordId: number; at: string };
type FileFact = RecordFacts['files'][string];

export type VesselEvent =
  | MasterDataEvent
  | { type: 'VesselImageChanged'; data: { vesselId: number; fileId: string | null; at: string } }
  | { type: 'VesselRecordAdded'; data: Target & { fields: Fields } }
  | { type: 'VesselRecordUpdated'; data: Target & { changes: Fields; previous: Fields } }
  | { type: 'VesselRecordDeleted'; data: Target & { previous: Fields } };

export type VesselCommand =
  | MasterDataCommand
  | {
      type: 'ChangeVesselImage';
      data: { vesselId: number; fileId: string | null; file: FileFact | null; actorId: number | null; at: string };
    }
  | { type: 'AddVesselRecord'; data: Target & { fields: Fields; facts: RecordFacts } }
  | { type: 'UpdateVesselRecord'; data: Target & { changes: Fields; facts: RecordFacts } }
  | { type: 'DeleteVesselRecord'; data: Target };

export interface VesselState {
  master: MasterDataState;
  imageFileId: string | null;
  records: Record<string, Collection>;
}

const initial = (): VesselState => ({ master: masterDataDecider.initialState(), imageFileId: null, records: {} });
const isMaster = (t: string) => t.startsWith('Master');

const records = recordOwner('Vessel', VESSEL_RECORD_FAMILIES_BY_NAME);

function evolve(state: VesselState, event: VesselEvent): VesselState {
  if (isMaster(event.type))
    return { ...state, master: masterDataDecider.evolve(state.master, event as MasterDataEvent) };
  const e = event as Exclude<VesselEvent, MasterDataEvent>;
  if (records.isEvent(e)) return records.evolve(state, e);
  switch (e.type) {
    case 'VesselImageChanged':
      return { ...state, imageFileId: e.data.fileId };
    default:
      return assertNever(e);
  }
}

/** 000 §5 vessel image: an image file, the actor's own upload (the files store enforced 2,000,000 bytes). */
function decideImage(c: Extract<VesselCommand, { type: 'ChangeVesselImage' }>, state: VesselState): VesselEvent[] {
  const { vesselId, fileId, file, actorId, at } = c.data;
  if (fileId === null) {
    if (state.imageFileId === null) throw new NotFoundError('This vessel has no image');
    return [{ type: 'VesselImageChanged', data: { vesselId, fileId: null, at } }];
  }
  if (!file || file.uploadedBy !== actorId) throw ValidationError.field('vesselImage', 'Upload the file again');
  if (file.kind !== 'image') throw ValidationError.field('vesselImage', 'The file must be an image');
  if (state.imageFileId === fileId) return [];
  return [{ type: 'VesselImageChanged', data: { vesselId, fileId, at } }];
}

function decide(command: VesselCommand, state: VesselState): VesselEvent[] {
  // The master record's own commands (create, update, status, delete, list membership) go to the master-data decider.
  if (/MasterRecord|MasterList/.test(command.type)) {
    return masterDataDecider.decide(command as MasterDataCommand, state.master);
  }
  const c = command as Exclude<VesselCommand, MasterDataCommand>;
  if (!state.master.exists || state.master.deleted) throw new NotFoundError('Vessel not found');
  switch (c.type) {
    case 'ChangeVesselImage':
      return decideImage(c, state);
    case 'AddVesselRecord':
      return [{ type: 'VesselRecordAdded', data: records.added(state.records, c.data) }];
    case 'UpdateVesselRecord':
      return [{ type: 'VesselRecordUpdated', data: records.updated(state.records, c.data) }];
    case 'DeleteVesselRecord':
      return [{ type: 'VesselRecordDeleted', data: records.deleted(state.records, c.data) }];
    default:
      return assertNever(c);
  }
}

export const vesselDecider: Decider<VesselCommand, VesselEvent, VesselState> = {
  streamType: vesselStream.type,
  initialState: initial,
  evolve,
  decide,
  // The vessel's own fields by name, its records' as `family:12.field`: edits of others merge, a stale one is refused.
  commandFields: (c): Fields => {
    if (c.type === 'UpdateVesselRecord') return records.editFields(c.data);
    if (c.type === 'ChangeVesselImage') return { imageFileId: c.data.fileId };
    return isMaster(c.type) || c.type.endsWith('MasterRecord')
      ? masterDataDecider.commandFields(c as MasterDataCommand)
      : {};
  },
  eventFields: (e): Fields => {
    if (e.type === 'VesselRecordUpdated') return records.editFields(e.data);
    if (e.type === 'VesselImageChanged') return { imageFileId: e.data.fileId };
    return isMaster(e.type) ? masterDataDecider.eventFields(e as MasterDataEvent) : {};
  },
};
