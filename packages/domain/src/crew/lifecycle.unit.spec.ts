import { describe, expect, it } from 'vitest';
import { daysAshore, monthsOnBoard, positionOf, retentionTrend, serviceMonths, serviceSpan } from './lifecycle.js';
import type { CrewCommand, CrewState } from './decider.js';
import { registeredCrew, runCrew } from '../testing/crew.js';
import type { LifecycleCause } from './lifecycle.js';

const AT = '2026-11-26T01:00:00.000Z';
const cause = (key: string, confirmationId = 'e-1'): LifecycleCause => ({
  key,
  crewChangeId: 12,
  confirmationId,
  confirmedBy: 'OPS',
});

const registered = (): CrewState =>
  registeredCrew(1, { crewCode: 'C1', lastName: 'BAUTISTA', firstName: 'JOSE', rankId: 5 }, AT);
const run = (commands: CrewCommand[], state: CrewState = registered()) => runCrew(commands, state);
const on = (vesselId: number, embarkDate: string, c?: LifecycleCause): CrewCommand => ({
  type: 'SignOnCrew',
  data: { crewId: 1, vesselId, rankId: 5, embarkDate, crewChangeId: 12, ...(c ? { cause: c } : {}), at: AT },
});
const off = (disembarkDate: string, c?: LifecycleCause): CrewCommand => ({
  type: 'SignOffCrew',
  data: { crewId: 1, disembarkDate, contractReasonId: 3, ...(c ? { cause: c } : {}), at: AT },
});
const arrive = (arrivalDate: string, disembarkDate: string | null, c?: LifecycleCause): CrewCommand => ({
  type: 'RecordCrewArrival',
  data: {
    crewId: 1,
    arrivalDate,
    vesselId: 7,
    crewChangeId: 12,
    disembarkDate,
    contractReasonId: 3,
    ...(c ? { cause: c } : {}),
    at: AT,
  },
});

describe('the day count (sea-service practice: both days count, odd days at 30 a month)', () => {
  it('counts 15 Jan to 14 Jun as 5.0 months, not 4', () => {
    expect(serviceSpan('2026-01-15', '2026-06-14')).toEqual({ months: 5, days: 0 });
    expect(monthsOnBoard('2026-01-15', '2026-06-14')).toBe(5);
  });
  it('reckons odd days at 30 a month and counts both ends', () => {
    expect(serviceSpan('2026-01-15', '2026-01-30')).toEqual({ months: 0, days: 16 });
    expect(serviceMonths('2026-01-15', '2026-04-29')).toBeCloseTo(3 + 15 / 30);
    expect(serviceSpan('2026-05-01', '2026-05-01')).toEqual({ months: 0, days: 1 });
  });
  it('keeps month ends inside shorter months', () => {
    expect(serviceSpan('2026-01-31', '2026-02-27')).toEqual({ months: 1, days: 0 });
    expect(serviceSpan('2026-02-01', '2026-02-28')).toEqual({ months: 1, days: 0 });
    expect(serviceSpan('2024-03-01', '2025-02-28')).toEqual({ months: 12, days: 0 });
  });
  it('is nothing before he embarks; days ashore count from the arrival', () => {
    expect(monthsOnBoard('2026-12-01', '2026-11-26')).toBe(0);
    expect(daysAshore('2026-11-17', '2026-11-26')).toBe(9);
    expect(daysAshore(null, '2026-11-26')).toBeNull();
  });
});

