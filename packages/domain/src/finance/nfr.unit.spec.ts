import { describe, expect, it } from 'vitest';
import { crewChangeDecider, NFR_REFUSED } from '../crew-change/decider.js';
import type { CrewChangeCommand } from '../crew-change/events.js';
import { isOpenNfr } from './families.js';

const at = '2026-05-01T00:00:00.000Z';
const plan = (nfrCrewIds: number[]): CrewChangeCommand => ({
  type: 'PlanCrewChange',
  data: {
    crewChangeId: 1,
    vesselId: 2,
    fleetId: 3,
    rankId: 4,
    offSignerCrewId: null,
    relieverCrewIds: [10, 11],
    at,
    known: { vesselId: true, rankId: true },
    offSignerVesselId: null,
    nfrCrewIds,
  },
});
const fieldErrorsOf = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? null;
  }
};

describe('NFR (issue 15): the crew change decider refuses an NFR crew on a line-up', () => {
  it('is an NFR while flagged and not lifted', () => {
    expect(isOpenNfr({ nfr: true })).toBe(true);
    expect(isOpenNfr({ nfr: true, liftedDate: '2026-03-01' })).toBe(false);
    expect(isOpenNfr({ nfr: false })).toBe(false);
  });

  it('refuses a plan naming him among the relievers, accepts it once no reliever is NFR', () => {
    expect(fieldErrorsOf(() => crewChangeDecider.decide(plan([11]), crewChangeDecider.initialState()))).toEqual({
      relieverCrewIds: [NFR_REFUSED],
    });
    expect(crewChangeDecider.decide(plan([]), crewChangeDecider.initialState()).map((e) => e.type)).toEqual([
      'CrewChangePlanned',
      'EmbarkingOpened',
    ]);
  });

  it('refuses adding him as reliever, as replacement, or making him the primary', () => {
    const s = crewChangeDecider
      .decide(plan([]), crewChangeDecider.initialState())
      .reduce(crewChangeDecider.evolve, crewChangeDecider.initialState());
    const add: CrewChangeCommand = { type: 'AddReliever', data: { crewId: 12, primary: false, at, nfrCrewIds: [12] } };
    const primary: CrewChangeCommand = { type: 'SetPrimaryReliever', data: { crewId: 11, at, nfrCrewIds: [11] } };
    for (const c of [add, primary])
      expect(fieldErrorsOf(() => crewChangeDecider.decide(c, s))).toEqual({ crewId: [NFR_REFUSED] });
  });
});
