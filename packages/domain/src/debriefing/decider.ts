import type { Decider } from '../decider.js';
import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { TOP_MANAGEMENT_SECTIONS, sectionName } from './catalogue.js';
import {
  debriefingFormInput,
  managementDecisionInput,
  trainingEndorsementInput,
  type DebriefingForm,
} from './schemas.js';
import { debriefingStream } from './streams.js';
import { sameValue } from '../shared/equal.js';

type Part = 'sections' | 'answers' | 'jis' | 'documents';
type Entries = Record<string, Record<string, unknown>>;
export type Scholar = NonNullable<DebriefingForm['scholar']>;
/**
 * An endorsed course: `courseId` is an entry of the `training` key list (BT, PSCRB, SSO, ECDIS,
 * refreshers...); endorsements made before issue 25 (`TrainingEndorsementAdded`) named an entry of
 * the school `course` list, and say so with `list: 'course'` (absent in forms stored before).
 */
export interface TrainingEndorsement {
  courseId: number;
  list?: 'training' | 'course';
  remarks: string;
  status: 'ENDORSED' | 'CANCELLED';
  by: string;
  at: string;
}
export interface ManagementDecision {
  decision: string;
  remarks: string;
  by: string;
  at: string;
}

/**
 * Events of `debriefing-{crewChangeId}`: one debriefing per crew change that brought a crew home
 * (a second one for the same arrival cannot be started: the stream exists).
 */
export type DebriefingEvent =
  | {
      type: 'DebriefingStarted';
      data: {
        debriefingId: number;
        crewId: number;
        vesselId: number;
        rankId: number;
        arriveManila: string | null;
        by: string;
        at: string;
      };
    }
  /** A saved part of the form: the entries that changed, whole (sections by id, answers, JIS, documents by code). */
  | { type: 'DebriefingPartSaved'; data: { debriefingId: number; part: Part; entries: Entries; at: string } }
  | { type: 'DebriefingScholarAssessed'; data: { debriefingId: number; scholar: Scholar; at: string } }
  | { type: 'DebriefingReviewFlagged'; data: { debriefingId: number; forReview: boolean; at: string } }
  /** Before issue 25: `courseId` of the school course list (kept for the streams that hold it). */
  | {
      type: 'TrainingEndorsementAdded';
      data: { debriefingId: number; endorsementId: number; courseId: number; remarks: string; by: string; at: string };
    }
  /** Issue 25: a training course (the `training` key list) endorsed. */
  | {
      type: 'TrainingCourseEndorsed';
      data: {
        debriefingId: number;
        endorsementId: number;
        trainingId: number;
        remarks: string;
        by: string;
        at: string;
      };
    }
  | {
      type: 'TrainingEndorsementCancelled';
      data: { debriefingId: number; endorsementId: number; by: string; at: string };
    }
  | { type: 'DebriefingEndorsed'; data: { debriefingId: number; by: string; at: string } }
  | { type: 'ManagementDecisionRecorded'; data: { debriefingId: number } & ManagementDecision }
  | { type: 'DebriefingDeleted'; data: { debriefingId: number; crewId: number; at: string } };

/**
 * `arrival`: the server's facts on the crew change (its off-signer, whether he has arrived in
 * Manila); `courseKnown`: the course is an active entry of the training course list.
 */
export type DebriefingCommand =
  | {
      type: 'StartDebriefing';
      data: {
        debriefingId: number;
        by: string;
        at: string;
        arrival: { crewId: number; vesselId: number; rankId: number; arriveManila: string | null } | null;
        today: string;
      };
    }
  | { type: 'SaveDebriefingForm'; data: { debriefingId: number; form: unknown; at: string } }
  | {
      type: 'AddTrainingEndorsement';
      data: {
        debriefingId: number;
        endorsementId: number;
        input: unknown;
        courseKnown: boolean;
        by: string;
        at: string;
      };
    }
  | { type: 'CancelTrainingEndorsement'; data: { debriefingId: number; endorsementId: number; by: string; at: string } }
  | { type: 'EndorseDebriefing'; data: { debriefingId: number; by: string; at: string } }
  | { type: 'RecordManagementDecision'; data: { debriefingId: number; input: unknown; by: string; at: string } }
  | { type: 'DeleteDebriefing'; data: { debriefingId: number; at: string } };

