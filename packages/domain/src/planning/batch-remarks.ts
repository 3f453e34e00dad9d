import { z } from 'zod';
import { assertNever, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';
import { commandId, recordId } from '../shared/ids.js';
import type { Decider } from '../decider.js';
import type { Actor } from '../auth/roles.js';

/** 002 §3 Crew change batch batchRemarks, one stream a batch: `batch-remarks-{batchId}`. */
export const batchRemarksStream = streamType('batch-remarks');

export type BatchRemarksEvent =
  | {
      type: 'BatchRemarkAdded';
      data: {
        batchId: number;
        vesselId: number;
        remarkId: string;
        remark: string;
        fileId: string | null;
        byId: number | null;
        byName: string;
        at: string;
      };
    }
  | {
      type: 'BatchRemarkUpdated';
      data: {
        batchId: number;
        remarkId: string;
        remark: string;
        fileId: string | null;
        previous: { remark: string; fileId: string | null };
        at: string;
      };
    }
  | { type: 'BatchRemarkDeleted'; data: { batchId: number; remarkId: string; at: string } };

export type BatchRemarksCommand =
  /** `batchKnown`: the server's fact that the batch exists on that vessel. */
  | {
      type: 'AddBatchRemark';
      data: {
        batchId: number;
        vesselId: number;
        batchKnown: boolean;
        remarkId: string;
        remark: string;
        fileId: string | null;
        actor: Actor;
        at: string;
      };
    }
  | {
      type: 'UpdateBatchRemark';
      data: { batchId: number; remarkId: string; remark: string; fileId: string | null; actor: Actor; at: string };
    }
  | { type: 'DeleteBatchRemark'; data: { batchId: number; remarkId: string; actor: Actor; at: string } };

export interface BatchRemarksState {
  remarks: Record<string, { authorId: number | null; remark: string; fileId: string | null; deleted: boolean }>;
}

export const batchRemarkText = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(2000, 'Keep it under 2,000 characters');
/** A batch's remarks are edited from its vessel's board. */
const onBatch = z.object({ batchId: recordId, vesselId: recordId, commandId });
const remarkText = { remark: batchRemarkText, fileId: z.string().uuid().nullable().optional() };
export const addBatchRemarkInput = onBatch.extend(remarkText);
export const deleteBatchRemarkInput = onBatch.extend({ remarkId: z.string().uuid() });
export const updateBatchRemarkInput = deleteBatchRemarkInput.extend(remarkText);

export function evolveBatchRemarks(s: BatchRemarksState, e: BatchRemarksEvent): BatchRemarksState {
  switch (e.type) {
    case 'BatchRemarkAdded':
      return {
        remarks: {
          ...s.remarks,
          [e.data.remarkId]: { authorId: e.data.byId, remark: e.data.remark, fileId: e.data.fileId, deleted: false },
        },
      };
    case 'BatchRemarkUpdated': {
      const r = s.remarks[e.data.remarkId];
      return r
        ? { remarks: { ...s.remarks, [e.data.remarkId]: { ...r, remark: e.data.remark, fileId: e.data.fileId } } }
        : s;
    }
    case 'BatchRemarkDeleted': {
      const r = s.remarks[e.data.remarkId];
      return r ? { remarks: { ...s.remarks, [e.data.remarkId]: { ...r, deleted: true } } } : s;
    }
    default:
      return assertNever(e);
  }
}

/** Remarks are edited and deleted by their author only (as the board's comments). */
function own(s: BatchRemarksState, remarkId: string, actor: Actor) {
  const r = s.remarks[remarkId];
  if (!r || r.deleted) throw new NotFoundError('Remark not found');
  if (r.authorId !== actor.id) throw new ForbiddenError('Only its author changes a remark');
  return r;
}

export function decideBatchRemarks(c: BatchRemarksCommand, s: BatchRemarksState): BatchRemarksEvent[] {
  switch (c.type) {
    case 'AddBatchRemark': {
      const d = c.data;
      if (!d.batchKnown) throw ValidationError.field('batchId', 'Unknown batch');
      if (s.remarks[d.remarkId]) return [];
      return [
        {
          type: 'BatchRemarkAdded',
          data: {
            batchId: d.batchId,
            vesselId: d.vesselId,
            remarkId: d.remarkId,
            remark: d.remark,
            fileId: d.fileId,
            byId: d.actor.id,
            byName: d.actor.name,
            at: d.at,
          },
        },
      ];
    }
    case 'UpdateBatchRemark': {
      const r = own(s, c.data.remarkId, c.data.actor);
      if (r.remark === c.data.remark && r.fileId === c.data.fileId) return [];
      return [
        {
          type: 'BatchRemarkUpdated',
          data: {
            batchId: c.data.batchId,
            remarkId: c.data.remarkId,
            remark: c.data.remark,
            fileId: c.data.fileId,
            previous: { remark: r.remark, fileId: r.fileId },
            at: c.data.at,
          },
        },
      ];
    }
    case 'DeleteBatchRemark':
      own(s, c.data.remarkId, c.data.actor);
      return [
        { type: 'BatchRemarkDeleted', data: { batchId: c.data.batchId, remarkId: c.data.remarkId, at: c.data.at } },
      ];
    default:
      return assertNever(c);
  }
}

export const batchRemarksDecider: Decider<BatchRemarksCommand, BatchRemarksEvent, BatchRemarksState> = {
  streamType: batchRemarksStream.type,
  initialState: () => ({ remarks: {} }),
  evolve: evolveBatchRemarks,
  decide: decideBatchRemarks,
  commandFields: (c) =>
    c.type === 'AddBatchRemark'
      ? {}
      : { [`${c.data.remarkId}.remark`]: c.type === 'UpdateBatchRemark' ? c.data.remark : null },
  eventFields: (e) =>
    e.type === 'BatchRemarkAdded'
      ? {}
      : { [`${e.data.remarkId}.remark`]: e.type === 'BatchRemarkUpdated' ? e.data.remark : null },
};
