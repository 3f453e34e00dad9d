import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Decider } from '../decider.js';
import { sameValue } from '../shared/equal.js';
import { crewStream } from './streams.js';
import { crewIdentitySchema, crewProfileChanges, type CrewIdentityInput, type CrewProfileChanges } from './schemas.js';
import type { Collection } from '../records/family.js';
import type { RecordFacts } from '../records/collection.js';
import { recordOwner } from '../records/owner.js';
import { CREW_RECORD_FAMILIES_BY_NAME } from './records/index.js';
import { decideLifecycle, evolveLifecycle, type LifecycleCommand, type LifecycleEvent } from './lifecycle-decider.js';
import type { Stint } from './lifecycle.js';
import { decideAvailability, type AvailabilityCommand, type AvailabilityEvent } from './availability.js';

type Fields = Record<string, unknown>;

function validationErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  root: string,
): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || root] ??= []).push(issue.message);
  return new ValidationError(errors);
}

/**
 * Events of `crew-{id}`. The crew stream owns "his open crew change as off-signer": a crew
 * change is planned for an off-signer in the same command that opens it here, so two plans at
 * once cannot both pass (issue 6 §2). It is released when he signs off or the rank is cancelled.
 */
export type CrewEvent =
  /** `profile` as registered; events stored before issue 8 lack the newer optional fields. */
  | { type: 'CrewRegistered'; data: { crewId: number; profile: CrewIdentityInput; at: string } }
  /** Sign-on, sign-off, arrival, rank change, corrections and skipped steps (crew/lifecycle-decider.ts, issue 24). */
  | LifecycleEvent
  /** The two below were stored before issue 9 made documents and vaccines 201 records: still folded, no longer written. */
  | {
      type: 'CrewDocumentRecorded';
      data: {
        crewId: number;
        docCode: string;
        number: string | null;
        issuedDate: string | null;
        expiryDate: string | null;
        at: string;
      };
    }
  | {
      type: 'CovidVaccineRecorded';
      data: {
        crewId: number;
        vaccineId: string;
        brand: string;
        doseNo: number;
        inoculateDate: string;
        country: string;
        at: string;
      };
    }
  | {
      type: 'CrewChangeOpenedForOffSigner';
      data: { crewId: number; crewChangeId: number; vesselId: number; at: string };
    }
  | { type: 'CrewChangeClosedForOffSigner'; data: { crewId: number; crewChangeId: number; at: string } }
  /** A 201 profile edit: only the changed fields, with their values before (per-field history). */
  | { type: 'CrewProfileUpdated'; data: { crewId: number; changes: Fields; previous: Fields; at: string } }
  /** A record of one of the 201 file's families (crew/records): family member, address, incident... */
  | { type: 'CrewRecordAdded'; data: { crewId: number; family: string; recordId: number; fields: Fields; at: string } }
  | {
      type: 'CrewRecordUpdated';
      data: { crewId: number; family: string; recordId: number; changes: Fields; previous: Fields; at: string };
    }
  | {
      type: 'CrewRecordDeleted';
      data: { crewId: number; family: string; recordId: number; previous: Fields; at: string };
    }
  /** The biodata PDF sent to the sister company's CMS (000 §7 updateKrbsCrewFile) and what it answered. */
  | { type: 'CrewBiodataSentToCms'; data: CmsUpload }
  /** Issue 29 §2: his availability, in his own words from the portal (crew/availability.ts). */
  | AvailabilityEvent
  /** Issue 28 §4: a crew an import registered, taken back by the undo of that import (he leaves the lists). */
  | { type: 'CrewRegistrationWithdrawn'; data: { crewId: number; importId: number; at: string } };

/**
 * What an import did on one crew's stream (issue 28 §4), as the server read it from the import's
 * events: the undo sends their compensations, newest first. A record's add is undone by its delete,
 * a profile edit by the edit back to the values before, the registration by its withdrawal.
 */
export type ImportedStep =
  | { type: 'registered' }
  | { type: 'profileUpdated'; changes: Fields; previous: Fields }
  | { type: 'recordAdded'; family: string; recordId: number };

