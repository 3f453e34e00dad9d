import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { crewDecider, type CrewEvent } from './decider.js';

const at = '2026-11-21T08:00:00.000Z';
const onboard: CrewEvent[] = [
  { type: 'CrewRegistered', data: { crewId: 100, profile: { lastName: 'SANTOS', firstName: 'PEDRO', rankId: 2 }, at } },
  { type: 'CrewSignedOn', data: { crewId: 100, vesselId: 3, rankId: 2, embarkDate: '2026-05-15', at } },
];
const open = (crewChangeId: number, reopen = false) =>
  ({ type: 'OpenCrewChangeForOffSigner', data: { crewId: 100, crewChangeId, vesselId: 3, reopen, at } }) as const;
const opened = (crewChangeId: number): CrewEvent => ({
  type: 'CrewChangeOpenedForOffSigner',
  data: { crewId: 100, crewChangeId, vesselId: 3, at },
});

// Issue 6 §2: the crew stream owns "his open crew change as off-signer".
describe('the off-signer has one open crew change at most', () => {
  it('opens a crew change for an off-signer onboard that vessel', () => {
    given(crewDecider, onboard)
      .when(open(7))
      .then([opened(7)]);
  });
  it('refuses a second while one is open, under offSignerCrewId', () => {
    given(crewDecider, [...onboard, opened(7)])
      .when(open(8))
      .thenThrows(ValidationError, 'This crew already has an open crew change');
  });
  it('refuses an off-signer who is not onboard that vessel, or unknown', () => {
    given(crewDecider, onboard)
      .when({
        type: 'OpenCrewChangeForOffSigner',
        data: { crewId: 100, crewChangeId: 7, vesselId: 4, reopen: false, at },
      })
      .thenThrows(ValidationError, 'onboard this vessel');
    given(crewDecider, []).when(open(7)).thenThrows(ValidationError, 'Unknown crew');
  });
  it('is released when the rank is cancelled, and again when he signs off', () => {
    const closed: CrewEvent = { type: 'CrewChangeClosedForOffSigner', data: { crewId: 100, crewChangeId: 7, at } };
    given(crewDecider, [...onboard, opened(7)])
      .when({ type: 'CloseCrewChangeForOffSigner', data: { crewId: 100, crewChangeId: 7, at } })
      .then([closed]);
    given(crewDecider, [...onboard, opened(7), closed])
      .when(open(8))
      .then([opened(8)]);
    const signedOff: CrewEvent = { type: 'CrewSignedOff', data: { crewId: 100, disembarkDate: '2026-12-01', at } };
    const again: CrewEvent = {
      type: 'CrewSignedOn',
      data: { crewId: 100, vesselId: 3, rankId: 2, embarkDate: '2027-03-01', at },
    };
    given(crewDecider, [...onboard, opened(7), signedOff, again])
      .when(open(9))
      .then([opened(9)]);
  });
  it('closing a crew change he is not held by changes nothing', () => {
    given(crewDecider, [...onboard, opened(7)])
      .when({ type: 'CloseCrewChangeForOffSigner', data: { crewId: 100, crewChangeId: 8, at } })
      .then([]);
  });
  it('a retrieved rank re-takes him, unless another crew change opened meanwhile', () => {
    given(crewDecider, onboard)
      .when(open(7, true))
      .then([opened(7)]);
    given(crewDecider, [...onboard, opened(8)])
      .when(open(7, true))
      .thenThrows(ValidationError, 'already has an open crew change');
    given(crewDecider, [...onboard, opened(7)])
      .when(open(7, true))
      .then([]);
  });
});

