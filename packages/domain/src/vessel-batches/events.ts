import { DomainError } from '../shared/errors.js';

/**
 * Events of `vessel-batches-{vesselId}`: the disembark batches of one vessel, their numbers and
 * their members (crew change ids). A crew change is in one batch at most, so a batch that takes
 * a member from another one records that the other one lost it.
 *
 * `DisembarkBatchOpened` is stored as `{ batchId, batchNumber, vesselId, at }` since the first
 * release; `members` was added later and is absent on those events: their members are unknown
 * to this stream until the batch is first re-selected.
 */
export type VesselBatchesEvent =
  | {
      type: 'DisembarkBatchOpened';
      data: { batchId: number; batchNumber: number; vesselId: number; at: string; members?: number[] };
    }
  | {
      type: 'DisembarkBatchMembersChanged';
      data: {
        batchId: number;
        batchNumber: number;
        vesselId: number;
        members: number[];
        added: number[];
        removed: number[];
        at: string;
      };
    };

/**
 * `basedOnVersion` is the stream version the server read before sending the command: it learnt
 * from that state which crew changes the command touches (and the new batch's number), so the
 * decider refuses when the stream has moved on in a way that changes those facts.
 */
export type VesselBatchesCommand =
  | {
      type: 'OpenDisembarkBatch';
      data: { batchId: number; vesselId: number; members: number[]; basedOnVersion: number; at: string };
    }
  | {
      type: 'UpdateDisembarkBatch';
      data: {
        batchId: number;
        vesselId: number;
        members: number[];
        basedOnVersion: number;
        at: string;
        /** Only for a batch opened before this stream kept members: its members as the crew changes say. */
        currentMembers?: number[] | undefined;
      };
    };

/**
 * The stream moved on between the server reading it and the command deciding: the facts the
 * server derived from it (a batch number, who leaves) are stale. The server reads them again
 * and retries; the user sees this only if that keeps happening.
 */
export class StaleBatchesError extends DomainError {
  constructor() {
    super('CONFLICT', "This vessel's batches changed while saving: try again");
  }
}
