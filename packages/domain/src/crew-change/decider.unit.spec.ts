import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { crewChangeDecider } from './decider.js';
import type { CrewChangeEvent } from './events.js';
import type { Side } from './fields.js';
import { admin, aib, at, co, dss, mgc, ops, plan, planned } from '../testing/crew-change.js';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { canWriteField } from './permissions.js';

/** The event of user 1 confirming a date. */
const dateConfirmed = (
  date: { side: Side; field: string; embarkingId: string | null; value: string },
  byName: string,
): CrewChangeEvent => ({ type: 'DateConfirmed', data: { ...date, byId: 1, byName, at } });

const withDates: CrewChangeEvent[] = [
  ...planned,
  {
    type: 'EmbarkingDetailsUpdated',
    data: {
      embarkingId: '7-1',
      changes: { departure_manila: '2026-12-01', embark_date: '2026-12-02' },
      previous: { departure_manila: null, embark_date: null },
      at,
    },
  },
];
const confirmedEmbark: CrewChangeEvent[] = [
  ...withDates,
  dateConfirmed({ side: 'embarking', field: 'embark_date', embarkingId: '7-1', value: '2026-12-02' }, 'OSCAR OPS'),
];
/** The embark date confirmed, then its confirmation undone by the administrator. */
const undone: CrewChangeEvent[] = [
  ...confirmedEmbark,
  {
    type: 'DateConfirmationUndone',
    data: { side: 'embarking', field: 'embark_date', embarkingId: '7-1', byId: 6, byName: 'ADMIN', at },
  },
];

describe('planning', () => {
  it('plans a crew change with an off-signer and a primary reliever who gets the embarking', () => {
    given(crewChangeDecider, [])
      .when(plan({ relieverCrewIds: [200, 201] }))
      .thenTypes(['CrewChangePlanned', 'EmbarkingOpened']);
  });
  it('refuses an empty plan, a reliever twice and the off-signer as his own reliever', () => {
    given(crewChangeDecider, [])
      .when(plan({ offSignerCrewId: null, relieverCrewIds: [] }))
      .thenThrows(ValidationError);
    given(crewChangeDecider, [])
      .when(plan({ offSignerCrewId: null, relieverCrewIds: [1, 1] }))
      .thenThrows(ValidationError, 'twice');
    given(crewChangeDecider, [])
      .when(plan({ offSignerCrewId: 5, relieverCrewIds: [5] }))
      .thenThrows(ValidationError, 'himself');
  });
  it('making one reliever primary clears the others and moves the embarking to him', () => {
    const s = given(crewChangeDecider, [...planned, { type: 'RelieverAdded', data: { crewId: 201, at } }]);
    s.when({ type: 'SetPrimaryReliever', data: { crewId: 201, at } }).then([
      { type: 'PrimaryRelieverSet', data: { crewId: 201, at } },
      { type: 'EmbarkingReassigned', data: { embarkingId: '7-1', crewId: 201, previousCrewId: 200, at } },
    ]);
    const after = [
      ...planned,
      { type: 'RelieverAdded', data: { crewId: 201, at } },
      { type: 'PrimaryRelieverSet', data: { crewId: 201, at } },
    ] as CrewChangeEvent[];
    expect(given(crewChangeDecider, after).state.relievers).toEqual([
      { crewId: 200, primary: false },
      { crewId: 201, primary: true },
    ]);
  });
  it('a cancelled embarking stays, with who cancelled it; a replacement opens a new one', () => {
    const cancelled = given(crewChangeDecider, planned).when({ type: 'CancelEmbarking', data: { actor: ops, at } });
    cancelled.then([
      { type: 'EmbarkingCancelled', data: { embarkingId: '7-1', crewId: 200, byId: 1, byName: 'USER 1', at } },
    ]);
    const events = [
      ...planned,
      { type: 'EmbarkingCancelled', data: { embarkingId: '7-1', crewId: 200, byId: 1, byName: 'USER 1', at } },
    ] as CrewChangeEvent[];
    given(crewChangeDecider, events)
      .when({ type: 'AddReplacement', data: { crewId: 300, at } })
      .thenTypes(['RelieverAdded', 'PrimaryRelieverSet', 'EmbarkingOpened']);
    given(crewChangeDecider, planned)
      .when({ type: 'AddReplacement', data: { crewId: 300, at } })
      .thenThrows(ValidationError, 'Cancel the current embarking');
  });
  it('a cancelled rank refuses edits until it is retrieved', () => {
    const cancelled = [
      ...planned,
      { type: 'RankCancelled', data: { byId: 1, byName: 'OSCAR', at } },
    ] as CrewChangeEvent[];
    given(crewChangeDecider, cancelled)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { remarks: 'X' }, actor: co, at } })
      .thenThrows(DomainError, 'cancelled by OSCAR');
    given(crewChangeDecider, cancelled)
      .when({ type: 'RetrieveRank', data: { actor: ops, at } })
      .thenTypes(['RankRetrieved']);
    given(crewChangeDecider, planned)
      .when({ type: 'RetrieveRank', data: { actor: ops, at } })
      .thenThrows(DomainError, 'not cancelled');
  });
});