/** One biodata upload to the CMS: `status` SENT (a 2xx answer) or FAILED; `response` a short summary of the answer. */
export interface CmsUpload {
  crewId: number;
  fileId: string;
  documentId: number;
  ipn: string;
  status: 'SENT' | 'FAILED';
  httpStatus: number | null;
  response: string;
  at: string;
}

/** The record commands name the family by its stored name and carry the facts the server gathered. */
type RecordTarget = { crewId: number; family: string; recordId: number; at: string };

export type CrewCommand =
  | { type: 'RegisterCrew'; data: { crewId: number; profile: CrewIdentityInput; at: string } }
  | LifecycleCommand
  /** Plan Crew Change (`reopen: false`) or Retrieve Rank (`reopen: true`) for this off-signer. */
  | {
      type: 'OpenCrewChangeForOffSigner';
      data: { crewId: number; crewChangeId: number; vesselId: number; reopen: boolean; at: string };
    }
  /** Cancel Rank: the crew change no longer holds its off-signer. */
  | { type: 'CloseCrewChangeForOffSigner'; data: { crewId: number; crewChangeId: number; at: string } }
  | { type: 'UpdateCrewProfile'; data: { crewId: number; changes: CrewProfileChanges; at: string } }
  /** The crew image (000 §2): an image upload of the actor's, or null to delete it. */
  | {
      type: 'ChangeCrewPhoto';
      data: {
        crewId: number;
        fileId: string | null;
        file: RecordFacts['files'][string] | null;
        actorId: number | null;
        at: string;
      };
    }
  | { type: 'AddCrewRecord'; data: RecordTarget & { fields: Fields; facts: RecordFacts } }
  | { type: 'UpdateCrewRecord'; data: RecordTarget & { changes: Fields; facts: RecordFacts } }
  | { type: 'DeleteCrewRecord'; data: RecordTarget }
  | { type: 'RecordBiodataCmsUpload'; data: CmsUpload }
  | AvailabilityCommand
  /**
   * Undo what an import did on this stream: `untouchedVersion` is the stream's version after the
   * import's last event on it, or after the last event of later imports on it that were undone since
   * (an import and its undo together change nothing); `version` the one this attempt read; any other
   * event since refuses it.
   */
  | {
      type: 'UndoImportedSteps';
      data: {
        crewId: number;
        importId: number;
        untouchedVersion: number;
        version: number;
        steps: ImportedStep[];
        at: string;
      };
    };

export interface CrewState {
  exists: boolean;
  /** Kept equal to the open stint's vessel (crew/lifecycle.ts positionOf). */
  onboardVesselId: number | null;
  /** His contracts with us, in sign-on order (issue 24). */
  stints: Stint[];
  /** Rank changes the lifecycle process applied, by its step key (so an undone promotion can go back). */
  rankChanges: Record<string, { rankId: number; previousRankId: number | null }>;
  /** The crew change open for him as off-signer, if any. */
  openCrewChangeId: number | null;
  /** The identity fields as registered and edited since, to diff an edit against. */
  profile: Fields;
  /** The 201 file's records, by family name then record id. */
  records: Record<string, Collection>;
}

export const initialCrewState = (): CrewState => ({
  exists: false,
  onboardVesselId: null,
  stints: [],
  rankChanges: {},
  openCrewChangeId: null,
  profile: {},
  records: {},
});

/**
 * A record's add, edit or delete carries the crew's own fields along when its family says so (the
 * family's `ownerChange`: the availability date follows the latest debriefing record, issue 13).
 */
function withOwnerChange(
  state: CrewState,
  event: CrewEvent & { data: { crewId: number; family: string; at: string } },
): CrewEvent[] {
  const family = records.family(event.data.family);
  if (!family.ownerChange) return [event];
  const after = evolveCrew(state, event);
  const change = family.ownerChange(after.records[family.name], state.profile);
  if (!change) return [event];
  return [event, { type: 'CrewProfileUpdated', data: { crewId: event.data.crewId, ...change, at: event.data.at } }];
}

const records = recordOwner('Crew', CREW_RECORD_FAMILIES_BY_NAME);

