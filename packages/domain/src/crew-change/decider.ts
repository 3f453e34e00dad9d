import {
  assertNever,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '../shared/errors.js';
import type { Decider } from '../decider.js';
import { sameValue } from '../shared/equal.js';
import { CONFIRMABLE, FIELD_LABELS, type Side } from './fields.js';
import { canWriteField, writableFields, type EditorMode } from './permissions.js';
import { batchErrors, batchFieldErrors, disembarkingErrors, embarkingErrors } from './rules.js';
import { UNKNOWN_REFERENCE, unknownReferenceErrors } from './references.js';
import { crewChangeStream } from './streams.js';
import { stampOf, type CrewChangeCommand, type CrewChangeEvent, type LineUpFacts } from './events.js';
import { activeEmbarking, evolveCrewChange, initialCrewChangeState, type CrewChangeState } from './state.js';
import { decideProposal, proposalRefusal } from '../principal/proposals.js';
import { decideSeafarer } from './seafarer.js';
import { barredReason } from '../principal/crew-marks.js';

function requireOpen(s: CrewChangeState) {
  if (!s.exists) throw new NotFoundError('Crew change not found');
  if (s.rankCancelled)
    throw new DomainError('CONFLICT', `This rank was cancelled by ${s.rankCancelled.byName}: retrieve it first`);
}

/** Only changed fields, each checked for the writer's role and the confirmation lock. */
function diff(
  side: Side,
  current: Record<string, unknown>,
  confirmed: Record<string, { byName: string }>,
  changes: Record<string, unknown>,
  actor: Parameters<typeof canWriteField>[0],
  mode: EditorMode,
) {
  const next: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  const locked: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || sameValue(current[field], value)) continue;
    if (!canWriteField(actor, side, field, mode))
      throw new ForbiddenError(`You may not change ${FIELD_LABELS[side][field] ?? field}`);
    const c = confirmed[field];
    if (c) locked[field] = [`CONFIRMED BY ${c.byName}: it cannot be changed`];
    next[field] = value;
    previous[field] = current[field] ?? null;
  }
  if (Object.keys(locked).length > 0) throw new ValidationError(locked, 'A confirmed date cannot be changed');
  return { next, previous };
}

/** The server's facts on a plan: the vessel and rank exist, the off-signer is onboard that vessel. */
function planFactErrors(d: Extract<CrewChangeCommand, { type: 'PlanCrewChange' }>['data']): FieldErrors {
  const errors: FieldErrors = {};
  if (d.known?.vesselId !== true) errors.vesselId = [UNKNOWN_REFERENCE.vessel];
  if (d.known?.rankId !== true) errors.rankId = [UNKNOWN_REFERENCE.rank];
  if (d.offSignerCrewId !== null && d.offSignerVesselId !== d.vesselId)
    errors.offSignerCrewId = ['The off-signer must be onboard this vessel'];
  return errors;
}

/** A batch edit of a field the batch editors do not offer (a PCR result, say) is refused outright. */
function refuseNonBatchFields(side: Side, changes: Record<string, unknown>) {
  const errors = batchFieldErrors(side, changes);
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'Only the fields of the batch editor can be changed in a batch edit');
}

function nextEmbarkingId(s: CrewChangeState): string {
  return `${s.crewChangeId}-${s.embarkings.length + 1}`;
}

/** Issue 15: a crew withdrawn as NFR (not for rehire) is not lined up until the NFR is lifted. */
export const NFR_REFUSED = 'This crew is NFR (not for rehire): lift the NFR on his withdrawal before lining him up';