describe('field rules by role (001 §6)', () => {
  it('AIB writes hotel and transfer only; crewing officers dates, flights, ports, remarks', () => {
    expect(canWriteField(aib, 'embarking', 'inn_id')).toBe(true);
    expect(canWriteField(aib, 'embarking', 'embark_date')).toBe(false);
    expect(canWriteField(co, 'embarking', 'embark_date')).toBe(true);
    expect(canWriteField(co, 'embarking', 'inn_id')).toBe(false);
    expect(canWriteField(dss, 'embarking', 'rapid_result1')).toBe(true);
    expect(canWriteField(dss, 'disembarking', 'remarks')).toBe(true);
    expect(canWriteField(dss, 'disembarking', 'disembark_date')).toBe(false);
    expect(canWriteField(mgc, 'disembarking', 'arrive_inn_id')).toBe(true);
    expect(canWriteField(mgc, 'disembarking', 'disembark_date')).toBe(false);
    expect(canWriteField(admin, 'disembarking', 'hotel_remarks')).toBe(true);
  });
  it('refuses a field the role may not write, whatever the client sent', () => {
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { embark_date: '2026-12-01' }, actor: aib, at } })
      .thenThrows(ForbiddenError, 'EMBARK DATE');
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateDisembarkingDetails', data: { changes: { remarks: 'X' }, actor: co, at } })
      .thenThrows(ForbiddenError);
  });
  it('records only changed fields with their previous values', () => {
    given(crewChangeDecider, withDates)
      .when({
        type: 'UpdateEmbarkingDetails',
        data: { changes: { embark_date: '2026-12-02', flight_details: 'PR 501' }, actor: co, at },
      })
      .then([
        {
          type: 'EmbarkingDetailsUpdated',
          data: { embarkingId: '7-1', changes: { flight_details: 'PR 501' }, previous: { flight_details: null }, at },
        },
      ]);
  });
});

describe('validation (001 §5)', () => {
  it('check-in is required with a hotel for a user who writes check-in (role-based variant)', () => {
    const known = { inn_id: true };
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { inn_id: 1 }, actor: admin, at, known } })
      .thenThrows(ValidationError);
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { inn_id: 1 }, actor: aib, at, known } })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
  it('PCR pairs: a lab needs a date and a date needs a lab', () => {
    const run = (changes: Record<string, unknown>) => {
      try {
        const known = { lab1_id: true, lab2_id: true };
        crewChangeDecider.decide(
          { type: 'UpdateEmbarkingDetails', data: { changes, actor: dss, at, known } },
          given(crewChangeDecider, planned).state,
        );
        return {};
      } catch (e) {
        return (e as ValidationError).fieldErrors;
      }
    };
    expect(run({ lab1_id: 2 })).toEqual({ rapid_date1: ['The test 1 date is required when a laboratory is chosen'] });
    expect(run({ rapid_date2: '2026-12-01' })).toEqual({
      lab2_id: ['The test 2 laboratory is required when a test date is set'],
    });
    expect(run({ rapid_date1: '2026-12-01', lab1_id: 2, rapid_result1: true })).toEqual({});
  });
  it('check-out needs a hotel or check-in and cannot precede check-in', () => {
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { check_out: '2026-12-01' }, actor: co, at } })
      .thenThrows(ValidationError, 'form has errors');
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateEmbarkingDetails',
        data: { changes: { check_in: '2026-12-05', check_out: '2026-12-01' }, actor: co, at },
      })
      .thenThrows(ValidationError);
  });
  it('batch edits require every ticked required field', () => {
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateEmbarkingDetails',
        data: { changes: { embark_date: null, remarks: 'X' }, actor: ops, at, batch: true },
      })
      .thenThrows(ValidationError);
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateDisembarkingDetails',
        data: { changes: { flight_arrival: null }, actor: ops, at, batch: true },
      })
      .thenThrows(ValidationError);
  });
});

