import type { Actor } from '../auth/roles.js';
import { assertNever, DomainError, ValidationError } from '../shared/errors.js';
import { barredReason } from './crew-marks.js';

/*
 * Issue 30 §2: the candidates a crewing officer proposes for a crew change's rank to the vessel's
 * principal, and the principal's answer. They live on the crew change's stream (the crew change
 * decider delegates here), so its history, the board and the vessel plan read them.
 */

interface By {
  byId: number | null;
  byName: string;
  at: string;
}

export type ProposalStatus = 'PROPOSED' | 'APPROVED' | 'REJECTED';

export interface Proposal {
  crewId: number;
  status: ProposalStatus;
  remarks: string | null;
  proposed: By;
  answered: By | null;
}

export type ProposalEvent =
  | { type: 'CandidateProposed'; data: { crewId: number; principalId: number } & By }
  | { type: 'ProposalAnswered'; data: { crewId: number; approved: boolean; remarks: string | null } & By };

export type ProposalCommand =
  | {
      type: 'ProposeCandidates';
      data: {
        crewIds: number[];
        actor: Actor;
        at: string;
        /** Fact the server gathered: the vessel's principal (000 §3), null when it has none. */
        principalId: number | null;
        /** Facts the server gathered: each candidate's rank, and those NFR (issue 15). */
        crewRanks: Record<number, number>;
        nfrCrewIds: number[];
        /** Fact the server gathered (issue 30 §3): candidates the principal does not want, with his reason. */
        barredCrews?: Record<number, string>;
      };
    }
  | {
      type: 'AnswerProposal';
      data: { crewId: number; approved: boolean; remarks: string | null; actor: Actor; at: string };
    };

const by = (actor: Actor, at: string): By => ({ byId: actor.id, byName: actor.name, at });

/** What a crew change tells the proposal rules. */
export interface ProposalTarget {
  rankId: number;
  offSignerCrewId: number | null;
  proposals?: readonly Proposal[] | undefined;
}

function candidateError(
  c: Extract<ProposalCommand, { type: 'ProposeCandidates' }>['data'],
  s: ProposalTarget,
  crewId: number,
) {
  const rank = c.crewRanks[crewId];
  if (rank === undefined) return `Crew ${crewId} is not a registered crew`;
  if (rank !== s.rankId) return `Crew ${crewId} is not of this crew change's rank`;
  if (crewId === s.offSignerCrewId) return 'The off-signer cannot be proposed to relieve himself';
  if (c.nfrCrewIds.includes(crewId)) return `Crew ${crewId} is NFR (not for rehire)`;
  const barred = c.barredCrews?.[crewId];
  if (barred !== undefined) return `Crew ${crewId}: ${barredReason(barred)}`;
  if ((s.proposals ?? []).some((p) => p.crewId === crewId && p.status !== 'REJECTED'))
    return `Crew ${crewId} is already proposed for this rank`;
  return null;
}

export function decideProposal(c: ProposalCommand, s: ProposalTarget): ProposalEvent[] {
  switch (c.type) {
    case 'ProposeCandidates': {
      const d = c.data;
      const principalId = d.principalId;
      if (principalId === null)
        throw ValidationError.field('crewIds', "This vessel has no principal: set the vessel's POEA principal first");
      if (d.crewIds.length === 0) throw ValidationError.field('crewIds', 'Choose at least one candidate');
      if (new Set(d.crewIds).size !== d.crewIds.length)
        throw ValidationError.field('crewIds', 'A candidate is listed twice');
      const errors = d.crewIds.flatMap((crewId) => candidateError(d, s, crewId) ?? []);
      if (errors.length > 0) throw new ValidationError({ crewIds: errors }, errors[0]);
      return d.crewIds.map((crewId) => ({
        type: 'CandidateProposed' as const,
        data: { crewId, principalId, ...by(d.actor, d.at) },
      }));
    }
    case 'AnswerProposal': {
      const d = c.data;
      const open = (s.proposals ?? []).find((p) => p.crewId === d.crewId && p.status === 'PROPOSED');
      if (!open) throw new DomainError('CONFLICT', 'This candidate is not waiting for an answer');
      const remarks = d.remarks?.trim() ? d.remarks.trim() : null;
      if (!d.approved && remarks === null) throw ValidationError.field('remarks', 'Say why you reject this candidate');
      return [
        { type: 'ProposalAnswered', data: { crewId: d.crewId, approved: d.approved, remarks, ...by(d.actor, d.at) } },
      ];
    }
    default:
      return assertNever(c);
  }
}

export function evolveProposals(list: readonly Proposal[] | undefined, e: ProposalEvent): Proposal[] {
  const proposals = list ?? [];
  const { byId, byName, at } = e.data;
  switch (e.type) {
    case 'CandidateProposed':
      return [
        ...proposals.filter((p) => p.crewId !== e.data.crewId),
        { crewId: e.data.crewId, status: 'PROPOSED', remarks: null, proposed: { byId, byName, at }, answered: null },
      ];
    case 'ProposalAnswered': {
      const status: ProposalStatus = e.data.approved ? 'APPROVED' : 'REJECTED';
      const answered = { byId, byName, at };
      return proposals.map((p) =>
        p.crewId === e.data.crewId ? { ...p, status, remarks: e.data.remarks, answered } : p,
      );
    }
    default:
      return assertNever(e);
  }
}

/**
 * Whether a crew may be lined up as a reliever (issue 30 §2): one the principal rejected never;
 * when the vessel's principal requires approval, only one he approved. Null: he may.
 */
export function proposalRefusal(
  proposals: readonly Proposal[] | undefined,
  crewId: number,
  approvalRequired: boolean,
): string | null {
  const p = (proposals ?? []).find((x) => x.crewId === crewId);
  if (p?.status === 'REJECTED') return `The principal rejected this candidate: ${p.remarks ?? ''}`.trim();
  if (!approvalRequired || p?.status === 'APPROVED') return null;
  return p?.status === 'PROPOSED'
    ? 'The principal has not answered this proposal yet: his approval is required to line this candidate up'
    : "The vessel's principal requires his approval: propose this candidate to him first";
}
