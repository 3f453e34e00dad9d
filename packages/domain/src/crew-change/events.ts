import type { Actor } from '../auth/roles.js';
import type { DisembarkingValues, EmbarkingValues, Side } from './fields.js';
import type { Known } from './references.js';
import type { ProposalCommand, ProposalEvent } from '../principal/proposals.js';
import type { SeafarerCrewChangeCommand, SeafarerCrewChangeEvent } from './seafarer.js';

export interface Stamp {
  byId: number | null;
  byName: string;
  at: string;
}

/** What a crew change is: one rank's rotation on one vessel, relieving the off-signer (null: a new rank onboard). */
export interface Rotation {
  crewChangeId: number;
  vesselId: number;
  fleetId: number | null;
  rankId: number;
  offSignerCrewId: number | null;
}

/** Events of a crew change stream `crew-change-{id}` (one rank rotation on one vessel). */
export type CrewChangeEvent =
  | {
      type: 'CrewChangePlanned';
      data: Rotation & { relievers: { crewId: number; primary: boolean }[]; at: string };
    }
  | { type: 'RelieverAdded'; data: { crewId: number; at: string } }
  | { type: 'PrimaryRelieverSet'; data: { crewId: number; at: string } }
  | { type: 'EmbarkingOpened'; data: { embarkingId: string; crewId: number; replacement: boolean; at: string } }
  | { type: 'EmbarkingReassigned'; data: { embarkingId: string; crewId: number; previousCrewId: number; at: string } }
  | { type: 'EmbarkingCancelled'; data: { embarkingId: string; crewId: number } & Stamp }
  | { type: 'RankCancelled'; data: Stamp }
  | { type: 'RankRetrieved'; data: Stamp }
  | {
      type: 'EmbarkingDetailsUpdated';
      data: { embarkingId: string; changes: EmbarkingValues; previous: EmbarkingValues; at: string };
    }
  | {
      type: 'DisembarkingDetailsUpdated';
      data: { changes: DisembarkingValues; previous: DisembarkingValues; at: string };
    }
  | { type: 'DateConfirmed'; data: { side: Side; field: string; embarkingId: string | null; value: string } & Stamp }
  | { type: 'DateConfirmationUndone'; data: { side: Side; field: string; embarkingId: string | null } & Stamp }
  | {
      type: 'DisembarkBatchAssigned';
      data: { batchId: number | null; batchNumber: number | null; previousBatchId: number | null; at: string };
    }
  | {
      type: 'CrewChangeCommentAdded';
      data: { commentId: string; side: Side; field: string; comment: string; fileId: string | null } & Stamp;
    }
  | { type: 'CrewChangeCommentEdited'; data: { commentId: string; comment: string } & Stamp }
  | { type: 'CrewChangeCommentDeleted'; data: { commentId: string; side: Side; field: string } & Stamp }
  // Issue 30 §2: candidates proposed to the vessel's principal and his answers (principal/proposals.ts).
  | ProposalEvent
  // Issue 29 §2: the seafarer's own acknowledgement from the portal (crew-change/seafarer.ts).
  | SeafarerCrewChangeEvent;

/** Facts the server gathers when a crew is lined up, for the decider to refuse him. */
export interface LineUpFacts {
  /** Issue 15: the crews with an NFR withdrawal not lifted. */
  nfrCrewIds?: number[];
  /** Issue 30 §2: whether the vessel's principal requires his approval of a reliever. */
  approvalRequired?: boolean;
  /** Issue 30 §3: the crews the vessel's principal does not want on his vessels, with his reason. */
  barredCrews?: Record<number, string>;
}

export type CrewChangeCommand =
  | {
      type: 'PlanCrewChange';
      data: Rotation & {
        relieverCrewIds: number[];
        at: string;
        /** Facts the server gathered: do the vessel and the rank exist (master data)? */
        known: { vesselId: boolean; rankId: boolean };
        /** Fact the server gathered: the vessel the off-signer is onboard now (his crew stream), null if none. */
        offSignerVesselId: number | null;
        /** Fact the server gathered (issue 15): the relievers with an NFR withdrawal not lifted. */
        nfrCrewIds?: number[];
        /** Fact the server gathered (issue 30 §3): relievers the vessel's principal barred, with his reason. */
        barredCrews?: Record<number, string>;
      };
    }
  | { type: 'AddReliever'; data: { crewId: number; primary: boolean; at: string } & LineUpFacts }
  | { type: 'SetPrimaryReliever'; data: { crewId: number; at: string } & LineUpFacts }
  | { type: 'CancelEmbarking'; data: { actor: Actor; at: string } }
  | { type: 'AddReplacement'; data: { crewId: number; at: string } & LineUpFacts }
  | { type: 'CancelRank'; data: { actor: Actor; at: string } }
  | { type: 'RetrieveRank'; data: { actor: Actor; at: string } }
  /** `known` is the server's fact on the records the changes name; the command builders leave it to the server. */
  | {
      type: 'UpdateEmbarkingDetails';
      data: { changes: EmbarkingValues; actor: Actor; at: string; batch?: boolean; known?: Known };
    }
  | {
      type: 'UpdateDisembarkingDetails';
      data: { changes: DisembarkingValues; actor: Actor; at: string; batch?: boolean; known?: Known };
    }
  | { type: 'ConfirmDate'; data: { side: Side; field: string; actor: Actor; at: string } }
  | { type: 'UndoDateConfirmation'; data: { side: Side; field: string; actor: Actor; at: string } }
  | {
      type: 'AssignDisembarkBatch';
      data: { vesselId: number; batchId: number | null; batchNumber: number | null; at: string };
    }
  | {
      type: 'AddCrewChangeComment';
      data: {
        commentId: string;
        side: Side;
        field: string;
        comment: string;
        fileId: string | null;
        actor: Actor;
        at: string;
      };
    }
  | { type: 'EditCrewChangeComment'; data: { commentId: string; comment: string; actor: Actor; at: string } }
  | { type: 'DeleteCrewChangeComment'; data: { commentId: string; actor: Actor; at: string } }
  | ProposalCommand
  | SeafarerCrewChangeCommand;

export function stampOf(actor: Actor, at: string): Stamp {
  return { byId: actor.id, byName: actor.name, at };
}
