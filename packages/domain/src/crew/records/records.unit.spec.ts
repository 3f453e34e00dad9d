import { describe, expect, it } from 'vitest';
import { given } from '../../testing/given.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { crewDecider, type CrewCommand, type CrewEvent } from '../decider.js';
import type { RecordFacts } from '../../records/collection.js';

// Issue 8: the record pattern on the crew's stream, through its families' own rules.
const at = '2026-11-23T08:00:00.000Z';
const registered: CrewEvent = {
  type: 'CrewRegistered',
  data: { crewId: 7, profile: { lastName: 'SANTOS', firstName: 'PEDRO', rankId: 2 }, at },
};
const facts = (known: Record<string, boolean> = {}, files: RecordFacts['files'] = {}): RecordFacts => ({
  known,
  files,
  actorId: 5,
});
const addCmd = (family: string, recordId: number, fields: Record<string, unknown>, f = facts()): CrewCommand => ({
  type: 'AddCrewRecord',
  data: { crewId: 7, family, recordId, fields, facts: f, at },
});
const added = (family: string, recordId: number, fields: Record<string, unknown>): CrewEvent => ({
  type: 'CrewRecordAdded',
  data: { crewId: 7, family, recordId, fields, at },
});
const son = { relationshipId: 3, lastName: 'SANTOS', firstName: 'JUAN', kin: true };

describe('a record family on the crew stream', () => {
  it('adds a record with the fields given, nulls left out', () => {
    given(crewDecider, [registered])
      .when(addCmd('family', 10, { ...son, middleName: null }, facts({ relationshipId: true })))
      .then([added('family', 10, son)]);
  });
  it("refuses a key the server did not find, under the field; and the family's own rules", () => {
    given(crewDecider, [registered])
      .when(addCmd('family', 10, son))
      .thenThrows(ValidationError);
    const second = given(crewDecider, [registered, added('family', 10, son)]).when(
      addCmd('family', 11, { ...son, firstName: 'ANA' }, facts({ relationshipId: true })),
    );
    second.thenThrows(ValidationError);
    try {
      crewDecider.decide(
        addCmd('family', 11, { ...son, firstName: 'ANA' }, facts({ relationshipId: true })),
        given(crewDecider, [registered, added('family', 10, son)]).state,
      );
    } catch (e) {
      expect((e as ValidationError).fieldErrors).toEqual({ kin: ['Another family member is already the next of kin'] });
    }
  });
  it('keeps a single-record family to one record', () => {
    const contact = { name: 'MARIA SANTOS', relationshipId: 1, telephone: '0917' };
    given(crewDecider, [registered, added('emergency-contact', 20, contact)])
      .when(addCmd('emergency-contact', 21, contact, facts({ relationshipId: true })))
      .thenThrows(ValidationError, 'There is already an Emergency Contact');
  });
  it('updates only what changed, with the values before, and says when nothing did', () => {
    given(crewDecider, [registered, added('family', 10, son)])
      .when({
        type: 'UpdateCrewRecord',
        data: {
          crewId: 7,
          family: 'family',
          recordId: 10,
          changes: { firstName: 'JUAN', occupation: 'STUDENT' },
          facts: facts(),
          at,
        },
      })
      .then([
        {
          type: 'CrewRecordUpdated',
          data: {
            crewId: 7,
            family: 'family',
            recordId: 10,
            changes: { occupation: 'STUDENT' },
            previous: { occupation: null },
            at,
          },
        },
      ]);
    given(crewDecider, [registered, added('family', 10, son)])
      .when({
        type: 'UpdateCrewRecord',
        data: { crewId: 7, family: 'family', recordId: 10, changes: { firstName: 'JUAN' }, facts: facts(), at },
      })
      .thenThrows(ValidationError, 'Nothing changed');
  });
  it('refuses to edit or delete a record that is gone, and a family it does not know', () => {
    const deleted: CrewEvent = {
      type: 'CrewRecordDeleted',
      data: { crewId: 7, family: 'family', recordId: 10, previous: son, at },
    };
    given(crewDecider, [registered, added('family', 10, son), deleted])
      .when({ type: 'DeleteCrewRecord', data: { crewId: 7, family: 'family', recordId: 10, at } })
      .thenThrows(NotFoundError);
    given(crewDecider, [registered])
      .when(addCmd('bank-account', 1, {}))
      .thenThrows(ValidationError, 'Unknown record family');
  });
  it('keeps a P&I case with checkups from deletion, and a checkup from pointing at no case', () => {
    const pandi = added('pandi', 30, { dateReported: '2026-01-02', pandiClubId: 1, illness: 'FLU' });
    const checkup = added('pandi-checkup', 31, { pandiId: 30, checkupDate: '2026-01-05', days: 3 });
    given(crewDecider, [registered, pandi, checkup])
      .when({ type: 'DeleteCrewRecord', data: { crewId: 7, family: 'pandi', recordId: 30, at } })
      .thenThrows(ValidationError, 'Delete its p&i checkups first (1)');
    given(crewDecider, [registered])
      .when(addCmd('pandi-checkup', 32, { pandiId: 30, checkupDate: '2026-01-05', days: 3 }))
      .thenThrows(ValidationError);
  });
  it("takes only the actor's own uploads of the family's kind as attachments", () => {
    const fileId = '0b7e7f8e-5f7a-4a31-9d55-2f1f7b1f0a11';
    const mine = facts(
      { commentatorId: true },
      { [fileId]: { kind: 'attachment', uploadedBy: 5, fileName: 'memo.pdf' } },
    );
    const comment = { commentDate: '2026-02-01', commentatorId: 4, comment: 'GOOD WORKER', attachments: [{ fileId }] };
    given(crewDecider, [registered])
      .when(addCmd('comment', 40, comment, mine))
      .then([added('comment', 40, { ...comment, attachments: [{ fileId, fileName: 'memo.pdf' }] })]);
    const theirs = facts(
      { commentatorId: true },
      { [fileId]: { kind: 'attachment', uploadedBy: 6, fileName: 'memo.pdf' } },
    );
    given(crewDecider, [registered])
      .when(addCmd('comment', 40, comment, theirs))
      .thenThrows(ValidationError);
  });
  it("names a record's fields family:id.field, so edits of other records merge and a stale one of the same field is refused", () => {
    const update: CrewCommand = {
      type: 'UpdateCrewRecord',
      data: { crewId: 7, family: 'family', recordId: 10, changes: { occupation: 'X' }, facts: facts(), at },
    };
    expect(crewDecider.commandFields!(update)).toEqual({ 'family:10.occupation': 'X' });
  });
});
