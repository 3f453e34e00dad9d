import { describe, expect, it } from 'vitest';
import { changedFieldsOf, fieldChangesOf } from './field-diff.js';

describe('changed fields of an event', () => {
  it('names the fields fieldChangesOf names, for record events and the rest', () => {
    const record = { family: 'crew-document', recordId: 12, crewId: 3 };
    const samples: Array<[string, Record<string, unknown>]> = [
      ['CrewRecordAdded', { ...record, fields: { documentId: 47, number: 'P-1', expiryDate: null } }],
      ['CrewRecordUpdated', { ...record, changes: { number: 'P-2' }, previous: { number: 'P-1' } }],
      ['CrewRecordDeleted', { ...record, previous: { documentId: 47, number: 'P-2' } }],
      ['VesselRecordAdded', { family: 'vessel-certificate', recordId: 4, fields: { name: 'X' } }],
      ['StaffRecordDeleted', { family: 'staff-education', recordId: 5, previous: { school: 'Y' } }],
      ['CrewRecordAdded', { ...record }],
      ['EmbarkingDetailsUpdated', { changes: { port: 1 }, previous: { port: 2 } }],
      ['CrewProfileUpdated', { changes: { lastName: 'A' }, previous: { lastName: 'B' } }],
      ['UserActivated', {}],
      ['CrewRegistered', { crewId: 3 }],
    ];
    for (const [type, data] of samples)
      expect([type, changedFieldsOf(type, data)]).toEqual([type, fieldChangesOf(type, data).map((c) => c.field)]);
    expect(changedFieldsOf('CrewRecordAdded', samples[0]![1])).toEqual([
      'crew-document:12.documentId',
      'crew-document:12.number',
      'crew-document:12.expiryDate',
    ]);
  });
});