describe('confirmation lock (001 §4)', () => {
  it('confirms a date that has a value, stamping the confirmer', () => {
    given(crewChangeDecider, withDates)
      .when({ type: 'ConfirmDate', data: { side: 'embarking', field: 'embark_date', actor: ops, at } })
      .then([
        dateConfirmed({ side: 'embarking', field: 'embark_date', embarkingId: '7-1', value: '2026-12-02' }, 'USER 1'),
      ]);
    given(crewChangeDecider, planned)
      .when({ type: 'ConfirmDate', data: { side: 'embarking', field: 'embark_date', actor: ops, at } })
      .thenThrows(ValidationError, 'Enter the date');
    given(crewChangeDecider, withDates)
      .when({ type: 'ConfirmDate', data: { side: 'embarking', field: 'remarks', actor: ops, at } })
      .thenThrows(ValidationError);
  });
  it('a confirmed date is read-only: the edit is refused naming the confirmer', () => {
    given(crewChangeDecider, confirmedEmbark)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { embark_date: '2026-12-09' }, actor: co, at } })
      .thenThrows(ValidationError, 'confirmed date');
    given(crewChangeDecider, confirmedEmbark)
      .when({ type: 'ConfirmDate', data: { side: 'embarking', field: 'embark_date', actor: ops, at } })
      .thenThrows(ValidationError, 'Already CONFIRMED BY OSCAR OPS');
  });
  it('an undone confirmation unlocks the date', () => {
    given(crewChangeDecider, undone)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { embark_date: '2026-12-09' }, actor: co, at } })
      .thenTypes(['EmbarkingDetailsUpdated']);
    given(crewChangeDecider, withDates)
      .when({ type: 'UndoDateConfirmation', data: { side: 'embarking', field: 'embark_date', actor: admin, at } })
      .thenThrows(ValidationError, 'not confirmed');
  });
  it('disembarking dates lock the same way', () => {
    const events = [
      ...planned,
      {
        type: 'DisembarkingDetailsUpdated',
        data: { changes: { arrive_manila: '2026-12-10' }, previous: { arrive_manila: null }, at },
      },
      dateConfirmed(
        { side: 'disembarking', field: 'arrive_manila', embarkingId: null, value: '2026-12-10' },
        'OSCAR OPS',
      ),
    ] as CrewChangeEvent[];
    given(crewChangeDecider, events)
      .when({ type: 'UpdateDisembarkingDetails', data: { changes: { arrive_manila: '2026-12-11' }, actor: ops, at } })
      .thenThrows(ValidationError);
  });
});

describe('comments and batches', () => {
  it('only the author edits or deletes a comment; text is required', () => {
    const withComment = [
      ...planned,
      {
        type: 'CrewChangeCommentAdded',
        data: {
          commentId: 'c1',
          side: 'embarking',
          field: 'remarks',
          comment: 'HI',
          fileId: null,
          byId: 2,
          byName: 'CO',
          at,
        },
      },
    ] as CrewChangeEvent[];
    given(crewChangeDecider, withComment)
      .when({ type: 'EditCrewChangeComment', data: { commentId: 'c1', comment: 'X', actor: ops, at } })
      .thenThrows(ForbiddenError, 'Only the author');
    given(crewChangeDecider, withComment)
      .when({ type: 'DeleteCrewChangeComment', data: { commentId: 'c1', actor: co, at } })
      .thenTypes(['CrewChangeCommentDeleted']);
    given(crewChangeDecider, planned)
      .when({
        type: 'AddCrewChangeComment',
        data: { commentId: 'c2', side: 'embarking', field: 'remarks', comment: '  ', fileId: null, actor: co, at },
      })
      .thenThrows(ValidationError);
    given(crewChangeDecider, planned)
      .when({ type: 'EditCrewChangeComment', data: { commentId: 'nope', comment: 'X', actor: co, at } })
      .thenThrows(NotFoundError);
  });
  it('batches hold crews of one vessel', () => {
    given(crewChangeDecider, planned)
      .when({ type: 'AssignDisembarkBatch', data: { vesselId: 4, batchId: 1, batchNumber: 1, at } })
      .thenThrows(ValidationError, 'one vessel');
    given(crewChangeDecider, planned)
      .when({ type: 'AssignDisembarkBatch', data: { vesselId: 3, batchId: 1, batchNumber: 1, at } })
      .thenTypes(['DisembarkBatchAssigned']);
  });
});
