import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { RecordFacts } from '../records/collection.js';
import { vesselDecider, type VesselEvent } from './decider.js';

// Issue 10: a vessel's stream holds its master record (000 §3), its image (000 §5) and its records (002 §3).
const at = '2026-11-21T08:00:00.000Z';
const vessel: VesselEvent = {
  type: 'MasterRecordCreated',
  data: { kind: 'vessel', id: 3, fields: { name: 'MV OCEAN', code: 'OC' }, at },
};
const FILE = '0b7d5bd6-6a34-4f59-9c55-0c2f1b7f0a11';
const image = (kind: string, uploadedBy: number | null = 7) =>
  ({
    type: 'ChangeVesselImage',
    data: { vesselId: 3, fileId: FILE, file: { kind, uploadedBy, fileName: 'ship.png' }, actorId: 7, at },
  }) as const;
const imageSet: VesselEvent = { type: 'VesselImageChanged', data: { vesselId: 3, fileId: FILE, at } };
const facts = (known: RecordFacts['known']): RecordFacts => ({ known, files: {}, actorId: 7 });
const ecdis = (fields: Record<string, unknown>, known: RecordFacts['known'] = { ecdisId: true }) =>
  ({
    type: 'AddVesselRecord',
    data: { vesselId: 3, family: 'vessel-ecdis', recordId: 40, at, fields, facts: facts(known) },
  }) as const;
const ecdisAdded: VesselEvent = {
  type: 'VesselRecordAdded',
  data: {
    vesselId: 3,
    family: 'vessel-ecdis',
    recordId: 40,
    at,
    fields: { ecdisId: 2, installedDate: '2025-02-01', serialNo: 'SN-1' },
  },
};

describe('the vessel image (000 §5)', () => {
  it('takes an image the actor uploaded; the same image again changes nothing', () => {
    given(vesselDecider, [vessel]).when(image('image')).then([imageSet]);
    given(vesselDecider, [vessel, imageSet]).when(image('image')).then([]);
  });

  it('refuses a PDF and a file someone else uploaded, under vesselImage', () => {
    given(vesselDecider, [vessel]).when(image('pdf')).thenThrows(ValidationError, 'must be an image');
    given(vesselDecider, [vessel]).when(image('image', 8)).thenThrows(ValidationError, 'Upload the file again');
  });

  it('deletes the image there is, and says so when there is none', () => {
    const del = { type: 'ChangeVesselImage', data: { vesselId: 3, fileId: null, file: null, actorId: 7, at } } as const;
    given(vesselDecider, [vessel, imageSet])
      .when(del)
      .then([{ type: 'VesselImageChanged', data: { vesselId: 3, fileId: null, at } }]);
    given(vesselDecider, [vessel]).when(del).thenThrows(NotFoundError, 'no image');
  });

  it('is refused for a vessel that never was or was deleted', () => {
    given(vesselDecider, []).when(image('image')).thenThrows(NotFoundError, 'Vessel not found');
    const deleted: VesselEvent = { type: 'MasterRecordDeleted', data: { kind: 'vessel', id: 3, previous: {}, at } };
    given(vesselDecider, [vessel, deleted]).when(image('image')).thenThrows(NotFoundError, 'Vessel not found');
  });
});

describe('a vessel record (ECDIS, 002 §7)', () => {
  it('is added with its fields as stored', () => {
    given(vesselDecider, [vessel])
      .when(ecdis({ ecdisId: 2, installedDate: '2025-02-01', serialNo: 'SN-1' }))
      .then([ecdisAdded]);
  });

  it('refuses a key that is unknown or no longer active, and a missing required field, under the field', () => {
    const refused = (fields: Record<string, unknown>, known: RecordFacts['known']) => {
      try {
        vesselDecider.decide(ecdis(fields, known), given(vesselDecider, [vessel]).state);
      } catch (e) {
        expect(e).toBeInstanceOf(ValidationError);
        return (e as ValidationError).fieldErrors;
      }
      throw new Error('not refused');
    };
    expect(refused({ ecdisId: 2, installedDate: '2025-02-01' }, { ecdisId: false })).toEqual({
      ecdisId: ['Unknown ecdis'],
    });
    expect(refused({ ecdisId: 2, installedDate: '2025-02-01' }, { ecdisId: 'inactive' })).toEqual({
      ecdisId: ['This ecdis is no longer active'],
    });
    expect(refused({ ecdisId: 2 }, { ecdisId: true })).toHaveProperty('installedDate');
  });

  it('keeps a key deactivated since when an edit sends it unchanged', () => {
    const update = (changes: Record<string, unknown>) =>
      ({
        type: 'UpdateVesselRecord',
        data: { vesselId: 3, family: 'vessel-ecdis', recordId: 40, at, changes, facts: facts({ ecdisId: 'inactive' }) },
      }) as const;
    given(vesselDecider, [vessel, ecdisAdded])
      .when(update({ ecdisId: 2, serialNo: 'SN-2' }))
      .then([
        {
          type: 'VesselRecordUpdated',
          data: {
            vesselId: 3,
            family: 'vessel-ecdis',
            recordId: 40,
            at,
            changes: { serialNo: 'SN-2' },
            previous: { serialNo: 'SN-1' },
          },
        },
      ]);
  });

  it('is deleted with its values before; an unknown family is refused', () => {
    const del = {
      type: 'DeleteVesselRecord',
      data: { vesselId: 3, family: 'vessel-ecdis', recordId: 40, at },
    } as const;
    given(vesselDecider, [vessel, ecdisAdded]).when(del).thenTypes(['VesselRecordDeleted']);
    given(vesselDecider, [vessel]).when(del).thenThrows(NotFoundError);
    given(vesselDecider, [vessel])
      .when({ ...del, data: { ...del.data, family: 'crew-address' } })
      .thenThrows(ValidationError, 'Unknown record family');
  });

  it('names its fields family:id.field, so edits of different records merge', () => {
    const update = {
      type: 'UpdateVesselRecord',
      data: { vesselId: 3, family: 'vessel-ecdis', recordId: 40, at, changes: { serialNo: 'X' }, facts: facts({}) },
    } as const;
    expect(Object.keys(vesselDecider.commandFields!(update))).toEqual(['vessel-ecdis:40.serialNo']);
  });
});