export function decideCrewChange(command: CrewChangeCommand, s: CrewChangeState): CrewChangeEvent[] {
  switch (command.type) {
    case 'PlanCrewChange': {
      const d = command.data;
      if (s.exists) throw new DomainError('CONFLICT', 'This crew change already exists');
      const facts = planFactErrors(d);
      if (Object.keys(facts).length > 0) throw new ValidationError(facts);
      const ids = d.relieverCrewIds;
      if (ids.length === 0 && d.offSignerCrewId === null)
        throw ValidationError.field('relieverCrewIds', 'Choose an off-signer or a reliever');
      if (new Set(ids).size !== ids.length)
        throw ValidationError.field('relieverCrewIds', 'A reliever is listed twice');
      if (d.offSignerCrewId !== null && ids.includes(d.offSignerCrewId))
        throw ValidationError.field('relieverCrewIds', 'The off-signer cannot relieve himself');
      if (ids.some((id) => d.nfrCrewIds?.includes(id))) throw ValidationError.field('relieverCrewIds', NFR_REFUSED);
      const [barred] = ids.flatMap((id) => d.barredCrews?.[id] ?? []);
      if (barred !== undefined) throw ValidationError.field('relieverCrewIds', barredReason(barred));
      const events: CrewChangeEvent[] = [
        {
          type: 'CrewChangePlanned',
          data: {
            crewChangeId: d.crewChangeId,
            vesselId: d.vesselId,
            fleetId: d.fleetId,
            rankId: d.rankId,
            offSignerCrewId: d.offSignerCrewId,
            relievers: ids.map((crewId, i) => ({ crewId, primary: i === 0 })),
            at: d.at,
          },
        },
      ];
      if (ids[0] !== undefined)
        events.push({
          type: 'EmbarkingOpened',
          data: { embarkingId: `${d.crewChangeId}-1`, crewId: ids[0], replacement: false, at: d.at },
        });
      return events;
    }
    case 'AddReliever': {
      requireOpen(s);
      const { crewId, primary, at } = command.data;
      if (s.relievers.some((r) => r.crewId === crewId) || s.offSignerCrewId === crewId)
        throw ValidationError.field('crewId', 'This crew is already on this crew change');
      refuseLineUp(s, crewId, command.data);
      const events: CrewChangeEvent[] = [{ type: 'RelieverAdded', data: { crewId, at } }];
      if (primary || s.relievers.length === 0)
        events.push(...decideCrewChange({ type: 'SetPrimaryReliever', data: { crewId, at } }, evolveAll(s, events)));
      return events;
    }
    case 'SetPrimaryReliever': {
      requireOpen(s);
      const { crewId, at } = command.data;
      if (!s.relievers.some((r) => r.crewId === crewId))
        throw ValidationError.field('crewId', 'Not a reliever of this crew change');
      refuseLineUp(s, crewId, command.data);
      const events: CrewChangeEvent[] = [{ type: 'PrimaryRelieverSet', data: { crewId, at } }];
      const active = activeEmbarking(s);
      if (!active)
        events.push({
          type: 'EmbarkingOpened',
          data: { embarkingId: nextEmbarkingId(s), crewId, replacement: s.embarkings.length > 0, at },
        });
      else if (active.crewId !== crewId)
        events.push({
          type: 'EmbarkingReassigned',
          data: { embarkingId: active.embarkingId, crewId, previousCrewId: active.crewId, at },
        });
      return events;
    }
    case 'CancelEmbarking': {
      requireOpen(s);
      const active = activeEmbarking(s);
      if (!active) throw new NotFoundError('There is no embarking to cancel');
      return [
        {
          type: 'EmbarkingCancelled',
          data: {
            embarkingId: active.embarkingId,
            crewId: active.crewId,
            ...stampOf(command.data.actor, command.data.at),
          },
        },
      ];
    }
    case 'AddReplacement': {
      requireOpen(s);
      const { crewId, at } = command.data;
      if (activeEmbarking(s))
        throw ValidationError.field('crewId', 'Cancel the current embarking before adding a replacement');
      if (s.offSignerCrewId === crewId) throw ValidationError.field('crewId', 'The off-signer cannot relieve himself');
      refuseLineUp(s, crewId, command.data);
      const events: CrewChangeEvent[] = [];
      if (!s.relievers.some((r) => r.crewId === crewId)) events.push({ type: 'RelieverAdded', data: { crewId, at } });
      events.push({ type: 'PrimaryRelieverSet', data: { crewId, at } });
      events.push({
        type: 'EmbarkingOpened',
        data: { embarkingId: nextEmbarkingId(s), crewId, replacement: true, at },
      });
      return events;
    }
    case 'CancelRank':
      requireOpen(s);
      return [{ type: 'RankCancelled', data: stampOf(command.data.actor, command.data.at) }];
    case 'RetrieveRank':
      if (!s.exists) throw new NotFoundError('Crew change not found');
      if (!s.rankCancelled) throw new DomainError('CONFLICT', 'This rank is not cancelled');
      return [{ type: 'RankRetrieved', data: stampOf(command.data.actor, command.data.at) }];
    case 'UpdateEmbarkingDetails': {
      requireOpen(s);
      const active = activeEmbarking(s);
      if (!active) throw new NotFoundError('There is no embarking on this crew change');
      const { actor, at, changes, batch, known } = command.data;
      if (batch) refuseNonBatchFields('embarking', changes);
      const { next, previous } = diff(
        'embarking',
        active.values,
        active.confirmed,
        changes,
        actor,
        batch ? 'batch' : 'single',
      );
      if (Object.keys(next).length === 0) throw new ValidationError({}, 'Nothing changed');
      const after = { ...active.values, ...next };
      const errors = {
        ...(batch
          ? batchErrors('embarking', changes, after)
          : embarkingErrors(after, new Set(writableFields(actor, 'embarking')), new Set(Object.keys(next)))),
        ...unknownReferenceErrors('embarking', next, known),
      };
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      return [
        { type: 'EmbarkingDetailsUpdated', data: { embarkingId: active.embarkingId, changes: next, previous, at } },
      ];
    }
    case 'UpdateDisembarkingDetails': {
      requireOpen(s);
      if (s.offSignerCrewId === null) throw new NotFoundError('There is no disembarking on this crew change');
      const { actor, at, changes, batch, known } = command.data;
      if (batch) refuseNonBatchFields('disembarking', changes);
      const { next, previous } = diff(
        'disembarking',
        s.disembarking.values,
        s.disembarking.confirmed,
        changes,
        actor,
        batch ? 'batch' : 'single',
      );
      if (Object.keys(next).length === 0) throw new ValidationError({}, 'Nothing changed');
      const errors = {
        ...(batch ? batchErrors('disembarking', changes) : disembarkingErrors({ ...s.disembarking.values, ...next })),
        ...unknownReferenceErrors('disembarking', next, known),
      };
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      return [{ type: 'DisembarkingDetailsUpdated', data: { changes: next, previous, at } }];
    }
    case 'ConfirmDate':
    case 'UndoDateConfirmation': {
      requireOpen(s);
      const { side, field, actor, at } = command.data;
      if (!(CONFIRMABLE[side] as readonly string[]).includes(field))
        throw ValidationError.field(field, 'This field is not confirmed');
      const target =
        side === 'embarking'
          ? activeEmbarking(s)
          : s.offSignerCrewId !== null
            ? { embarkingId: null, ...s.disembarking }
            : undefined;
      if (!target) throw new NotFoundError(`There is no ${side} record to confirm`);
      const embarkingId = side === 'embarking' ? (target as { embarkingId: string }).embarkingId : null;
      const stamp = stampOf(actor, at);
      if (command.type === 'UndoDateConfirmation') {
        if (!target.confirmed[field]) throw ValidationError.field(field, 'This date is not confirmed');
        return [{ type: 'DateConfirmationUndone', data: { side, field, embarkingId, ...stamp } }];
      }
      const value = (target.values as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value === '')
        throw ValidationError.field(field, 'Enter the date before confirming it');
      const already = target.confirmed[field];
      if (already) throw ValidationError.field(field, `Already CONFIRMED BY ${already.byName}`);
      return [{ type: 'DateConfirmed', data: { side, field, embarkingId, value, ...stamp } }];
    }
    case 'AssignDisembarkBatch': {
      requireOpen(s);
      const { batchId, batchNumber, vesselId, at } = command.data;
      if (s.vesselId !== vesselId)
        throw ValidationError.field('selectedCrews', 'A batch holds crews of one vessel only');
      if (s.offSignerCrewId === null && batchId !== null && s.embarkings.length === 0)
        throw ValidationError.field('selectedCrews', 'This crew change has no crew to batch');
      if ((s.batch?.batchId ?? null) === batchId) return [];
      return [
        {
          type: 'DisembarkBatchAssigned',
          data: { batchId, batchNumber, previousBatchId: s.batch?.batchId ?? null, at },
        },
      ];
    }
    case 'AddCrewChangeComment': {
      if (!s.exists) throw new NotFoundError('Crew change not found');
      const { commentId, side, field, comment, fileId, actor, at } = command.data;
      if (comment.trim() === '') throw ValidationError.field('comment', 'This field is required');
      if (s.comments[commentId]) throw new DomainError('CONFLICT', 'This comment already exists');
      return [
        { type: 'CrewChangeCommentAdded', data: { commentId, side, field, comment, fileId, ...stampOf(actor, at) } },
      ];
    }
    case 'EditCrewChangeComment':
    case 'DeleteCrewChangeComment': {
      const { commentId, actor, at } = command.data;
      const c = s.comments[commentId];
      if (!c || c.deleted) throw new NotFoundError('Comment not found');
      if (c.authorId !== actor.id) throw new ForbiddenError('Only the author may change or delete a comment');
      if (command.type === 'DeleteCrewChangeComment') {
        return [
          {
            type: 'CrewChangeCommentDeleted',
            data: { commentId, side: c.side as Side, field: c.field, ...stampOf(actor, at) },
          },
        ];
      }
      if (command.data.comment.trim() === '') throw ValidationError.field('comment', 'This field is required');
      return [
        { type: 'CrewChangeCommentEdited', data: { commentId, comment: command.data.comment, ...stampOf(actor, at) } },
      ];
    }
    case 'ProposeCandidates':
    case 'AnswerProposal':
      requireOpen(s);
      return decideProposal(command, s);
    case 'AcknowledgeCrewChange':
    case 'AskCrewingOfficer':
      return decideSeafarer(command, s);
    default:
      return assertNever(command);
  }
}

