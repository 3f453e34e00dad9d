import type { Decider } from '../decider.js';
import { assertNever, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { remarkText } from './schemas.js';
import { debriefingRemarksStream } from './streams.js';
import { withoutKey } from '../shared/maps.js';

/** 000 §3 Debriefing remark: the availability remarks of one debriefing record, each by its author. */
/** A new remark as its command gives it and its event keeps it. */
interface NewRemark {
  debriefingRecordId: number;
  crewId: number;
  remarkId: string;
  remarks: string;
  authorId: number;
  authorName: string;
  at: string;
}

export type DebriefingRemarkEvent =
  | { type: 'DebriefingRemarkAdded'; data: NewRemark }
  | {
      type: 'DebriefingRemarkUpdated';
      data: { debriefingRecordId: number; remarkId: string; remarks: string; previous: string; at: string };
    }
  | { type: 'DebriefingRemarkDeleted'; data: { debriefingRecordId: number; remarkId: string; at: string } };

/** `recordExists`: the server's fact that the debriefing record is on the crew's file. */
export type DebriefingRemarkCommand =
  | { type: 'AddDebriefingRemark'; data: NewRemark & { recordExists: boolean } }
  | {
      type: 'UpdateDebriefingRemark';
      data: { debriefingRecordId: number; remarkId: string; remarks: string; actorId: number; at: string };
    }
  | {
      type: 'DeleteDebriefingRemark';
      data: { debriefingRecordId: number; remarkId: string; actorId: number; at: string };
    };

export interface DebriefingRemarksState {
  remarks: Record<string, { remarks: string; authorId: number }>;
}

const parseRemarks = (v: unknown) => {
  const r = remarkText.safeParse(v);
  if (!r.success) throw ValidationError.field('remarks', r.error.issues[0]?.message ?? 'This field is required');
  return r.data;
};

/** 000 §6: a remark is edited or deleted only by the user who wrote it. */
function own(state: DebriefingRemarksState, remarkId: string, actorId: number) {
  const remark = state.remarks[remarkId];
  if (!remark) throw new NotFoundError('Remark not found: it may have been deleted');
  if (remark.authorId !== actorId) throw new ForbiddenError('Only the author may change or delete this remark');
  return remark;
}

export function evolveDebriefingRemarks(
  state: DebriefingRemarksState,
  e: DebriefingRemarkEvent,
): DebriefingRemarksState {
  switch (e.type) {
    case 'DebriefingRemarkAdded':
      return {
        remarks: { ...state.remarks, [e.data.remarkId]: { remarks: e.data.remarks, authorId: e.data.authorId } },
      };
    case 'DebriefingRemarkUpdated': {
      const r = state.remarks[e.data.remarkId];
      return r ? { remarks: { ...state.remarks, [e.data.remarkId]: { ...r, remarks: e.data.remarks } } } : state;
    }
    case 'DebriefingRemarkDeleted':
      return { remarks: withoutKey(state.remarks, e.data.remarkId) };
    default:
      return assertNever(e);
  }
}

export function decideDebriefingRemark(
  c: DebriefingRemarkCommand,
  state: DebriefingRemarksState,
): DebriefingRemarkEvent[] {
  switch (c.type) {
    case 'AddDebriefingRemark': {
      const remarks = parseRemarks(c.data.remarks);
      if (!c.data.recordExists) throw new NotFoundError('Debriefing record not found: it may have been deleted');
      if (state.remarks[c.data.remarkId]) return [];
      const { recordExists: _, ...data } = c.data;
      return [{ type: 'DebriefingRemarkAdded', data: { ...data, remarks } }];
    }
    case 'UpdateDebriefingRemark': {
      const remarks = parseRemarks(c.data.remarks);
      const before = own(state, c.data.remarkId, c.data.actorId);
      if (before.remarks === remarks) throw new ValidationError({}, 'Nothing changed');
      const { debriefingRecordId, remarkId, at } = c.data;
      return [
        {
          type: 'DebriefingRemarkUpdated',
          data: { debriefingRecordId, remarkId, remarks, previous: before.remarks, at },
        },
      ];
    }
    case 'DeleteDebriefingRemark': {
      own(state, c.data.remarkId, c.data.actorId);
      const { debriefingRecordId, remarkId, at } = c.data;
      return [{ type: 'DebriefingRemarkDeleted', data: { debriefingRecordId, remarkId, at } }];
    }
    default:
      return assertNever(c);
  }
}

export const debriefingRemarksDecider: Decider<DebriefingRemarkCommand, DebriefingRemarkEvent, DebriefingRemarksState> =
  {
    streamType: debriefingRemarksStream.type,
    initialState: () => ({ remarks: {} }),
    evolve: evolveDebriefingRemarks,
    decide: decideDebriefingRemark,
    commandFields: (c) =>
      c.type === 'UpdateDebriefingRemark' ? { [`${c.data.remarkId}.remarks`]: c.data.remarks } : {},
    eventFields: (e) =>
      e.type === 'DebriefingRemarkUpdated' ? { [`${e.data.remarkId}.remarks`]: e.data.remarks } : {},
  };
