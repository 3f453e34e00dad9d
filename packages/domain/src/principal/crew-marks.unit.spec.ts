import { describe, it } from 'vitest';
import { crewMarksDecider, type CrewMarkCommand, type CrewMarkEvent } from './crew-marks.js';
import { crewChangeDecider } from '../crew-change/decider.js';
import type { CrewChangeCommand } from '../crew-change/events.js';
import { at, co, planned } from '../testing/crew-change.js';
import { given } from '../testing/given.js';
import { person } from '../testing/person.js';
import { ValidationError } from '../shared/errors.js';

// Issue 30 §3 on principal 9's stream: crew 301 preferred, 302 barred; crew change 7 (rank 2) lines them up.
const owner = person({ id: 50, principalId: 9 });
const by = { byId: owner.id, byName: owner.name, at };
const mark = (crewId: number, m: 'PREFERRED' | 'BARRED', reason: string): CrewMarkCommand => ({
  type: 'MarkCrew',
  data: { principalId: 9, crewId, mark: m, reason, actor: owner, at },
});
const marked: CrewMarkEvent[] = [
  { type: 'CrewMarked', data: { principalId: 9, crewId: 302, mark: 'BARRED', reason: 'DESERTED IN 2024', ...by } },
];

describe("the principal's preferred and barred crews", () => {
  it('marks a crew with his reason, upper-cased; the same mark again changes nothing', () => {
    given(crewMarksDecider, [])
      .when(mark(301, 'PREFERRED', ' good record '))
      .then([
        { type: 'CrewMarked', data: { principalId: 9, crewId: 301, mark: 'PREFERRED', reason: 'GOOD RECORD', ...by } },
      ]);
    given(crewMarksDecider, marked)
      .when(mark(302, 'BARRED', 'deserted in 2024'))
      .then([]);
    given(crewMarksDecider, marked)
      .when(mark(302, 'PREFERRED', 'forgiven'))
      .thenTypes(['CrewMarked']);
  });

  it('refuses a mark without a reason, under the reason', () => {
    given(crewMarksDecider, [])
      .when(mark(301, 'BARRED', '   '))
      .thenThrows(ValidationError, 'Say why');
  });

  it('clears a mark once', () => {
    const clear: CrewMarkCommand = { type: 'ClearCrewMark', data: { principalId: 9, crewId: 302, actor: owner, at } };
    given(crewMarksDecider, marked).when(clear).thenTypes(['CrewMarkCleared']);
    given(crewMarksDecider, []).when(clear).then([]);
  });

  it('the crew change refuses a barred crew as reliever or candidate, with his reason', () => {
    const barredCrews = { 302: 'DESERTED IN 2024' };
    const refusal = 'Not wanted by the principal: DESERTED IN 2024';
    const lineUp: CrewChangeCommand = { type: 'AddReliever', data: { crewId: 302, primary: false, at, barredCrews } };
    given(crewChangeDecider, planned).when(lineUp).thenThrows(ValidationError, refusal);
    given(crewChangeDecider, planned)
      .when({ type: 'AddReliever', data: { crewId: 303, primary: false, at, barredCrews } })
      .thenTypes(['RelieverAdded']);
    given(crewChangeDecider, planned)
      .when({
        type: 'ProposeCandidates',
        data: { crewIds: [302], actor: co, at, principalId: 9, crewRanks: { 302: 2 }, nfrCrewIds: [], barredCrews },
      })
      .thenThrows(ValidationError, `Crew 302: ${refusal}`);
  });
});
