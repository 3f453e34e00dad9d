import { describe, it } from 'vitest';
import { crewChangeDecider } from '../crew-change/decider.js';
import type { CrewChangeCommand, CrewChangeEvent } from '../crew-change/events.js';
import { at, co, planned } from '../testing/crew-change.js';
import { given } from '../testing/given.js';
import { person } from '../testing/person.js';
import { DomainError, ValidationError } from '../shared/errors.js';

// Issue 30 §2 on crew change 7 (rank 2, vessel 3 of principal 9): candidates 301 and 302 proposed.
const owner = person({ id: 50, principalId: 9 });
const by = (a: { id: number; name: string }) => ({ byId: a.id, byName: a.name, at });
const propose = (crewIds: number[], over: Partial<{ principalId: number | null; nfrCrewIds: number[] }> = {}) =>
  ({
    type: 'ProposeCandidates',
    data: { crewIds, actor: co, at, principalId: 9, crewRanks: { 301: 2, 302: 2, 303: 5 }, nfrCrewIds: [], ...over },
  }) satisfies CrewChangeCommand;
const proposed: CrewChangeEvent[] = [
  ...planned,
  { type: 'CandidateProposed', data: { crewId: 301, principalId: 9, ...by(co) } },
  { type: 'CandidateProposed', data: { crewId: 302, principalId: 9, ...by(co) } },
];
const answer = (crewId: number, approved: boolean, remarks: string | null = null): CrewChangeCommand => ({
  type: 'AnswerProposal',
  data: { crewId, approved, remarks, actor: owner, at },
});
const lineUp = (crewId: number, approvalRequired: boolean): CrewChangeCommand => ({
  type: 'AddReliever',
  data: { crewId, primary: false, at, approvalRequired },
});
const answered: CrewChangeEvent[] = [
  ...proposed,
  { type: 'ProposalAnswered', data: { crewId: 301, approved: true, remarks: null, ...by(owner) } },
  { type: 'ProposalAnswered', data: { crewId: 302, approved: false, remarks: 'NO PCC EXPERIENCE', ...by(owner) } },
];

describe('proposals to the principal', () => {
  it('proposes candidates of the rank to the vessel principal, one event each', () => {
    given(crewChangeDecider, planned)
      .when(propose([301, 302]))
      .thenTypes(['CandidateProposed', 'CandidateProposed']);
  });

  it('refuses a vessel without principal, another rank, NFR, and one proposed twice', () => {
    given(crewChangeDecider, planned)
      .when(propose([301], { principalId: null }))
      .thenThrows(ValidationError, "This vessel has no principal: set the vessel's POEA principal first");
    given(crewChangeDecider, planned)
      .when(propose([303]))
      .thenThrows(ValidationError, 'not of this crew change');
    given(crewChangeDecider, planned)
      .when(propose([301], { nfrCrewIds: [301] }))
      .thenThrows(ValidationError, 'NFR');
    given(crewChangeDecider, proposed)
      .when(propose([301]))
      .thenThrows(ValidationError, 'already proposed');
  });

  it('a rejection says why; an answer is given once', () => {
    given(crewChangeDecider, proposed)
      .when(answer(302, false))
      .thenThrows(ValidationError, 'Say why you reject this candidate');
    given(crewChangeDecider, answered).when(answer(301, true)).thenThrows(DomainError, 'not waiting for an answer');
  });

  it('lining up: a rejected candidate never, with approval required only an approved one', () => {
    given(crewChangeDecider, answered)
      .when(lineUp(302, false))
      .thenThrows(ValidationError, 'The principal rejected this candidate: NO PCC EXPERIENCE');
    given(crewChangeDecider, answered).when(lineUp(301, true)).thenTypes(['RelieverAdded']);
    given(crewChangeDecider, answered).when(lineUp(303, false)).thenTypes(['RelieverAdded']);
    given(crewChangeDecider, answered)
      .when(lineUp(303, true))
      .thenThrows(ValidationError, "The vessel's principal requires his approval: propose this candidate to him first");
  });
});
