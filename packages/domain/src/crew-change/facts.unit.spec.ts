import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { crewChangeDecider } from './decider.js';
import type { CrewChangeCommand, CrewChangeEvent } from './events.js';
import { ValidationError } from '../shared/errors.js';
import { BATCH_EDITABLE_FIELDS } from './fields.js';
import { batchErrors } from './rules.js';
import { admin, at, ops, plan, planned } from '../testing/crew-change.js';
import { planCrewChangeInput, updateDisembarkBatchInput, batchEmbarkingInput } from './schemas.js';

// Issue 6 §2: the facts the server gathers come in with the command; the decider refuses a mismatch.
function fieldErrorsOf(run: () => unknown) {
  try {
    run();
  } catch (e) {
    if (e instanceof ValidationError) return e.fieldErrors;
    throw e;
  }
  return {};
}

describe('plan: facts gathered by the server', () => {
  it('an unknown rank or vessel is refused under its field (it would make an invisible crew change)', () => {
    const decide = (c: CrewChangeCommand) => () => crewChangeDecider.decide(c, crewChangeDecider.initialState());
    expect(fieldErrorsOf(decide(plan({ known: { vesselId: true, rankId: false } })))).toEqual({
      rankId: ['Unknown rank'],
    });
    expect(
      fieldErrorsOf(decide(plan({ known: { vesselId: false, rankId: true }, fleetId: null, offSignerVesselId: null }))),
    ).toMatchObject({ vesselId: ['Unknown vessel'] });
  });
  it('the off-signer must be onboard this vessel; a plan with relievers only needs no off-signer', () => {
    given(crewChangeDecider, [])
      .when(plan({ offSignerVesselId: 4 }))
      .thenThrows(ValidationError, 'The form has errors');
    expect(
      fieldErrorsOf(() =>
        crewChangeDecider.decide(plan({ offSignerVesselId: null }), crewChangeDecider.initialState()),
      ),
    ).toEqual({
      offSignerCrewId: ['The off-signer must be onboard this vessel'],
    });
    given(crewChangeDecider, [])
      .when(plan({ offSignerCrewId: null, offSignerVesselId: null }))
      .thenTypes(['CrewChangePlanned', 'EmbarkingOpened']);
  });
});

describe('edits: the records they name exist', () => {
  it('refuses an unknown hotel, port, laboratory or reason under its field', () => {
    const known = { inn_id: false, embark_port_id: true, lab1_id: false };
    const changes = { inn_id: 9, check_in: '2026-12-01', embark_port_id: 1, lab1_id: 5, rapid_date1: '2026-11-30' };
    expect(
      fieldErrorsOf(() =>
        crewChangeDecider.decide(
          { type: 'UpdateEmbarkingDetails', data: { changes, actor: admin, at, known } },
          given(crewChangeDecider, planned).state,
        ),
      ),
    ).toEqual({
      inn_id: ['Unknown hotel'],
      lab1_id: ['Unknown laboratory'],
    });
    const dis = { contract_reason_id: 4, disembark_port_id: 2, arrive_inn_id: 3 };
    expect(
      fieldErrorsOf(() =>
        crewChangeDecider.decide(
          {
            type: 'UpdateDisembarkingDetails',
            data: { changes: dis, actor: admin, at, known: { disembark_port_id: true } },
          },
          given(crewChangeDecider, planned).state,
        ),
      ),
    ).toEqual({
      contract_reason_id: ['Unknown disembark reason'],
      arrive_inn_id: ['Unknown hotel'],
    });
  });
  it('a reference the server said nothing about counts as unknown; clearing one needs no fact', () => {
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { embark_port_id: 1 }, actor: ops, at } })
      .thenThrows(ValidationError);
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateEmbarkingDetails',
        data: { changes: { embark_port_id: 1 }, actor: ops, at, known: { embark_port_id: true } },
      })
      .thenTypes(['EmbarkingDetailsUpdated']);
    const withPort = [
      ...planned,
      {
        type: 'EmbarkingDetailsUpdated',
        data: { embarkingId: '7-1', changes: { embark_port_id: 1 }, previous: { embark_port_id: null }, at },
      },
    ] as CrewChangeEvent[];
    given(crewChangeDecider, withPort)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { embark_port_id: null }, actor: ops, at } })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
});

describe('batch edits: only the fields the batch editors offer (001 §4, §6)', () => {
  it('refuses a batch edit of a PCR result, with the field named', () => {
    const run = () =>
      crewChangeDecider.decide(
        { type: 'UpdateEmbarkingDetails', data: { changes: { rapid_result1: true }, actor: ops, at, batch: true } },
        given(crewChangeDecider, planned).state,
      );
    expect(fieldErrorsOf(run)).toEqual({ rapid_result1: ['RT PCR TEST 1 RESULT cannot be changed in a batch edit'] });
    // The same field edited on one crew is fine.
    given(crewChangeDecider, planned)
      .when({ type: 'UpdateEmbarkingDetails', data: { changes: { rapid_result1: false }, actor: ops, at } })
      .thenTypes(['EmbarkingDetailsUpdated']);
  });
  it('the disembarking hotel remarks go only with the hotel', () => {
    const known = { arrive_inn_id: true };
    given(crewChangeDecider, planned)
      .when({
        type: 'UpdateDisembarkingDetails',
        data: { changes: { arrive_inn_id: 2, hotel_remarks: 'QUARANTINE' }, actor: admin, at, batch: true, known },
      })
      .thenTypes(['DisembarkingDetailsUpdated']);
    expect(batchErrors('disembarking', { hotel_remarks: 'QUARANTINE' })).toEqual({
      hotel_remarks: ['HOTEL REMARKS goes with QUARANTINE HOTEL in a batch edit'],
    });
  });
  it('every field the batch editors offer passes the field check', () => {
    for (const side of ['embarking', 'disembarking'] as const) {
      const changes = Object.fromEntries(BATCH_EDITABLE_FIELDS[side].map((f) => [f, 'X']));
      expect(
        Object.keys(batchErrors(side, changes)).filter(
          (f) => !(BATCH_EDITABLE_FIELDS[side] as readonly string[]).includes(f),
        ),
      ).toEqual([]);
    }
    expect(BATCH_EDITABLE_FIELDS.embarking).not.toContain('rapid_result1');
  });
});

describe('inputs: ids are int4 and selections are bounded', () => {
  it('a huge id or a huge selection is a clear input error', () => {
    expect(planCrewChangeInput.safeParse({ vesselId: 2_147_483_648, rankId: 1 }).success).toBe(false);
    expect(planCrewChangeInput.safeParse({ vesselId: 2_147_483_647, rankId: 1 }).success).toBe(true);
    expect(
      updateDisembarkBatchInput.safeParse({
        vesselId: 1,
        batchId: 1,
        crewChangeIds: Array.from({ length: 501 }, (_, i) => i + 1),
      }).success,
    ).toBe(false);
    expect(batchEmbarkingInput.safeParse({ crewChangeIds: [1], changes: { inn_id: 9_999_999_999 } }).success).toBe(
      false,
    );
    expect(
      planCrewChangeInput.safeParse({
        vesselId: 1,
        rankId: 1,
        relieverCrewIds: Array.from({ length: 11 }, (_, i) => i + 1),
      }).success,
    ).toBe(false);
  });
});