export interface DebriefingState {
  exists: boolean;
  crewId: number;
  sections: Entries;
  answers: Entries;
  jis: Entries;
  documents: Entries;
  scholar: Scholar | null;
  forReview: boolean;
  trainings: Record<number, TrainingEndorsement>;
  endorsed: { by: string; at: string } | null;
  decision: ManagementDecision | null;
}

export const initialDebriefingState = (): DebriefingState => ({
  exists: false,
  crewId: 0,
  sections: {},
  answers: {},
  jis: {},
  documents: {},
  scholar: null,
  forReview: false,
  trainings: {},
  endorsed: null,
  decision: null,
});

/** Where a debriefing stands in the staff queue (issue 13 §3). */
export type DebriefingStatus = 'OPEN' | 'FOR REVIEW' | 'ENDORSED' | 'REVIEWED';
export function debriefingStatus(s: Pick<DebriefingState, 'forReview' | 'endorsed' | 'decision'>): DebriefingStatus {
  if (s.decision) return 'REVIEWED';
  if (s.forReview) return 'FOR REVIEW';
  return s.endorsed ? 'ENDORSED' : 'OPEN';
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

function issues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const i of error.issues) (errors[i.path.map(String).join('.') || '_form'] ??= []).push(i.message);
  return new ValidationError(errors);
}

function open(state: DebriefingState) {
  if (!state.exists) throw new NotFoundError('Debriefing not found');
  if (state.endorsed) throw ValidationError.field('_form', 'This debriefing is endorsed and can no longer be changed');
}

/** The entries of a part that differ from the stored ones. */
function changed(stored: Entries, sent: Entries | undefined): Entries {
  const out: Entries = {};
  for (const [k, v] of Object.entries(sent ?? {})) if (!sameValue(stored[k], v)) out[k] = v;
  return out;
}

/** Before endorsing: something written, and a debriefing For Review carries what top management reads. */
export function endorseErrors(state: DebriefingState): string[] {
  const written = Object.values(state.sections).some((s) => !blank(s.remarks));
  if (!written) return ['Write the remarks of at least one section before endorsing'];
  if (!state.forReview) return [];
  const missing = TOP_MANAGEMENT_SECTIONS.filter((id) => blank(state.sections[String(id)]?.remarks));
  return missing.length ? [`For Review: write the remarks of ${missing.map(sectionName).join(', ')}`] : [];
}

export function evolveDebriefing(state: DebriefingState, e: DebriefingEvent): DebriefingState {
  switch (e.type) {
    case 'DebriefingStarted':
      return { ...initialDebriefingState(), exists: true, crewId: e.data.crewId };
    case 'DebriefingPartSaved':
      return { ...state, [e.data.part]: { ...state[e.data.part], ...e.data.entries } };
    case 'DebriefingScholarAssessed':
      return { ...state, scholar: e.data.scholar };
    case 'DebriefingReviewFlagged':
      return { ...state, forReview: e.data.forReview };
    case 'TrainingEndorsementAdded':
    case 'TrainingCourseEndorsed': {
      // A course of the training course list, or a training of the training list.
      const { endorsementId, remarks, by, at } = e.data;
      const endorsed =
        e.type === 'TrainingEndorsementAdded'
          ? { courseId: e.data.courseId, list: 'course' as const }
          : { courseId: e.data.trainingId, list: 'training' as const };
      return {
        ...state,
        trainings: { ...state.trainings, [endorsementId]: { ...endorsed, remarks, status: 'ENDORSED', by, at } },
      };
    }
    case 'TrainingEndorsementCancelled': {
      const t = state.trainings[e.data.endorsementId];
      return t
        ? { ...state, trainings: { ...state.trainings, [e.data.endorsementId]: { ...t, status: 'CANCELLED' } } }
        : state;
    }
    case 'DebriefingEndorsed':
      return { ...state, endorsed: { by: e.data.by, at: e.data.at } };
    case 'ManagementDecisionRecorded':
      return {
        ...state,
        decision: { decision: e.data.decision, remarks: e.data.remarks, by: e.data.by, at: e.data.at },
      };
    case 'DebriefingDeleted':
      return initialDebriefingState();
    default:
      return assertNever(e);
  }
}

