import { describe, it } from 'vitest';
import { given } from '../testing/given.js';
import { staffProfile } from '../testing/person.js';
import { userDecider, type UserEvent } from './decider.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';

const at = '2026-11-21T00:00:00.000Z';
const profile = staffProfile({
  employeeId: 'E1',
  firstName: 'JUAN',
  lastName: 'CRUZ',
  departmentId: 2,
  positionIds: [9],
});
const created: UserEvent = { type: 'UserCreated', data: { userId: 7, username: 'juan', profile, at } };

describe('user decider', () => {
  it('creates a user and records the first password', () => {
    given(userDecider, [])
      .when({ type: 'CreateUser', data: { userId: 7, username: 'juan', profile, at } })
      .then([created, { type: 'UserPasswordChanged', data: { userId: 7, at, reason: 'created' } }]);
  });

  it('refuses to create a user twice', () => {
    given(userDecider, [created])
      .when({ type: 'CreateUser', data: { userId: 7, username: 'juan', profile, at } })
      .thenThrows(DomainError, 'already exists');
  });

  it('records only the fields that changed, with their previous values', () => {
    given(userDecider, [created])
      .when({
        type: 'UpdateUserDetails',
        data: { userId: 7, changes: { firstName: 'JUAN', lastName: 'SANTOS', positionIds: [9, 40] }, at },
      })
      .then([
        {
          type: 'UserDetailsUpdated',
          data: {
            userId: 7,
            changes: { lastName: 'SANTOS', positionIds: [9, 40] },
            previous: { lastName: 'CRUZ', positionIds: [9] },
            at,
          },
        },
      ]);
  });

  it('deactivates and activates through status', () => {
    given(userDecider, [created])
      .when({ type: 'UpdateUserDetails', data: { userId: 7, changes: { status: 0 }, at } })
      .thenTypes(['UserDeactivated']);
    given(userDecider, [created, { type: 'UserDeactivated', data: { userId: 7, at } }])
      .when({ type: 'UpdateUserDetails', data: { userId: 7, changes: { status: 1 }, at } })
      .thenTypes(['UserActivated']);
  });

  it('refuses an update that changes nothing, and updates of an unknown user', () => {
    given(userDecider, [created])
      .when({ type: 'UpdateUserDetails', data: { userId: 7, changes: { firstName: 'JUAN' }, at } })
      .thenThrows(ValidationError, 'Nothing changed');
    given(userDecider, [])
      .when({ type: 'UpdateUserDetails', data: { userId: 7, changes: { firstName: 'X' }, at } })
      .thenThrows(NotFoundError);
    given(userDecider, [])
      .when({ type: 'ChangeUserPassword', data: { userId: 7, at, reason: 'self' } })
      .thenThrows(NotFoundError);
  });
});