describe('the crew lifecycle on his stream', () => {
  it('signs on, off, and comes home: standby since his arrival with his last vessel', () => {
    const { state } = run([on(7, '2026-03-10'), off('2026-11-15'), arrive('2026-11-17', '2026-11-15')]);
    expect(positionOf(state.stints)).toEqual({
      onboardVesselId: null,
      onboardRankId: null,
      embarkDate: null,
      lastVesselId: 7,
      lastRankId: 5,
      signOffDate: '2026-11-15',
      standbySince: '2026-11-17',
    });
    expect(state.onboardVesselId).toBeNull();
  });

  it('an arrival confirmed before the sign-off signs him off on the board date first', () => {
    const { events, state } = run([on(7, '2026-03-10'), arrive('2026-11-17', '2026-11-15', cause('cc-12:arrival'))]);
    expect(events.map((e) => e.type)).toEqual(['CrewSignedOn', 'CrewSignedOff', 'CrewArrivedHome']);
    expect(positionOf(state.stints).signOffDate).toBe('2026-11-15');
  });

  it('a process step that no longer fits is recorded as skipped, with the reason', () => {
    const { events, state } = run([on(7, '2026-03-10'), on(8, '2026-04-01', cause('cc-13:sign-on'))]);
    expect(events[1]).toMatchObject({
      type: 'CrewLifecycleStepSkipped',
      data: { step: 'sign-on', reason: expect.stringContaining('already onboard') },
    });
    expect(state.onboardVesselId).toBe(7);
    // Sent by a user (no cause), the same command is refused.
    expect(() => run([on(8, '2026-04-01')], state)).toThrow(/already onboard/);
  });

  it('revokes an undone sign-on while it is his latest fact, and refuses once he signed off', () => {
    const signOn = cause('cc-12:embarking:12-1:sign-on');
    const { state, events } = run([
      on(7, '2026-11-20', signOn),
      {
        type: 'RevokeLifecycleStep',
        data: { crewId: 1, key: signOn.key, reason: 'EMBARK DATE confirmation undone by OPS', cause: signOn, at: AT },
      },
    ]);
    expect(events[1]).toMatchObject({
      type: 'CrewSeaServiceCorrected',
      data: { voided: true, position: { onboardVesselId: null } },
    });
    expect(state.onboardVesselId).toBeNull();
    const later = run([
      on(7, '2026-03-10', signOn),
      off('2026-11-15'),
      { type: 'RevokeLifecycleStep', data: { crewId: 1, key: signOn.key, reason: 'undone', cause: signOn, at: AT } },
    ]);
    expect(later.events[2]).toMatchObject({
      type: 'CrewLifecycleStepSkipped',
      data: { reason: expect.stringContaining('signed off since') },
    });
  });

  it('an administrator corrects a contract with a reason, checked against the next one', () => {
    const { state } = run([on(7, '2025-03-10'), off('2025-11-15'), on(8, '2026-02-01')]);
    const correct = (changes: object, reason = 'WRONG DATE ON THE BOARD') =>
      run(
        [{ type: 'CorrectSeaService', data: { crewId: 1, stintNo: 1, changes, voided: false, reason, at: AT } }],
        state,
      );
    expect(() => correct({ disembarkDate: '2026-03-01' })).toThrow();
    expect(() => correct({ disembarkDate: '2025-11-10' }, '  ')).toThrow();
    const r = correct({ disembarkDate: '2025-11-10' });
    expect(r.events[0]).toMatchObject({
      type: 'CrewSeaServiceCorrected',
      data: { changes: { disembarkDate: '2025-11-10' }, previous: { disembarkDate: '2025-11-15' } },
    });
    expect(r.state.stints[0]!.disembarkDate).toBe('2025-11-10');
  });

  it('changes his rank, onboard too', () => {
    const { state } = run([
      on(7, '2026-03-10'),
      {
        type: 'ChangeCrewRank',
        data: { crewId: 1, rankId: 4, effectiveDate: '2026-06-01', cause: cause('promotion-9:rank'), at: AT },
      },
    ]);
    expect(state.profile.rankId).toBe(4);
    expect(positionOf(state.stints).onboardRankId).toBe(4);
  });
});

describe('retention', () => {
  it('is the share of sign-ons by crews who served with us before', () => {
    const service = [
      { crewId: 1, embarkDate: '2025-03-01' },
      { crewId: 1, embarkDate: '2026-01-10' },
      { crewId: 2, embarkDate: '2026-01-20' },
    ];
    expect(retentionTrend(service, ['2026-01'])).toEqual([
      { month: '2026-01', signOns: 2, returning: 1, retention: 50 },
    ]);
  });
});
