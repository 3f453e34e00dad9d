import { describe, expect, it } from 'vitest';
import { crewIdOf, recordTypeOf } from './record-type.js';

describe('recordTypeOf', () => {
  it("files a crew record family's events under the family", () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(
      recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordAdded',
        data: { crewId: 4, family: 'address', recordId: 'r1', fields: {}, at },
      }),
    ).toBe('address');
    expect(
      recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordUpdated',
        data: { crewId: 4, family: 'pandi-checkup', changes: {}, previous: {}, at },
      }),
    ).toBe('pandi-checkup');
    expect(
      recordTypeOf({
        streamType: 'crew',
        type: 'CrewRecordDeleted',
        data: { crewId: 4, family: 'outside-experience', previous: {}, at },
      }),
    ).toBe('outside-experience');
  });

  it("files the crew's own events under 'profile'", () => {
    expect(recordTypeOf({ streamType: 'crew', type: 'CrewRegistered', data: { crewId: 4, profile: {} } })).toBe(
      'profile',
    );
    expect(
      recordTypeOf({ streamType: 'crew', type: 'CrewProfileUpdated', data: { crewId: 4, changes: {}, previous: {} } }),
    ).toBe('profile');
    expect(recordTypeOf({ streamType: 'crew', type: 'CrewSignedOn', data: { crewId: 4, vesselId: 1 } })).toBe(
      'profile',
    );
  });

  it('files master records under their kind and everything else under the stream type', () => {
    expect(
      recordTypeOf({
        streamType: 'contract-reason',
        type: 'MasterRecordCreated',
        data: { kind: 'contract-reason', id: 2 },
      }),
    ).toBe('contract-reason');
    expect(
      recordTypeOf({
        streamType: 'rank',
        type: 'MasterRecordStatusChanged',
        data: { kind: 'rank', id: 2, active: false },
      }),
    ).toBe('rank');
    expect(
      recordTypeOf({ streamType: 'crew-change', type: 'EmbarkingDetailsUpdated', data: { crewId: 4, changes: {} } }),
    ).toBe('crew-change');
    expect(recordTypeOf({ streamType: 'user', type: 'UserCreated', data: { userId: 1 } })).toBe('user');
  });

  it('ignores a blank or non-text family or kind, and a kind outside master records', () => {
    expect(recordTypeOf({ streamType: 'crew', type: 'CrewRecordAdded', data: { family: '  ' } })).toBe('profile');
    expect(recordTypeOf({ streamType: 'vessel-batches', type: 'X', data: { family: 3 } })).toBe('vessel-batches');
    expect(recordTypeOf({ streamType: 'rank', type: 'MasterRecordCreated', data: { kind: null } })).toBe('rank');
    expect(recordTypeOf({ streamType: 'user', type: 'FileAttached', data: { kind: 'photo' } })).toBe('user');
  });

  it('keeps the record type lower-case, as the filter reads it', () => {
    expect(recordTypeOf({ streamType: 'crew', type: 'CrewRecordAdded', data: { family: 'MEDICAL-ISSUE' } })).toBe(
      'medical-issue',
    );
  });
});

describe('crewIdOf', () => {
  it('is data.crewId when it is a positive integer, else null', () => {
    expect(crewIdOf({ crewId: 12 })).toBe(12);
    for (const crewId of [0, -3, 1.5, '12', null, undefined, Number.NaN, 2 ** 31])
      expect(crewIdOf({ crewId })).toBeNull();
    expect(crewIdOf({})).toBeNull();
  });
});
