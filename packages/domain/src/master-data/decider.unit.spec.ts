import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { masterDataDecider, type MasterDataEvent } from './decider.js';

// Issue 10, 002 §4 and §7: an entry of a settings list is created, edited, toggled and deleted on its own stream.
const at = '2026-11-21T08:00:00.000Z';
const created: MasterDataEvent = {
  type: 'MasterRecordCreated',
  data: { kind: 'port', id: 5, fields: { name: 'MANILA', country: 'PHILIPPINES' }, at },
};
const status = (active: boolean) =>
  ({ type: 'SetMasterRecordStatus', data: { kind: 'port', id: 5, active, at } }) as const;
const statusChanged = (active: boolean): MasterDataEvent => ({
  type: 'MasterRecordStatusChanged',
  data: { kind: 'port', id: 5, active, at },
});
const deleted: MasterDataEvent = {
  type: 'MasterRecordDeleted',
  data: { kind: 'port', id: 5, previous: created.data.fields as Record<string, unknown>, at },
};
const remove = { type: 'DeleteMasterRecord', data: { kind: 'port', id: 5, at } } as const;

describe('a master entry', () => {
  it('is created once', () => {
    given(masterDataDecider, [])
      .when({ type: 'CreateMasterRecord', data: created.data as never })
      .then([created]);
    given(masterDataDecider, [created])
      .when({ type: 'CreateMasterRecord', data: created.data as never })
      .thenThrows(DomainError, 'already exists');
  });

  it('is edited field by field with the values before; an edit that changes nothing is refused', () => {
    const update = (changes: Record<string, unknown>) =>
      ({ type: 'UpdateMasterRecord', data: { kind: 'port', id: 5, changes, at } }) as const;
    given(masterDataDecider, [created])
      .when(update({ name: 'MANILA', country: 'PH' }))
      .then([
        {
          type: 'MasterRecordUpdated',
          data: { kind: 'port', id: 5, changes: { country: 'PH' }, previous: { country: 'PHILIPPINES' }, at },
        },
      ]);
    given(masterDataDecider, [created])
      .when(update({ name: 'MANILA' }))
      .thenThrows(ValidationError, 'Nothing changed');
    given(masterDataDecider, [])
      .when(update({ name: 'X' }))
      .thenThrows(NotFoundError);
  });
});

describe('the active/inactive toggle (002 §4)', () => {
  it('deactivates and activates again; a toggle to the state it has changes nothing', () => {
    given(masterDataDecider, [created])
      .when(status(false))
      .then([statusChanged(false)]);
    given(masterDataDecider, [created, statusChanged(false)])
      .when(status(true))
      .then([statusChanged(true)]);
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
    given(masterDataDecider, [created, deleted])
      .when({ type: 'UpdateMasterRecord', data: { kind: 'port', id: 5, changes: { name: 'X' }, at } })
      .thenThrows(NotFoundError);
  });
});

describe("a list field (a life boat's vessels)", () => {
  const boat: MasterDataEvent = {
    type: 'MasterRecordCreated',
    data: { kind: 'life-boat', id: 9, fields: { name: 'LB 1', vesselIds: [3] }, at },
  };
  const add = (value: number, known = true) =>
    ({ type: 'AddToMasterList', data: { kind: 'life-boat', id: 9, field: 'vesselIds', value, at, known } }) as const;
  const drop = (value: number) =>
    ({ type: 'RemoveFromMasterList', data: { kind: 'life-boat', id: 9, field: 'vesselIds', value, at } }) as const;

  it('adds a known vessel once and removes one on the list', () => {
    given(masterDataDecider, [boat])
      .when(add(4))
      .then([
        {
          type: 'MasterRecordUpdated',
          data: { kind: 'life-boat', id: 9, changes: { vesselIds: [3, 4] }, previous: { vesselIds: [3] }, at },
        },
      ]);
    given(masterDataDecider, [boat]).when(add(3)).thenThrows(ValidationError, 'Already on the list');
    given(masterDataDecider, [boat]).when(add(4, false)).thenThrows(ValidationError, 'Unknown record');
    given(masterDataDecider, [boat]).when(drop(3)).thenTypes(['MasterRecordUpdated']);
    given(masterDataDecider, [boat]).when(drop(4)).thenThrows(ValidationError, 'Not on the list');
  });
});

