import { assertNever, DomainError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { commandId, recordId } from '../shared/ids.js';
import {
  latestStint,
  openStint,
  positionOf,
  type LifecycleCause,
  type LifecyclePosition,
  type Stint,
} from './lifecycle.js';

/**
 * The crew stream's lifecycle (issue 24): sign-on, sign-off, arrival home, rank change, and the
 * corrections of them. The crew lifecycle process (apps/server/src/crew/lifecycle) sends these
 * when the board's confirmed dates come, with the cause (the crew change and the confirmation);
 * an administrator corrects a wrong one with a reason. A step sent by the process that no longer
 * fits (he is onboard elsewhere, already signed off) is recorded as skipped with the reason,
 * never thrown away: the process does not send it again, and the 201 history shows why.
 */

export type LifecycleStep = 'sign-on' | 'sign-off' | 'arrival' | 'rank';

/** What a correction changes on a stint; a null disembark date reopens the contract (he is onboard again). */
export type StintChanges = Partial<
  Pick<Stint, 'vesselId' | 'rankId' | 'embarkDate' | 'disembarkDate' | 'contractReasonId' | 'arrivalDate'>
>;

type At = { crewId: number; at: string };

export type LifecycleEvent =
  /** `crewChangeId`, `cause`: set by the lifecycle process (issue 24); absent on older and seeded sign-ons. */
  | {
      type: 'CrewSignedOn';
      data: At & {
        vesselId: number;
        rankId: number;
        embarkDate: string;
        stintNo?: number;
        crewChangeId?: number | null;
        cause?: LifecycleCause;
      };
    }
  /** `contractReasonId`: the disembark reason (issue 8 §5); optional, so events stored before it stay valid. */
  | {
      type: 'CrewSignedOff';
      data: At & {
        disembarkDate: string;
        contractReasonId?: number;
        vesselId?: number;
        crewChangeId?: number | null;
        cause?: LifecycleCause;
      };
    }
  /** He arrived in Manila after his contract on `vesselId`: standby from `arrivalDate`. */
  | {
      type: 'CrewArrivedHome';
      data: At & {
        arrivalDate: string;
        vesselId: number;
        stintNo: number;
        crewChangeId: number | null;
        cause?: LifecycleCause;
      };
    }
  | {
      type: 'CrewRankChanged';
      data: At & {
        rankId: number;
        previousRankId: number | null;
        effectiveDate: string;
        onboard: boolean;
        cause?: LifecycleCause;
      };
    }
  /** A contract corrected (an administrator with a reason, or a confirmation undone): `position` is where he stands after. */
  | {
      type: 'CrewSeaServiceCorrected';
      data: At & {
        stintNo: number;
        changes: StintChanges;
        previous: StintChanges;
        voided: boolean;
        reason: string;
        position: LifecyclePosition;
        cause?: LifecycleCause;
      };
    }
  | {
      type: 'CrewLifecycleStepSkipped';
      data: At & { step: LifecycleStep | 'revoke'; cause: LifecycleCause; reason: string };
    };

export type LifecycleCommand =
  | {
      type: 'SignOnCrew';
      data: At & {
        vesselId: number;
        rankId: number;
        embarkDate: string;
        crewChangeId?: number | null;
        cause?: LifecycleCause;
      };
    }
  | {
      type: 'SignOffCrew';
      data: At & {
        disembarkDate: string;
        contractReasonId?: number;
        crewChangeId?: number | null;
        cause?: LifecycleCause;
      };
    }
  /** A confirmed arrival; `disembarkDate`/`contractReasonId` (the board's) sign him off first if he is still onboard `vesselId`. */
  | {
      type: 'RecordCrewArrival';
      data: At & {
        arrivalDate: string;
        vesselId: number;
        crewChangeId: number | null;
        disembarkDate: string | null;
        contractReasonId: number | null;
        cause?: LifecycleCause;
      };
    }
  /** `vesselId`: an onboard promotion, applied only while he is onboard that vessel. */
  | {
      type: 'ChangeCrewRank';
      data: At & { rankId: number; effectiveDate: string; vesselId?: number | null; cause?: LifecycleCause };
    }
  /** `known`: the server's facts on the vessel and rank the changes name. */
  | {
      type: 'CorrectSeaService';
      data: At & {
        stintNo: number;
        changes: StintChanges;
        voided: boolean;
        reason: string;
        known?: { vesselId?: boolean; rankId?: boolean };
      };
    }
  /** The confirmation behind an applied step was undone: take the step back when nothing came after it. */
  | { type: 'RevokeLifecycleStep'; data: At & { key: string; reason: string; cause: LifecycleCause } };

/** What the lifecycle needs of the crew's state (crew/decider.ts CrewState has all of it). */
export interface LifecycleState {
  exists: boolean;
  onboardVesselId: number | null;
  openCrewChangeId: number | null;
  stints: Stint[];
  rankChanges: Record<string, { rankId: number; previousRankId: number | null }>;
  profile: Record<string, unknown>;
}

function withStints<S extends LifecycleState>(s: S, stints: Stint[]): S {
  return { ...s, stints, onboardVesselId: positionOf(stints).onboardVesselId };
}

const mapStint = (stints: Stint[], no: number, f: (s: Stint) => Stint) => stints.map((s) => (s.no === no ? f(s) : s));

export function evolveLifecycle<S extends LifecycleState>(s: S, event: LifecycleEvent): S {
  switch (event.type) {
    case 'CrewSignedOn': {
      const d = event.data;
      const stint: Stint = {
        no: d.stintNo ?? s.stints.length + 1,
        vesselId: d.vesselId,
        rankId: d.rankId,
        embarkDate: d.embarkDate,
        disembarkDate: null,
        contractReasonId: null,
        arrivalDate: null,
        crewChangeId: d.crewChangeId ?? null,
        voided: false,
        signOnKey: d.cause?.key ?? null,
        signOffKey: null,
        arrivalKey: null,
      };
      return withStints(s, [...s.stints, stint]);
    }
    case 'CrewSignedOff': {
      const open = openStint(s.stints);
      const d = event.data;
      const stints = open
        ? mapStint(s.stints, open.no, (x) => ({
            ...x,
            disembarkDate: d.disembarkDate,
            contractReasonId: d.contractReasonId ?? null,
            signOffKey: d.cause?.key ?? null,
          }))
        : s.stints;
      // He has left the vessel: the crew change that relieved him is done as far as he goes.
      return { ...withStints(s, stints), openCrewChangeId: null };
    }
    case 'CrewArrivedHome':
      return withStints(
        s,
        mapStint(s.stints, event.data.stintNo, (x) => ({
          ...x,
          arrivalDate: event.data.arrivalDate,
          arrivalKey: event.data.cause?.key ?? null,
        })),
      );
    case 'CrewRankChanged': {
      const { rankId, previousRankId, onboard, cause } = event.data;
      const open = openStint(s.stints);
      const stints = onboard && open ? mapStint(s.stints, open.no, (x) => ({ ...x, rankId })) : s.stints;
      const rankChanges = cause ? { ...s.rankChanges, [cause.key]: { rankId, previousRankId } } : s.rankChanges;
      return { ...withStints(s, stints), rankChanges, profile: { ...s.profile, rankId } };
    }
    case 'CrewSeaServiceCorrected': {
      const { stintNo, changes, voided } = event.data;
      return withStints(
        s,
        mapStint(s.stints, stintNo, (x) => ({ ...x, ...changes, voided: x.voided || voided })),
      );
    }
    case 'CrewLifecycleStepSkipped':
      return s;
    default:
      return assertNever(event);
  }
}

const SKIPPABLE = new Set(['SignOnCrew', 'SignOffCrew', 'RecordCrewArrival', 'ChangeCrewRank', 'RevokeLifecycleStep']);
const STEP: Record<string, LifecycleStep | 'revoke'> = {
  SignOnCrew: 'sign-on',
  SignOffCrew: 'sign-off',
  RecordCrewArrival: 'arrival',
  ChangeCrewRank: 'rank',
  RevokeLifecycleStep: 'revoke',
};

/** A step the process sent that no longer fits is recorded with its reason (see the file's comment). */
export function decideLifecycle(command: LifecycleCommand, s: LifecycleState): LifecycleEvent[] {
  const cause = 'cause' in command.data ? command.data.cause : undefined;
  if (!cause || !SKIPPABLE.has(command.type)) return decideStep(command, s);
  try {
    return decideStep(command, s);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const reason = Object.values(e.fieldErrors ?? {}).flat()[0] ?? e.message;
    return [
      {
        type: 'CrewLifecycleStepSkipped',
        data: { crewId: command.data.crewId, step: STEP[command.type]!, cause, reason, at: command.data.at },
      },
    ];
  }
}

function decideStep(command: LifecycleCommand, s: LifecycleState): LifecycleEvent[] {
  if (!s.exists) throw new NotFoundError('Crew not found');
  switch (command.type) {
    case 'SignOnCrew': {
      const open = openStint(s.stints);
      if (open)
        throw ValidationError.field('vesselId', `The crew is already onboard a vessel (since ${open.embarkDate})`);
      const last = latestStint(s.stints);
      if (last?.disembarkDate && command.data.embarkDate < last.disembarkDate) {
        throw ValidationError.field('embarkDate', 'The embark date cannot be before his last sign-off');
      }
      return [{ type: 'CrewSignedOn', data: { ...command.data, stintNo: s.stints.length + 1 } }];
    }
    case 'SignOffCrew': {
      const open = openStint(s.stints);
      if (!open) throw ValidationError.field('crewId', 'The crew is not onboard');
      if (command.data.disembarkDate < open.embarkDate)
        throw ValidationError.field('disembarkDate', 'The disembark date cannot be before his embark date');
      return [{ type: 'CrewSignedOff', data: { ...command.data, vesselId: open.vesselId } }];
    }
    case 'RecordCrewArrival': {
      const { crewId, arrivalDate, vesselId, crewChangeId, disembarkDate, contractReasonId, cause, at } = command.data;
      const events: LifecycleEvent[] = [];
      const open = openStint(s.stints);
      let stint = latestStint(s.stints);
      if (open) {
        if (open.vesselId !== vesselId)
          throw ValidationError.field('arrivalDate', 'The crew is onboard another vessel');
        // Arrived before his sign-off was confirmed: he has left the vessel, on the board's disembark date.
        const off = disembarkDate && disembarkDate <= arrivalDate ? disembarkDate : arrivalDate;
        events.push(
          ...decideStep(
            {
              type: 'SignOffCrew',
              data: {
                crewId,
                disembarkDate: off,
                crewChangeId,
                ...(contractReasonId ? { contractReasonId } : {}),
                ...(cause ? { cause } : {}),
                at,
              },
            },
            s,
          ),
        );
        stint = { ...open, disembarkDate: off };
      }
      if (!stint || stint.disembarkDate === null || stint.vesselId !== vesselId)
        throw ValidationError.field('arrivalDate', 'The crew has no contract on this vessel to come home from');
      if (arrivalDate < stint.disembarkDate)
        throw ValidationError.field('arrivalDate', 'The Manila arrival cannot be before the disembark date');
      if (stint.arrivalDate === arrivalDate) return events;
      events.push({
        type: 'CrewArrivedHome',
        data: { crewId, arrivalDate, vesselId, stintNo: stint.no, crewChangeId, ...(cause ? { cause } : {}), at },
      });
      return events;
    }
    case 'ChangeCrewRank': {
      const previous = typeof s.profile.rankId === 'number' ? s.profile.rankId : null;
      if (previous === command.data.rankId) throw ValidationError.field('rankId', 'The crew already holds this rank');
      const open = openStint(s.stints);
      const { vesselId, ...change } = command.data;
      if (vesselId && open?.vesselId !== vesselId)
        throw ValidationError.field(
          'vesselId',
          'An onboard promotion: the crew is not onboard the vessel of the promotion',
        );
      return [{ type: 'CrewRankChanged', data: { ...change, previousRankId: previous, onboard: open !== undefined } }];
    }
    case 'CorrectSeaService':
      return [correct(command.data, s)];
    case 'RevokeLifecycleStep':
      return revoke(command.data, s);
    default:
      return assertNever(command);
  }
}

/** An administrator's correction of one contract, checked against its neighbours. */
function correct(
  d: Extract<LifecycleCommand, { type: 'CorrectSeaService' }>['data'],
  s: LifecycleState,
  cause?: LifecycleCause,
): LifecycleEvent {
  const reason = d.reason.trim();
  if (reason === '') throw ValidationError.field('reason', 'Give the reason for the correction');
  const stint = s.stints.find((x) => x.no === d.stintNo);
  if (!stint || stint.voided) throw ValidationError.field('stintNo', 'This contract is not on his record');
  const errors: FieldErrors = {};
  const after = { ...stint, ...d.changes };
  if (d.known?.vesselId === false) errors.vesselId = ['Unknown vessel'];
  if (d.known?.rankId === false) errors.rankId = ['Unknown rank'];
  if (after.disembarkDate !== null && after.disembarkDate < after.embarkDate)
    errors.disembarkDate = ['The disembark date cannot be before the embark date'];
  if (after.arrivalDate !== null && (after.disembarkDate === null || after.arrivalDate < after.disembarkDate))
    errors.arrivalDate = ['The Manila arrival cannot be before the disembark date'];
  const others = s.stints.filter((x) => !x.voided && x.no !== stint.no);
  if (!d.voided) {
    const before = others.filter((x) => x.no < stint.no).at(-1);
    const next = others.find((x) => x.no > stint.no);
    if (before?.disembarkDate && after.embarkDate < before.disembarkDate)
      errors.embarkDate = ['The embark date cannot be before the sign-off of his previous contract'];
    if (next && (after.disembarkDate === null || after.disembarkDate > next.embarkDate))
      errors.disembarkDate = ['The disembark date cannot be after the sign-on of his next contract'];
    if (after.disembarkDate === null && others.some((x) => x.disembarkDate === null))
      errors.disembarkDate = ['He is onboard on another contract'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const changes: StintChanges = {};
  const previous: StintChanges = {};
  for (const [k, v] of Object.entries(d.changes) as Array<[keyof StintChanges, unknown]>) {
    if (v === undefined || stint[k] === v) continue;
    (changes as Record<string, unknown>)[k] = v;
    (previous as Record<string, unknown>)[k] = stint[k];
  }
  if (d.changes.disembarkDate === null && stint.arrivalDate !== null) {
    changes.arrivalDate = null;
    previous.arrivalDate = stint.arrivalDate;
  }
  if (!d.voided && Object.keys(changes).length === 0) throw new ValidationError({}, 'Nothing changed');
  const stints = s.stints.map((x) => (x.no === stint.no ? { ...x, ...changes, voided: d.voided } : x));
  return {
    type: 'CrewSeaServiceCorrected',
    data: {
      crewId: d.crewId,
      stintNo: stint.no,
      changes,
      previous,
      voided: d.voided,
      reason,
      position: positionOf(stints),
      ...(cause ? { cause } : {}),
      at: d.at,
    },
  };
}

/** Takes back the step of `key` when it is still his latest fact of its kind; otherwise an administrator corrects it. */
function revoke(
  d: Extract<LifecycleCommand, { type: 'RevokeLifecycleStep' }>['data'],
  s: LifecycleState,
): LifecycleEvent[] {
  const { crewId, key, reason, cause, at } = d;
  const rank = s.rankChanges[key];
  if (rank) {
    if (s.profile.rankId !== rank.rankId || rank.previousRankId === null)
      throw new DomainError('CONFLICT', 'His rank has changed since: an administrator corrects it');
    return [
      {
        type: 'CrewRankChanged',
        data: {
          crewId,
          rankId: rank.previousRankId,
          previousRankId: rank.rankId,
          effectiveDate: at.slice(0, 10),
          onboard: openStint(s.stints) !== undefined,
          cause: { ...cause, key: `${key}:revoked` },
          at,
        },
      },
    ];
  }
  const last = latestStint(s.stints);
  const later = 'later changes are on his record: an administrator corrects it';
  const base = { crewId, reason, known: {}, at };
  if (last?.signOnKey === key) {
    if (last.disembarkDate !== null) throw new DomainError('CONFLICT', `He has signed off since; ${later}`);
    return [correct({ ...base, stintNo: last.no, changes: {}, voided: true }, s, cause)];
  }
  if (last?.arrivalKey === key)
    return [correct({ ...base, stintNo: last.no, changes: { arrivalDate: null }, voided: false }, s, cause)];
  if (last?.signOffKey === key)
    return [correct({ ...base, stintNo: last.no, changes: { disembarkDate: null }, voided: false }, s, cause)];
  throw new DomainError('CONFLICT', `The step is not his latest; ${later}`);
}

/** Correct Sea Service (issue 24): one contract's dates, vessel, rank or reason, or void it; always with a reason. */
export const correctSeaServiceInput = z.object({
  crewId: recordId,
  stintNo: z.number({ error: 'Choose the contract to correct' }).int().min(1).max(10_000),
  changes: z
    .object({
      vesselId: recordId,
      rankId: recordId,
      embarkDate: calendarDate,
      disembarkDate: calendarDate.nullable(),
      contractReasonId: recordId.nullable(),
      arrivalDate: calendarDate.nullable(),
    })
    .partial()
    .default({}),
  voided: z.boolean().default(false),
  reason: z
    .string({ error: 'Give the reason for the correction' })
    .trim()
    .min(1, 'Give the reason for the correction')
    .max(500, 'At most 500 characters'),
  commandId,
});
export type CorrectSeaServiceInput = z.infer<typeof correctSeaServiceInput>;
