import { assertNever, DomainError } from '../shared/errors.js';
import type { Decider } from '../decider.js';

/** Disembark batch numbers per vessel: stream `vessel-batches-{vesselId}`. */
export type VesselBatchesEvent = { type: 'DisembarkBatchOpened'; data: { batchId: number; batchNumber: number; vesselId: number; at: string } };
/** `batchNumber` is the number the caller read; a concurrent batch makes it stale and the command is refused. */
export type VesselBatchesCommand = { type: 'OpenDisembarkBatch'; data: { batchId: number; vesselId: number; batchNumber: number; at: string } };
export interface VesselBatchesState {
  batches: { batchId: number; batchNumber: number }[];
}

export const vesselBatchesDecider: Decider<VesselBatchesCommand, VesselBatchesEvent, VesselBatchesState> = {
  streamType: 'vessel-batches',
  initialState: () => ({ batches: [] }),
  evolve: (s, e) => ({ batches: [...s.batches, { batchId: e.data.batchId, batchNumber: e.data.batchNumber }] }),
  decide: (c, s) => {
    switch (c.type) {
      case 'OpenDisembarkBatch': {
        const next = s.batches.length + 1;
        if (c.data.batchNumber !== next) throw new DomainError('CONFLICT', `Batch ${c.data.batchNumber} was just added by someone else; try again`);
        return [{ type: 'DisembarkBatchOpened', data: { ...c.data, batchNumber: next } }];
      }
      default:
        return assertNever(c.type);
    }
  },
  commandFields: () => ({}),
  eventFields: () => ({}),
};
