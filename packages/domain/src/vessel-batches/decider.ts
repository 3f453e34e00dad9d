import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Decider } from '../decider.js';
import { StaleBatchesError, type VesselBatchesCommand, type VesselBatchesEvent } from './events.js';
import { vesselBatchesStream } from './streams.js';

export interface BatchState {
  batchId: number;
  batchNumber: number;
  /** Crew change ids, ascending; null for a batch opened before the stream kept members. */
  members: number[] | null;
  /** The stream version of the last change of this batch's members. */
  changedAt: number;
}

export interface VesselBatchesState {
  /** The stream version folded so far (every event of this stream passes through evolve). */
  version: number;
  batches: BatchState[];
}

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function evolveVesselBatches(s: VesselBatchesState, e: VesselBatchesEvent): VesselBatchesState {
  const version = s.version + 1;
  switch (e.type) {
    case 'DisembarkBatchOpened': {
      const { batchId, batchNumber, members } = e.data;
      return {
        version,
        batches: [
          ...s.batches,
          { batchId, batchNumber, members: members ? ascending(members) : null, changedAt: version },
        ],
      };
    }
    case 'DisembarkBatchMembersChanged':
      return {
        version,
        batches: s.batches.map((b) =>
          b.batchId === e.data.batchId ? { ...b, members: ascending(e.data.members), changedAt: version } : b,
        ),
      };
    default:
      return assertNever(e);
  }
}

/** Other batches that lose members to `into`: each records it (a crew change is in one batch at most). */
function leaving(
  s: VesselBatchesState,
  taken: readonly number[],
  into: number,
  vesselId: number,
  at: string,
): VesselBatchesEvent[] {
  const events: VesselBatchesEvent[] = [];
  for (const b of s.batches) {
    if (b.batchId === into || b.members === null) continue;
    const removed = b.members.filter((m) => taken.includes(m));
    if (removed.length === 0) continue;
    const members = b.members.filter((m) => !taken.includes(m));
    events.push({
      type: 'DisembarkBatchMembersChanged',
      data: { batchId: b.batchId, batchNumber: b.batchNumber, vesselId, members, added: [], removed, at },
    });
  }
  return events;
}

function selection(ids: readonly number[]): number[] {
  const members = ascending(ids);
  if (members.length === 0) throw ValidationError.field('selectedCrews', 'Select at least one crew');
  return members;
}

export function decideVesselBatches(c: VesselBatchesCommand, s: VesselBatchesState): VesselBatchesEvent[] {
  switch (c.type) {
    // Add New Disembarkation Batch (001 §4): the next number on this vessel, decided here.
    case 'OpenDisembarkBatch': {
      const { batchId, vesselId, basedOnVersion, at } = c.data;
      if (s.version !== basedOnVersion) throw new StaleBatchesError();
      if (s.batches.some((b) => b.batchId === batchId)) throw new DomainError('CONFLICT', 'This batch already exists');
      const members = selection(c.data.members);
      const batchNumber = Math.max(0, ...s.batches.map((b) => b.batchNumber)) + 1;
      return [
        { type: 'DisembarkBatchOpened', data: { batchId, batchNumber, vesselId, members, at } },
        ...leaving(s, members, batchId, vesselId, at),
      ];
    }
    // Update Disembarkation Batch (001 §4): the re-selected crews are the members; the others leave.
    case 'UpdateDisembarkBatch': {
      const { batchId, vesselId, basedOnVersion, at } = c.data;
      const batch = s.batches.find((b) => b.batchId === batchId);
      if (!batch) throw new NotFoundError('Batch not found');
      // Someone re-selected this batch since the server read it: the same "field", so refuse.
      if (batch.changedAt > basedOnVersion) {
        throw new DomainError(
          'CONFLICT',
          `Batch ${batch.batchNumber} was changed by someone else a moment ago: reload and try again`,
        );
      }
      let current = batch.members;
      if (current === null) {
        // Members read from the crew changes hold only if nothing on this vessel moved since.
        if (s.version !== basedOnVersion || !c.data.currentMembers) throw new StaleBatchesError();
        current = ascending(c.data.currentMembers);
      }
      const members = selection(c.data.members);
      const added = members.filter((m) => !current.includes(m));
      const removed = current.filter((m) => !members.includes(m));
      if (batch.members !== null && added.length === 0 && removed.length === 0) return [];
      return [
        {
          type: 'DisembarkBatchMembersChanged',
          data: { batchId, batchNumber: batch.batchNumber, vesselId, members, added, removed, at },
        },
        ...leaving(s, added, batchId, vesselId, at),
      ];
    }
    default:
      return assertNever(c);
  }
}

export const initialVesselBatchesState = (): VesselBatchesState => ({ version: 0, batches: [] });

export const vesselBatchesDecider: Decider<VesselBatchesCommand, VesselBatchesEvent, VesselBatchesState> = {
  streamType: vesselBatchesStream.type,
  initialState: initialVesselBatchesState,
  evolve: evolveVesselBatches,
  decide: decideVesselBatches,
  // Concurrency is the decider's: basedOnVersion says what the server's facts were read at.
};