/**
 * A crew lined up as reliever: not NFR (issue 15), not barred by the vessel's principal (issue 30 §3),
 * nor refused by him as a candidate (issue 30 §2).
 */
function refuseLineUp(s: CrewChangeState, crewId: number, facts: LineUpFacts): void {
  if (facts.nfrCrewIds?.includes(crewId)) throw ValidationError.field('crewId', NFR_REFUSED);
  const barred = facts.barredCrews?.[crewId];
  if (barred !== undefined) throw ValidationError.field('crewId', barredReason(barred));
  const refusal = proposalRefusal(s.proposals, crewId, facts.approvalRequired ?? false);
  if (refusal) throw ValidationError.field('crewId', refusal);
}

function evolveAll(s: CrewChangeState, events: CrewChangeEvent[]): CrewChangeState {
  return events.reduce(evolveCrewChange, s);
}

const prefixed = (side: Side, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [`${side}.${k}`, v]));

export const crewChangeDecider: Decider<CrewChangeCommand, CrewChangeEvent, CrewChangeState> = {
  streamType: crewChangeStream.type,
  initialState: initialCrewChangeState,
  evolve: evolveCrewChange,
  decide: decideCrewChange,
  commandFields: (c) => {
    if (c.type === 'UpdateEmbarkingDetails') return prefixed('embarking', c.data.changes);
    if (c.type === 'UpdateDisembarkingDetails') return prefixed('disembarking', c.data.changes);
    return {};
  },
  eventFields: (e) => {
    if (e.type === 'EmbarkingDetailsUpdated') return prefixed('embarking', e.data.changes);
    if (e.type === 'DisembarkingDetailsUpdated') return prefixed('disembarking', e.data.changes);
    return {};
  },
};