export function decideDebriefing(c: DebriefingCommand, state: DebriefingState): DebriefingEvent[] {
  const debriefingId = c.data.debriefingId;
  switch (c.type) {
    case 'StartDebriefing': {
      if (state.exists) throw new DomainError('CONFLICT', 'This crew is already in debriefing');
      const a = c.data.arrival;
      if (!a) throw ValidationError.field('crewChangeId', 'Unknown crew change, or it has no crew going home');
      // Arrived: 001 §2.3 arrive_manila set and not in the future.
      if (!a.arriveManila || a.arriveManila > c.data.today)
        throw ValidationError.field('crewChangeId', 'The crew has not arrived in Manila yet');
      return [{ type: 'DebriefingStarted', data: { debriefingId, ...a, by: c.data.by, at: c.data.at } }];
    }
    case 'SaveDebriefingForm': {
      open(state);
      const parsed = debriefingFormInput.safeParse(c.data.form);
      if (!parsed.success) throw issues(parsed.error);
      const f = parsed.data;
      const at = c.data.at;
      const events: DebriefingEvent[] = [];
      for (const part of ['sections', 'answers', 'jis', 'documents'] as const) {
        const entries = changed(state[part], f[part] as Entries | undefined);
        if (Object.keys(entries).length)
          events.push({ type: 'DebriefingPartSaved', data: { debriefingId, part, entries, at } });
      }
      if (f.scholar && !sameValue(state.scholar, f.scholar))
        events.push({ type: 'DebriefingScholarAssessed', data: { debriefingId, scholar: f.scholar, at } });
      if (f.forReview !== undefined && f.forReview !== state.forReview)
        events.push({ type: 'DebriefingReviewFlagged', data: { debriefingId, forReview: f.forReview, at } });
      if (events.length === 0) throw new ValidationError({}, 'Nothing changed');
      return events;
    }
    case 'AddTrainingEndorsement': {
      open(state);
      const parsed = trainingEndorsementInput.safeParse(c.data.input);
      if (!parsed.success) throw issues(parsed.error);
      if (!c.data.courseKnown) throw ValidationError.field('courseId', 'Unknown course');
      const { courseId, remarks } = parsed.data;
      const twice = Object.values(state.trainings).some(
        (t) => t.list === 'training' && t.courseId === courseId && t.status === 'ENDORSED',
      );
      if (twice) throw ValidationError.field('courseId', 'This course is already endorsed');
      if (state.trainings[c.data.endorsementId]) return [];
      const data = {
        debriefingId,
        endorsementId: c.data.endorsementId,
        trainingId: courseId,
        remarks: remarks ?? '',
        by: c.data.by,
        at: c.data.at,
      };
      return [{ type: 'TrainingCourseEndorsed', data }];
    }
    case 'CancelTrainingEndorsement': {
      open(state);
      const t = state.trainings[c.data.endorsementId];
      if (!t) throw new NotFoundError('Training endorsement not found');
      if (t.status === 'CANCELLED') throw new ValidationError({}, 'This endorsement is already cancelled');
      return [
        {
          type: 'TrainingEndorsementCancelled',
          data: { debriefingId, endorsementId: c.data.endorsementId, by: c.data.by, at: c.data.at },
        },
      ];
    }
    case 'EndorseDebriefing': {
      open(state);
      const errors = endorseErrors(state);
      if (errors.length) throw new ValidationError({ _form: errors }, errors[0]);
      return [{ type: 'DebriefingEndorsed', data: { debriefingId, by: c.data.by, at: c.data.at } }];
    }
    case 'RecordManagementDecision': {
      if (!state.exists) throw new NotFoundError('Debriefing not found');
      // Top management reads what the debriefing officer marked For Review and endorsed.
      if (!state.forReview) throw ValidationError.field('_form', 'This debriefing is not marked For Review');
      if (!state.endorsed) throw ValidationError.field('_form', 'The debriefing is not endorsed yet');
      const parsed = managementDecisionInput.safeParse(c.data.input);
      if (!parsed.success) throw issues(parsed.error);
      if (
        state.decision &&
        state.decision.decision === parsed.data.decision &&
        state.decision.remarks === parsed.data.remarks
      ) {
        throw new ValidationError({}, 'Nothing changed');
      }
      return [
        { type: 'ManagementDecisionRecorded', data: { debriefingId, ...parsed.data, by: c.data.by, at: c.data.at } },
      ];
    }
    case 'DeleteDebriefing':
      open(state);
      return [{ type: 'DebriefingDeleted', data: { debriefingId, crewId: state.crewId, at: c.data.at } }];
    default:
      return assertNever(c);
  }
}

export const debriefingDecider: Decider<DebriefingCommand, DebriefingEvent, DebriefingState> = {
  streamType: debriefingStream.type,
  initialState: initialDebriefingState,
  evolve: evolveDebriefing,
  decide: decideDebriefing,
};
