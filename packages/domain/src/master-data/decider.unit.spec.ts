import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { masterDataDecider, type MasterDataEvent } from './decider.js';

// Issue 10, 002 §4 and §7: an entry of a settings list is created, edited, toggled and deleted on its own stream.
const at = '2026-11-21T08:00:00.000Z';
const created: MasterDataEvent = { type: 'MasterRecordCreated', data: { kind: 'port', id: 5, fields: { name: 'MANILA', country: 'PHILIPPINES' }, at } };
const status = (active: boolean) => ({ type: 'SetMasterRecordStatus', data: { kind: 'port', id: 5, active, at } }) as const;
const statusChanged = (active: boolean): MasterDataEvent => ({ type: 'MasterRecordStatusChanged', data: { kind: 'port', id: 5, active, at } });
const deleted: MasterDataEvent = { type: 'MasterRecordDeleted', data: { kind: 'port', id: 5, previous: created.data.fields as Record<string, unknown>, at } };
const remove = { type: 'DeleteMasterRecord', data: { kind: 'port', id: 5, at } } as const;

describe('a master entry', () => {
  it('is created once', () => {
    given(masterDataDecider, []).when({ type: 'CreateMasterRecord', data: created.data as never }).then([created]);
    given(masterDataDecider, [created]).when({ type: 'CreateMasterRecord', data: created.data as never }).thenThrows(DomainError, 'already exists');
  });

  it('is edited field by field with the values before; an edit that changes nothing is refused', () => {
    const update = (changes: Record<string, unknown>) => ({ type: 'UpdateMasterRecord', data: { kind: 'port', id: 5, changes, at } }) as const;
    given(masterDataDecider, [created])
      .when(update({ name: 'MANILA', country: 'PH' }))
      .then([{ type: 'MasterRecordUpdated', data: { kind: 'port', id: 5, changes: { country: 'PH' }, previous: { country: 'PHILIPPINES' }, at } }]);
    given(masterDataDecider, [created]).when(update({ name: 'MANILA' })).thenThrows(ValidationError, 'Nothing changed');
    given(masterDataDecider, []).when(update({ name: 'X' })).thenThrows(NotFoundError);
  });
});

describe('the active/inactive toggle (002 §4)', () => {
  it('deactivates and activates again; a toggle to the state it has changes nothing', () => {
    given(masterDataDecider, [created]).when(status(false)).then([statusChanged(false)]);
    given(masterDataDecider, [created, statusChanged(false)]).when(status(true)).then([statusChanged(true)]);
    given(masterDataDecider, [created]).when(status(true)).then([]);
    expect(given(masterDataDecider, [created, statusChanged(false)]).state.active).toBe(false);
  });

  it('is refused for an entry that never was or was deleted', () => {
    given(masterDataDecider, []).when(status(false)).thenThrows(NotFoundError);
    given(masterDataDecider, [created, deleted]).when(status(true)).thenThrows(NotFoundError);
  });
});

describe('delete (002 §7)', () => {
  it('marks the entry deleted and inactive, keeping its fields for the names old records show', () => {
    given(masterDataDecider, [created]).when(remove).then([deleted]);
    const after = given(masterDataDecider, [created, deleted]).state;
    expect(after).toMatchObject({ exists: true, deleted: true, active: false, fields: { name: 'MANILA' } });
  });

  it('happens once; a deleted entry is never edited again', () => {
    given(masterDataDecider, [created, deleted]).when(remove).thenThrows(NotFoundError, 'deleted');
    given(masterDataDecider, [created, deleted]).when({ type: 'UpdateMasterRecord', data: { kind: 'port', id: 5, changes: { name: 'X' }, at } }).thenThrows(NotFoundError);
  });
});

describe('a list field (a life boat\'s vessels)', () => {
  const boat: MasterDataEvent = { type: 'MasterRecordCreated', data: { kind: 'life-boat', id: 9, fields: { name: 'LB 1', vesselIds: [3] }, at } };
  const add = (value: number, known = true) => ({ type: 'AddToMasterList', data: { kind: 'life-boat', id: 9, field: 'vesselIds', value, at, known } }) as const;
  const drop = (value: number) => ({ type: 'RemoveFromMasterList', data: { kind: 'life-boat', id: 9, field: 'vesselIds', value, at } }) as const;

  it('adds a known vessel once and removes one on the list', () => {
    given(masterDataDecider, [boat])
      .when(add(4))
      .then([{ type: 'MasterRecordUpdated', data: { kind: 'life-boat', id: 9, changes: { vesselIds: [3, 4] }, previous: { vesselIds: [3] }, at } }]);
    given(masterDataDecider, [boat]).when(add(3)).thenThrows(ValidationError, 'Already on the list');
    given(masterDataDecider, [boat]).when(add(4, false)).thenThrows(ValidationError, 'Unknown record');
    given(masterDataDecider, [boat]).when(drop(3)).thenTypes(['MasterRecordUpdated']);
    given(masterDataDecider, [boat]).when(drop(4)).thenThrows(ValidationError, 'Not on the list');
  });
});
