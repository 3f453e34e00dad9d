import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { crewChangeDecider } from './decider.js';
import type { CrewChangeEvent } from './events.js';
import type { Actor } from '../auth/roles.js';

import { admin, aib, at, co, dss, mgc, ops, planned } from '../testing/crew-change.js';
import { ForbiddenError, ValidationError } from '../shared/errors.js';
import { canCrewChange, canWriteField, writableFields } from './permissions.js';
import { CHECK_IN_REQUIRED, embarkingWarnings } from './rules.js';

/** The AIB chose a hotel in the single editor, without a check-in (he does not write check-ins). */
const hotelNoCheckIn: CrewChangeEvent[] = [
  ...planned,
  {
    type: 'EmbarkingDetailsUpdated',
    data: { embarkingId: '7-1', changes: { inn_id: 4 }, previous: { inn_id: null }, at },
  },
];
const known = { inn_id: true };

describe('a hotel without a check-in (001 §5, issue 11 item 3)', () => {
  it('the AIB sets a hotel alone in the role-based single editor', () => {
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { inn_id: 4 }, actor: aib, at, known } })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
  it('does not block the crewing officer saving another field of that row', () => {
    given(crewChangeDecider, hotelNoCheckIn)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { remarks: 'VISA OK' }, actor: co, at } })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
  it('is a warning for whoever enters check-ins, not for the AIB', () => {
    expect(embarkingWarnings({ inn_id: 4 }, new Set(writableFields(co, 'embarking')))).toEqual({
      check_in: [expect.stringContaining('without a check-in')],
    });
    expect(embarkingWarnings({ inn_id: 4 }, new Set(writableFields(aib, 'embarking')))).toEqual({});
  });
  it('still refuses the crewing officer clearing a check-in while a hotel is set', () => {
    const withCheckIn = [
      ...hotelNoCheckIn,
      {
        type: 'EmbarkingDetailsUpdated',
        data: { embarkingId: '7-1', changes: { check_in: '2026-12-01' }, previous: { check_in: null }, at },
      },
    ] as CrewChangeEvent[];
    given(crewChangeDecider, withCheckIn)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { check_in: null }, actor: co, at } })
      .thenThrows(ValidationError);
  });
  it('a batch that sets a hotel needs a check-in: ticked, or already on the crew', () => {
    const batch = (changes: Record<string, unknown>, actor: Actor, events = planned) =>
      given(crewChangeDecider, events).when({
        type: 'UpdateEmbarkingDetails',
        data: { changes, actor, at, batch: true, known },
      });
    batch({ inn_id: 4 }, aib).thenThrows(ValidationError);
    const refused = (() => {
      try {
        crewChangeDecider.decide(
          { type: 'UpdateEmbarkingDetails', data: { changes: { inn_id: 4 }, actor: aib, at, batch: true, known } },
          given(crewChangeDecider, planned).state,
        );
      } catch (e) {
        return e as ValidationError;
      }
      return null;
    })();
    expect(refused?.fieldErrors?.inn_id?.[0]).toContain(CHECK_IN_REQUIRED);
    batch({ inn_id: 4, check_in: '2026-12-01' }, admin).thenTypes(['EmbarkingDetailsUpdated']);
    const hasCheckIn = [
      ...planned,
      {
        type: 'EmbarkingDetailsUpdated',
        data: { embarkingId: '7-1', changes: { check_in: '2026-12-01' }, previous: { check_in: null }, at },
      },
    ] as CrewChangeEvent[];
    batch({ inn_id: 4 }, aib, hasCheckIn).thenTypes(['EmbarkingDetailsUpdated']);
  });
});

describe('who gets which editor (README "Who edits what", 001 §6)', () => {
  it('AIB: hotel and transfer singly; hotel, transfer and flight in the batch editor', () => {
    expect(writableFields(aib, 'embarking')).toEqual(['inn_id', 'transfer_details']);
    expect(writableFields(aib, 'embarking', 'batch')).toEqual(['inn_id', 'transfer_details', 'flight_details']);
    expect(canWriteField(aib, 'embarking', 'flight_details')).toBe(false);
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { flight_details: 'PR 102' }, actor: aib, at } })
      .thenThrows(ForbiddenError);
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateEmbarkingDetails',
        data: { changes: { flight_details: 'PR 102' }, actor: aib, at, batch: true },
      })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
  it('DSS has no embarking batch editor (no field of it is his); the crewing officer neither', () => {
    expect(canCrewChange(dss, 'batchEmbarking')).toBe(false);
    expect(canCrewChange(co, 'batchEmbarking')).toBe(false);
    expect(canCrewChange(ops, 'batchEmbarking')).toBe(true);
    expect(canCrewChange(dss, 'editEmbarking')).toBe(true);
  });
  it('MGC has no embarking editor; the disembarking hotel is his', () => {
    expect(canCrewChange(mgc, 'editEmbarking')).toBe(false);
    expect(writableFields(mgc, 'disembarking')).toEqual(['arrive_inn_id', 'transfer_arrival', 'hotel_remarks']);
    expect(canCrewChange(mgc, 'batchDisembarking')).toBe(false);
  });
});
