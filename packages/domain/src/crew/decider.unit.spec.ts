import { describe, it } from 'vitest';
import { given } from '../testing/given.js';
import { ValidationError } from '../shared/errors.js';
import { crewDecider, type CrewEvent } from './decider.js';

const at = '2026-11-21T08:00:00.000Z';
const onboard: CrewEvent[] = [
  { type: 'CrewRegistered', data: { crewId: 100, profile: {}, at } },
  { type: 'CrewSignedOn', data: { crewId: 100, vesselId: 3, rankId: 2, embarkDate: '2026-05-15', at } },
];
const open = (crewChangeId: number, reopen = false) =>
  ({ type: 'OpenCrewChangeForOffSigner', data: { crewId: 100, crewChangeId, vesselId: 3, reopen, at } }) as const;
const opened = (crewChangeId: number): CrewEvent => ({ type: 'CrewChangeOpenedForOffSigner', data: { crewId: 100, crewChangeId, vesselId: 3, at } });

// Issue 6 §2: the crew stream owns "his open crew change as off-signer".
describe('the off-signer has one open crew change at most', () => {
  it('opens a crew change for an off-signer onboard that vessel', () => {
    given(crewDecider, onboard).when(open(7)).then([opened(7)]);
  });
  it('refuses a second while one is open, under offSignerCrewId', () => {
    given(crewDecider, [...onboard, opened(7)]).when(open(8)).thenThrows(ValidationError, 'This crew already has an open crew change');
  });
  it('refuses an off-signer who is not onboard that vessel, or unknown', () => {
    given(crewDecider, onboard).when({ type: 'OpenCrewChangeForOffSigner', data: { crewId: 100, crewChangeId: 7, vesselId: 4, reopen: false, at } }).thenThrows(ValidationError, 'onboard this vessel');
    given(crewDecider, []).when(open(7)).thenThrows(ValidationError, 'Unknown crew');
  });
  it('is released when the rank is cancelled, and again when he signs off', () => {
    const closed: CrewEvent = { type: 'CrewChangeClosedForOffSigner', data: { crewId: 100, crewChangeId: 7, at } };
    given(crewDecider, [...onboard, opened(7)]).when({ type: 'CloseCrewChangeForOffSigner', data: { crewId: 100, crewChangeId: 7, at } }).then([closed]);
    given(crewDecider, [...onboard, opened(7), closed]).when(open(8)).then([opened(8)]);
    const signedOff: CrewEvent = { type: 'CrewSignedOff', data: { crewId: 100, disembarkDate: '2026-12-01', at } };
    const again: CrewEvent = { type: 'CrewSignedOn', data: { crewId: 100, vesselId: 3, rankId: 2, embarkDate: '2027-03-01', at } };
    given(crewDecider, [...onboard, opened(7), signedOff, again]).when(open(9)).then([opened(9)]);
  });
  it('closing a crew change he is not held by changes nothing', () => {
    given(crewDecider, [...onboard, opened(7)]).when({ type: 'CloseCrewChangeForOffSigner', data: { crewId: 100, crewChangeId: 8, at } }).then([]);
  });
  it('a retrieved rank re-takes him, unless another crew change opened meanwhile', () => {
    given(crewDecider, onboard).when(open(7, true)).then([opened(7)]);
    given(crewDecider, [...onboard, opened(8)]).when(open(7, true)).thenThrows(ValidationError, 'already has an open crew change');
    given(crewDecider, [...onboard, opened(7)]).when(open(7, true)).then([]);
  });
});