export function evolveCrew(state: CrewState, event: CrewEvent): CrewState {
  if (records.isEvent(event)) return records.evolve(state, event);
  switch (event.type) {
    case 'CrewRegistered':
      return { ...initialCrewState(), exists: true, profile: { ...event.data.profile } };
    case 'CrewProfileUpdated':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'CrewSignedOn':
    case 'CrewSignedOff':
    case 'CrewArrivedHome':
    case 'CrewRankChanged':
    case 'CrewSeaServiceCorrected':
    case 'CrewLifecycleStepSkipped':
      return evolveLifecycle(state, event);
    case 'CrewChangeOpenedForOffSigner':
      return { ...state, openCrewChangeId: event.data.crewChangeId };
    case 'CrewChangeClosedForOffSigner':
      return state.openCrewChangeId === event.data.crewChangeId ? { ...state, openCrewChangeId: null } : state;
    case 'CrewRegistrationWithdrawn':
      return initialCrewState();
    case 'CrewDocumentRecorded':
    case 'CovidVaccineRecorded':
    case 'CrewBiodataSentToCms':
    case 'AvailabilityDeclared':
      return state;
    default:
      return assertNever(event);
  }
}

export function decideCrew(command: CrewCommand, state: CrewState): CrewEvent[] {
  switch (command.type) {
    case 'RegisterCrew': {
      if (state.exists) throw new DomainError('CONFLICT', 'This crew already exists');
      // A crew code, applicant no. or IPN another crew has is not refused here: one stream cannot
      // see the others. The server warns of possible duplicates and the user confirms (002 §8).
      const parsed = crewIdentitySchema.safeParse(command.data.profile);
      if (!parsed.success) throw validationErrors(parsed.error.issues, 'profile');
      return [{ type: 'CrewRegistered', data: { ...command.data, profile: parsed.data } }];
    }
    case 'UpdateCrewProfile': {
      if (!state.exists) throw new NotFoundError('Crew not found');
      const parsed = crewProfileChanges.safeParse(command.data.changes);
      if (!parsed.success) throw validationErrors(parsed.error.issues, 'changes');
      const sent = command.data.changes as Fields;
      const changes: Fields = {};
      const previous: Fields = {};
      for (const [field, value] of Object.entries(parsed.data)) {
        // Only the fields the edit names: a schema default never counts as a change.
        if (!(field in sent) || value === undefined || sameValue(state.profile[field], value)) continue;
        changes[field] = value;
        previous[field] = state.profile[field] ?? null;
      }
      if (Object.keys(changes).length === 0) throw new ValidationError({}, 'Nothing changed');
      return [
        { type: 'CrewProfileUpdated', data: { crewId: command.data.crewId, changes, previous, at: command.data.at } },
      ];
    }
    case 'ChangeCrewPhoto': {
      if (!state.exists) throw new NotFoundError('Crew not found');
      const { crewId, fileId, file, actorId, at } = command.data;
      const before = (state.profile.photoFileId as string | undefined) ?? null;
      if (fileId === before)
        throw new ValidationError({}, fileId === null ? 'The crew has no image' : 'Nothing changed');
      // The image must be the actor's own upload of an image (000 §5): no linking someone else's file.
      if (fileId !== null && (!file || file.kind !== 'image' || file.uploadedBy !== actorId))
        throw ValidationError.field('crewImage', 'Upload the image again');
      return [
        {
          type: 'CrewProfileUpdated',
          data: { crewId, changes: { photoFileId: fileId }, previous: { photoFileId: before }, at },
        },
      ];
    }
    case 'AddCrewRecord':
      if (!state.exists) throw new NotFoundError('Crew not found');
      return withOwnerChange(state, { type: 'CrewRecordAdded', data: records.added(state.records, command.data) });
    case 'UpdateCrewRecord':
      if (!state.exists) throw new NotFoundError('Crew not found');
      return withOwnerChange(state, { type: 'CrewRecordUpdated', data: records.updated(state.records, command.data) });
    case 'DeleteCrewRecord':
      if (!state.exists) throw new NotFoundError('Crew not found');
      return withOwnerChange(state, { type: 'CrewRecordDeleted', data: records.deleted(state.records, command.data) });
    case 'DeclareAvailability':
      return decideAvailability(command, state);
    case 'RecordBiodataCmsUpload':
      if (!state.exists) throw new NotFoundError('Crew not found');
      // The request has gone out already: its outcome is recorded as it was, even if the IPN was edited meanwhile.
      if (!command.data.ipn) throw ValidationError.field('ipn', 'The crew has no IPN');
      return [{ type: 'CrewBiodataSentToCms', data: command.data }];
    case 'UndoImportedSteps':
      return undoImportedSteps(command.data, state);
    case 'SignOnCrew':
    case 'SignOffCrew':
    case 'RecordCrewArrival':
    case 'ChangeCrewRank':
    case 'CorrectSeaService':
    case 'RevokeLifecycleStep':
      return decideLifecycle(command, state);
    case 'OpenCrewChangeForOffSigner': {
      const { crewId, crewChangeId, vesselId, reopen, at } = command.data;
      if (!state.exists) throw ValidationError.field('offSignerCrewId', 'Unknown crew');
      if (state.openCrewChangeId === crewChangeId) return [];
      if (state.onboardVesselId !== vesselId) {
        // A retrieved rank whose off-signer has left since has nobody to hold.
        if (reopen) return [];
        throw ValidationError.field('offSignerCrewId', 'The off-signer must be onboard this vessel');
      }
      if (state.openCrewChangeId !== null)
        throw ValidationError.field('offSignerCrewId', 'This crew already has an open crew change');
      return [{ type: 'CrewChangeOpenedForOffSigner', data: { crewId, crewChangeId, vesselId, at } }];
    }
    case 'CloseCrewChangeForOffSigner': {
      const { crewId, crewChangeId, at } = command.data;
      if (state.openCrewChangeId !== crewChangeId) return [];
      return [{ type: 'CrewChangeClosedForOffSigner', data: { crewId, crewChangeId, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const EDITED_SINCE_IMPORT = 'Edited since the import';

/** The compensating events of an import's steps on one crew, newest step first (issue 28 §4: never a delete). */
function undoImportedSteps(
  data: Extract<CrewCommand, { type: 'UndoImportedSteps' }>['data'],
  state: CrewState,
): CrewEvent[] {
  const { crewId, importId, at } = data;
  if (data.version !== data.untouchedVersion) throw new DomainError('CONFLICT', EDITED_SINCE_IMPORT);
  if (!state.exists) throw new NotFoundError('Crew not found');
  const events: CrewEvent[] = [];
  let s = state;
  for (const step of [...data.steps].reverse()) {
    let event: CrewEvent;
    if (step.type === 'recordAdded') {
      const target = { crewId, family: step.family, recordId: step.recordId, at };
      event = { type: 'CrewRecordDeleted', data: records.deleted(s.records, target) };
    } else if (step.type === 'profileUpdated') {
      // Back to the values before, for the fields the import changed (and nothing else touched since).
      event = { type: 'CrewProfileUpdated', data: { crewId, changes: step.previous, previous: step.changes, at } };
    } else {
      if (s.stints.length > 0 || s.openCrewChangeId !== null)
        throw new DomainError('CONFLICT', 'He has served or is planned since the import');
      event = { type: 'CrewRegistrationWithdrawn', data: { crewId, importId, at } };
    }
    events.push(event);
    s = evolveCrew(s, event);
  }
  return events;
}

export const crewDecider: Decider<CrewCommand, CrewEvent, CrewState> = {
  streamType: crewStream.type,
  initialState: initialCrewState,
  evolve: evolveCrew,
  decide: decideCrew,
  // A stale edit of a field someone else changed meanwhile is refused ("changed by NAME at TIME").
  // A record's fields are keyed `family:12.lastName`: edits of other records merge, a stale one of the same field is refused.
  commandFields: (c): Fields => {
    if (c.type === 'UpdateCrewProfile') return { ...c.data.changes };
    if (c.type === 'ChangeCrewPhoto') return { photoFileId: c.data.fileId };
    if (c.type === 'UpdateCrewRecord') return records.editFields(c.data);
    return {};
  },
  eventFields: (e): Fields => {
    if (e.type === 'CrewProfileUpdated') return { ...e.data.changes };
    if (e.type === 'CrewRecordUpdated') return records.editFields(e.data);
    return {};
  },
};
