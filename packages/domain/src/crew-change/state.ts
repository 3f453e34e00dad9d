import { assertNever } from '../shared/errors.js';
import type { DisembarkingValues, EmbarkingValues } from './fields.js';
import type { CrewChangeEvent, Rotation, Stamp } from './events.js';
import { evolveProposals, type Proposal } from '../principal/proposals.js';

export interface EmbarkingState {
  embarkingId: string;
  crewId: number;
  replacement: boolean;
  cancelled: Stamp | null;
  values: EmbarkingValues;
  confirmed: Record<string, Stamp>;
  /** Issue 29 §2: when he last read it in the portal ("I have read this"); absent before then. */
  acknowledged?: Stamp;
}

export interface CrewChangeState extends Rotation {
  exists: boolean;
  relievers: { crewId: number; primary: boolean }[];
  embarkings: EmbarkingState[];
  disembarking: { values: DisembarkingValues; confirmed: Record<string, Stamp> };
  batch: { batchId: number; batchNumber: number } | null;
  rankCancelled: Stamp | null;
  comments: Record<string, { authorId: number | null; side: string; field: string; deleted: boolean }>;
  /** Issue 30 §2: the candidates proposed to the principal (absent from rows stored before it). */
  proposals?: Proposal[];
}

export const initialCrewChangeState = (): CrewChangeState => ({
  exists: false,
  crewChangeId: 0,
  vesselId: 0,
  fleetId: null,
  rankId: 0,
  offSignerCrewId: null,
  relievers: [],
  embarkings: [],
  disembarking: { values: {}, confirmed: {} },
  batch: null,
  rankCancelled: null,
  comments: {},
});

/** The embarking being worked on: the newest one not cancelled. */
export function activeEmbarking(s: CrewChangeState): EmbarkingState | undefined {
  return [...s.embarkings].reverse().find((e) => e.cancelled === null);
}

/** The crews a crew change has lined up: its active embarking's crew, else its relievers (002 §7 line-up). */
export function linedUpCrewIds(s: CrewChangeState): number[] {
  const e = activeEmbarking(s);
  return e ? [e.crewId] : s.relievers.map((r) => r.crewId);
}

function mapEmbarking(
  s: CrewChangeState,
  id: string | null,
  f: (e: EmbarkingState) => EmbarkingState,
): CrewChangeState {
  return { ...s, embarkings: s.embarkings.map((e) => (e.embarkingId === id ? f(e) : e)) };
}

export function evolveCrewChange(s: CrewChangeState, event: CrewChangeEvent): CrewChangeState {
  switch (event.type) {
    case 'CrewChangePlanned': {
      const d = event.data;
      return {
        ...s,
        exists: true,
        crewChangeId: d.crewChangeId,
        vesselId: d.vesselId,
        fleetId: d.fleetId,
        rankId: d.rankId,
        offSignerCrewId: d.offSignerCrewId,
        relievers: d.relievers,
      };
    }
    case 'RelieverAdded':
      return { ...s, relievers: [...s.relievers, { crewId: event.data.crewId, primary: false }] };
    case 'PrimaryRelieverSet':
      return { ...s, relievers: s.relievers.map((r) => ({ ...r, primary: r.crewId === event.data.crewId })) };
    case 'EmbarkingOpened':
      return {
        ...s,
        embarkings: [
          ...s.embarkings,
          {
            embarkingId: event.data.embarkingId,
            crewId: event.data.crewId,
            replacement: event.data.replacement,
            cancelled: null,
            values: {},
            confirmed: {},
          },
        ],
      };
    case 'EmbarkingReassigned':
      return mapEmbarking(s, event.data.embarkingId, (e) => ({ ...e, crewId: event.data.crewId }));
    case 'EmbarkingCancelled': {
      const { embarkingId: _e, crewId: _c, ...stamp } = event.data;
      return mapEmbarking(s, event.data.embarkingId, (e) => ({ ...e, cancelled: stamp }));
    }
    case 'RankCancelled':
      return { ...s, rankCancelled: event.data };
    case 'RankRetrieved':
      return { ...s, rankCancelled: null };
    case 'EmbarkingDetailsUpdated':
      return mapEmbarking(s, event.data.embarkingId, (e) => ({ ...e, values: { ...e.values, ...event.data.changes } }));
    case 'DisembarkingDetailsUpdated':
      return { ...s, disembarking: { ...s.disembarking, values: { ...s.disembarking.values, ...event.data.changes } } };
    case 'DateConfirmed':
    case 'DateConfirmationUndone': {
      const { side, field, embarkingId } = event.data;
      const stamp: Stamp = { byId: event.data.byId, byName: event.data.byName, at: event.data.at };
      const apply = (c: Record<string, Stamp>) => {
        const next = { ...c };
        if (event.type === 'DateConfirmed') next[field] = stamp;
        else delete next[field];
        return next;
      };
      if (side === 'embarking') return mapEmbarking(s, embarkingId, (e) => ({ ...e, confirmed: apply(e.confirmed) }));
      return { ...s, disembarking: { ...s.disembarking, confirmed: apply(s.disembarking.confirmed) } };
    }
    case 'DisembarkBatchAssigned':
      return {
        ...s,
        batch:
          event.data.batchId === null
            ? null
            : { batchId: event.data.batchId, batchNumber: event.data.batchNumber ?? 0 },
      };
    case 'CrewChangeCommentAdded':
      return {
        ...s,
        comments: {
          ...s.comments,
          [event.data.commentId]: {
            authorId: event.data.byId,
            side: event.data.side,
            field: event.data.field,
            deleted: false,
          },
        },
      };
    case 'CrewChangeCommentEdited':
      return s;
    case 'CrewChangeCommentDeleted': {
      const c = s.comments[event.data.commentId];
      return c ? { ...s, comments: { ...s.comments, [event.data.commentId]: { ...c, deleted: true } } } : s;
    }
    case 'CandidateProposed':
    case 'ProposalAnswered':
      return { ...s, proposals: evolveProposals(s.proposals, event) };
    case 'CrewChangeAcknowledged': {
      const { byId, byName, at } = event.data;
      return mapEmbarking(s, event.data.embarkingId, (e) => ({ ...e, acknowledged: { byId, byName, at } }));
    }
    default:
      return assertNever(event);
  }
}