describe("a create or edit from a screen: the decider checks the fields against the kind's family (facts from the server)", () => {
  const facts = (known: Record<string, boolean | 'inactive'> = {}, others = {}) => ({
    known,
    files: {},
    actorId: 1,
    others,
  });
  const create = (fields: Record<string, unknown>, f = facts()) =>
    ({ type: 'CreateMasterRecord', data: { kind: 'port', id: 5, fields, at, facts: f } }) as const;
  const update = (changes: Record<string, unknown>, f = facts()) =>
    ({ type: 'UpdateMasterRecord', data: { kind: 'port', id: 5, changes, at, facts: f } }) as const;
  const errorsOf = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return (e as ValidationError).fieldErrors ?? {};
    }
    throw new Error('not refused');
  };

  it('creates with the fields as the family parses them; the facts stay out of the event', () => {
    given(masterDataDecider, [])
      .when(create({ name: 'MANILA', country: 'PHILIPPINES' }))
      .then([created]);
  });

  it('refuses a missing required field and an unknown field under their keys', () => {
    const errors = errorsOf(() =>
      masterDataDecider.decide(create({ name: 'MANILA' }), masterDataDecider.initialState()),
    );
    expect(errors).toMatchObject({ country: ['This field is required'] });
    expect(
      Object.keys(
        errorsOf(() =>
          masterDataDecider.decide(create({ name: 'X', country: 'Y', mayor: 'Z' }), masterDataDecider.initialState()),
        ),
      ),
    ).toEqual(['_form']);
  });

  it('refuses a key that never was or is no longer active, under its field', () => {
    const fleet = (known: boolean | 'inactive') =>
      ({
        type: 'CreateMasterRecord',
        data: {
          kind: 'fleet-signatory',
          id: 2,
          fields: { name: 'PRESIDENT', fleetId: 3, signatoryUserId: 4 },
          at,
          facts: facts({ fleetId: known, signatoryUserId: true }),
        },
      }) as const;
    const s = masterDataDecider.initialState();
    expect(errorsOf(() => masterDataDecider.decide(fleet(false), s))).toEqual({ fleetId: ['Unknown fleet'] });
    expect(errorsOf(() => masterDataDecider.decide(fleet('inactive'), s))).toEqual({
      fleetId: ['This fleet is no longer active'],
    });
    given(masterDataDecider, []).when(fleet(true)).thenTypes(['MasterRecordCreated']);
  });

  it('edits only the fields that differ, with the values before; a cleared required field and a no-change edit are refused', () => {
    given(masterDataDecider, [created])
      .when(update({ name: 'MANILA', country: 'PH' }))
      .then([
        {
          type: 'MasterRecordUpdated',
          data: { kind: 'port', id: 5, changes: { country: 'PH' }, previous: { country: 'PHILIPPINES' }, at },
        },
      ]);
    expect(
      errorsOf(() =>
        given(masterDataDecider, [created])
          .when(update({ country: null }))
          .then([]),
      ),
    ).toMatchObject({ country: [expect.any(String)] });
    given(masterDataDecider, [created])
      .when(update({ name: 'MANILA' }))
      .thenThrows(ValidationError, 'Nothing changed');
    given(masterDataDecider, [created, deleted])
      .when(update({ name: 'X' }))
      .thenThrows(NotFoundError, 'Record not found');
  });

  it("keeps the category tree: no category under itself or one of its descendants (the others' parents are facts)", () => {
    const regular: MasterDataEvent = {
      type: 'MasterRecordCreated',
      data: { kind: 'category', id: 1, fields: { name: 'REGULAR' }, at },
    };
    const move = (parentId: number) =>
      ({
        type: 'UpdateMasterRecord',
        data: {
          kind: 'category',
          id: 1,
          changes: { parentId },
          at,
          facts: facts({ parentId: true }, { 2: { parentId: 1 }, 3: { parentId: 2 }, 4: {} }),
        },
      }) as const;
    const refused = errorsOf(() => given(masterDataDecider, [regular]).when(move(3)).then([]));
    expect(refused).toEqual({ parentId: ['A category cannot sit under itself or under one of its own'] });
    given(masterDataDecider, [regular])
      .when(move(4))
      .then([
        {
          type: 'MasterRecordUpdated',
          data: { kind: 'category', id: 1, changes: { parentId: 4 }, previous: { parentId: null }, at },
        },
      ]);
  });
});
