import { assertNever } from '../shared/errors.js';
import type { Decider } from '../decider.js';

/** Disembark batch numbers per vessel: stream `vessel-batches-{vesselId}`. */
export type VesselBatchesEvent = { type: 'DisembarkBatchOpened'; data: { batchId: number; batchNumber: number; vesselId: number; at: string } };
export type VesselBatchesCommand = { type: 'OpenDisembarkBatch'; data: { batchId: number; vesselId: number; at: string } };
export interface VesselBatchesState {
  batches: { batchId: number; batchNumber: number }[];
}

export const vesselBatchesDecider: Decider<VesselBatchesCommand, VesselBatchesEvent, VesselBatchesState> = {
  streamType: 'vessel-batches',
  initialState: () => ({ batches: [] }),
  evolve: (s, e) => ({ batches: [...s.batches, { batchId: e.data.batchId, batchNumber: e.data.batchNumber }] }),
  decide: (c, s) => {
    switch (c.type) {
      case 'OpenDisembarkBatch':
        return [{ type: 'DisembarkBatchOpened', data: { ...c.data, batchNumber: s.batches.length + 1 } }];
      default:
        return assertNever(c.type);
    }
  },
  commandFields: () => ({}),
  eventFields: () => ({}),
};
