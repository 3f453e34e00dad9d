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
 * `basedOnVersion` is the stream version the command's facts were read at: the server builds the
 * command inside the handler's retry loop from the state the handler decides on (issue 26 §4), so
 * for a new batch and a legacy batch's members it is that state's version; for a re-selection it is
 * the version the first attempt read, so someone else's re-selection since then is refused.
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
 * The stream moved on between the facts being read and the command deciding. A guard: the server
 * builds these commands on the state the handler decides on, and a stale read fails the handler's
 * version check and is retried there.
 */
export class StaleBatchesError extends DomainError {
  constructor() {
    super('CONFLICT', "This vessel's batches changed while saving: try again");
  }
}
