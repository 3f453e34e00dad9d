import { describe, expect, it } from 'vitest';
import { summariseEvent } from './summary.js';

describe('summariseEvent', () => {
  it('names the fields an update or an addition carries, never their values', () => {
    expect(summariseEvent('CrewProfileUpdated', { changes: { middleName: 'SECRET' }, previous: {} })).toBe(
      'CrewProfileUpdated: middleName',
    );
    expect(summariseEvent('CrewRegistered', { crewId: 4 })).toBe('CrewRegistered');
    expect(summariseEvent('CrewRegistered', { crewId: 4 }, { importFile: 'crews.csv', importRow: 2 })).toBe(
      'CrewRegistered (imported from crews.csv row 2)',
    );
  });

  it("gives a record's family and id, and the board's side", () => {
    expect(summariseEvent('CrewRecordUpdated', { family: 'address', recordId: 7, changes: { city: 'X' } })).toBe(
      'address 7 updated: city',
    );
    expect(summariseEvent('CrewRecordDeleted', { family: 'address', recordId: 7, previous: { city: 'X' } })).toBe(
      'address 7 deleted',
    );
    expect(summariseEvent('EmbarkingDetailsUpdated', { changes: { embarkPortId: 2 } })).toBe('Embarking: embarkPortId');
  });

  it('says how a password changed and what the chain found', () => {
    expect(summariseEvent('UserPasswordChanged', { reason: 'admin-reset' })).toBe('Password reset by an administrator');
    expect(summariseEvent('EventChainChecked', { throughPosition: '90', mismatch: null })).toBe(
      'Hash chain verified through event 90',
    );
    expect(summariseEvent('EventChainChecked', { mismatch: { position: '12' } })).toBe(
      'Hash chain check failed at event 12',
    );
  });
});