// Issue 8: RegisterCrew carries the crew identity of the 201 file, checked by its schema.
describe('registering a crew', () => {
  const identity = {
    applicantNo: 'A-2026-0001',
    crewCode: 'C000777',
    ipn: 'IPN777',
    lastName: 'DELA CRUZ',
    firstName: 'JUAN',
    middleName: 'SANTOS',
    suffix: 'JR.' as const,
    birthdate: '1990-04-12',
    rankId: 3,
    principalId: null,
    contactNumber: '09171234567',
    email: 'juan@mail.example.com',
  };
  it('registers him active unless told otherwise', () => {
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: identity, at } })
      .then([{ type: 'CrewRegistered', data: { crewId: 100, profile: { ...identity, status: 1 }, at } }]);
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: { ...identity, status: 0 }, at } })
      .then([{ type: 'CrewRegistered', data: { crewId: 100, profile: { ...identity, status: 0 }, at } }]);
  });
  it('still takes the profile of the crews registered before the 201 file (no applicant no., IPN, status)', () => {
    const old = { crewCode: 'C000001', lastName: 'SANTOS', firstName: 'PEDRO', rankId: 1, fbMail: 'pedro.santos' };
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 101, profile: old, at } })
      .then([{ type: 'CrewRegistered', data: { crewId: 101, profile: { ...old, status: 1 }, at } }]);
  });
  it('refuses a missing last name, a bad birthdate or an unknown suffix under the field', () => {
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: { ...identity, lastName: ' ' }, at } })
      .thenThrows(ValidationError, 'The form has errors');
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: { ...identity, birthdate: '1990-02-30' }, at } })
      .thenThrows(ValidationError);
    given(crewDecider, [])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: { ...identity, suffix: 'ESQ' as never }, at } })
      .thenThrows(ValidationError);
  });
  it('refuses to register the same crew twice', () => {
    given(crewDecider, [{ type: 'CrewRegistered', data: { crewId: 100, profile: identity, at } }])
      .when({ type: 'RegisterCrew', data: { crewId: 100, profile: identity, at } })
      .thenThrows(DomainError, 'This crew already exists');
  });
});

// The 201 profile edit (000 §2 Crew 201, 002 §5): only changed fields, with the values before.
describe('UpdateCrewProfile', () => {
  const registered: CrewEvent[] = [
    {
      type: 'CrewRegistered',
      data: {
        crewId: 100,
        profile: { lastName: 'SANTOS', firstName: 'PEDRO', middleName: 'REYES', rankId: 2, status: 1 },
        at,
      },
    },
  ];
  const update = (changes: Record<string, unknown>) =>
    ({ type: 'UpdateCrewProfile', data: { crewId: 100, changes, at } }) as const;

  it('records only the changed fields with their previous values', () => {
    given(crewDecider, registered)
      .when(update({ middleName: 'CRUZ', firstName: 'PEDRO', ipn: 'IPN-1' }))
      .then([
        {
          type: 'CrewProfileUpdated',
          data: {
            crewId: 100,
            changes: { middleName: 'CRUZ', ipn: 'IPN-1' },
            previous: { middleName: 'REYES', ipn: null },
            at,
          },
        },
      ]);
  });
  it('clears an optional field with null, and diffs against the last edit', () => {
    const edited: CrewEvent = {
      type: 'CrewProfileUpdated',
      data: { crewId: 100, changes: { middleName: 'CRUZ' }, previous: { middleName: 'REYES' }, at },
    };
    given(crewDecider, [...registered, edited])
      .when(update({ middleName: null }))
      .then([
        {
          type: 'CrewProfileUpdated',
          data: { crewId: 100, changes: { middleName: null }, previous: { middleName: 'CRUZ' }, at },
        },
      ]);
    given(crewDecider, [...registered, edited])
      .when(update({ middleName: 'CRUZ' }))
      .thenThrows(ValidationError, 'Nothing changed');
  });
  it('refuses an edit that changes nothing, or leaves a status it does not name alone', () => {
    given(crewDecider, registered)
      .when(update({ lastName: 'SANTOS' }))
      .thenThrows(ValidationError, 'Nothing changed');
    given(crewDecider, [
      {
        ...registered[0]!,
        data: {
          ...(registered[0]!.data as object),
          profile: { lastName: 'SANTOS', firstName: 'PEDRO', rankId: 2, status: 0 },
        },
      } as CrewEvent,
    ])
      .when(update({}))
      .thenThrows(ValidationError, 'Nothing changed');
  });
  it('validates the fields it changes, and refuses clearing a required one', () => {
    given(crewDecider, registered)
      .when(update({ email: 'not-an-email' }))
      .thenThrows(ValidationError);
    given(crewDecider, registered)
      .when(update({ lastName: null }))
      .thenThrows(ValidationError);
    given(crewDecider, registered)
      .when(update({ lastName: '  ' }))
      .thenThrows(ValidationError);
  });
  it('refuses an unknown crew', () => {
    given(crewDecider, [])
      .when(update({ middleName: 'CRUZ' }))
      .thenThrows(NotFoundError);
  });
  it('names the fields an edit writes and an update changed, for the stale-edit check', () => {
    expect(crewDecider.commandFields!(update({ middleName: 'CRUZ' }))).toEqual({ middleName: 'CRUZ' });
    expect(
      crewDecider.eventFields!({
        type: 'CrewProfileUpdated',
        data: { crewId: 100, changes: { ipn: 'X' }, previous: { ipn: null }, at },
      }),
    ).toEqual({ ipn: 'X' });
    expect(crewDecider.eventFields!(registered[0]!)).toEqual({});
  });
});
