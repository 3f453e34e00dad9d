import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seededFile } from '../testing/seeded-file.js';

// Issue 10: an inactive (or deleted) master entry leaves the forms' choices and is refused in a new
// value, but the records that already use it keep showing it and stay editable.
const file = seededFile();
const { as } = file;

/** Two seeded crew changes of a bulk fleet, still only planned (an embarking without details). */
async function twoPlanned() {
  const rows = await file.services.db
    .selectFrom('crew_change_board')
    .select(['id', 'fleet_id'])
    .where('fleet_id', 'in', (eb) => eb.selectFrom('fleets').select('id').where('vessel_type_id', '=', 2))
    .where('version', '=', 2)
    .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
    .orderBy('id')
    .limit(2)
    .execute();
  expect(rows).toHaveLength(2);
  return rows;
}

describe('a deactivated master entry', () => {
  it('a port: still shown on the crew change that uses it, no longer offered, refused in a new edit under the field', async () => {
    const [admin, crewing, ops] = await Promise.all([as('admin'), as('crewing'), as('ops')]);
    const { id: portId } = await admin.masterData.settings.create({
      setting: 'port',
      fields: { name: 'Port Retiro', country: 'Philippines' },
    });
    await file.services.runner.catchUp(60_000);
    const [used, other] = await twoPlanned();
    await crewing.crewChange.updateEmbarking({ crewChangeId: used!.id, changes: { embark_port_id: portId } });

    await admin.masterData.settings.setStatus({ setting: 'port', id: portId, active: false });
    await file.services.runner.catchUp(60_000);

    // The board keeps the crew change's port; the keys read it as a retired name, not as a choice.
    const board = await ops.crewChange.board({ fleetId: used!.fleet_id! });
    expect(board.rows.find((r) => r.crewChangeId === used!.id)!.embarkings.at(-1)!.values).toMatchObject({
      embark_port_id: portId,
    });
    const keys = await crewing.masterData.keys();
    expect(keys.ports.map((p) => p.id)).not.toContain(portId);
    expect(keys.retired.ports).toContainEqual({ id: portId, name: 'PORT RETIRO' });

    // A new value naming it is refused under the field; the record that has it is still editable.
    await expect(
      crewing.crewChange.updateEmbarking({ crewChangeId: other!.id, changes: { embark_port_id: portId } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { embark_port_id: ['This port is no longer active'] } },
    });
    await crewing.crewChange.updateEmbarking({ crewChangeId: used!.id, changes: { flight_details: 'PR 501 MNL-SIN' } });

    // Deleted is the same; an id that never was is unknown.
    await admin.masterData.settings.remove({ setting: 'port', id: portId });
    await file.services.runner.catchUp(60_000);
    await expect(
      crewing.crewChange.updateEmbarking({ crewChangeId: other!.id, changes: { embark_port_id: portId } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { embark_port_id: ['This port is no longer active'] } },
    });
    await expect(
      crewing.crewChange.updateEmbarking({ crewChangeId: other!.id, changes: { embark_port_id: 999_999 } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { embark_port_id: ['Unknown port'] } },
    });
  });

  it('a school: a crew record keeps its name and stays editable; a new record naming it is refused under the field', async () => {
    const [admin, crewing] = await Promise.all([as('admin'), as('crewing')]);
    const { id: schoolId } = await admin.masterData.settings.create({
      setting: 'school',
      fields: { name: 'Old Maritime Academy' },
    });
    const level = await file.services.db
      .selectFrom('key_items')
      .select('id')
      .where('kind', '=', 'education-level')
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    await file.services.runner.catchUp(60_000);
    const crew = await file.services.db.selectFrom('crews').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { id: recordId, version } = await crewing.crew.records.education.add({
      crewId: crew.id,
      fields: { educationLevelId: level.id, schoolId, yearGraduated: 2001 },
    });

    await admin.masterData.settings.setStatus({ setting: 'school', id: schoolId, active: false });
    await file.services.runner.catchUp(60_000);

    const listed = await crewing.crew.records.education.list({ crewId: crew.id });
    expect(listed.items.find((r) => r.id === recordId)!.labels).toMatchObject({ schoolId: 'OLD MARITIME ACADEMY' });
    // The edit form sends the school as it was: kept, not refused.
    await crewing.crew.records.education.update({
      crewId: crew.id,
      recordId,
      baseVersion: version,
      changes: { schoolId, yearGraduated: 2002 },
    });
    await expect(
      crewing.crew.records.education.add({
        crewId: crew.id,
        fields: { educationLevelId: level.id, schoolId, yearGraduated: 2003 },
      }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { schoolId: ['This school is no longer active'] } },
    });
  });

  it('a category: the tree is offered by path, a branch under an inactive parent leaves whole, and no category goes under its own', async () => {
    const admin = await as('admin');
    // Each folded before its child names it (the key lists are an async read model).
    const add = async (name: string, parentId?: number) => {
      const { id } = await admin.masterData.settings.create({
        setting: 'category',
        fields: { name, ...(parentId ? { parentId } : {}) },
      });
      await file.services.runner.catchUp(60_000);
      return id;
    };
    const top = await add('Tree Top');
    const mid = await add('Tree Mid', top);
    const leaf = await add('Tree Leaf', mid);
    const offered = async () =>
      (await admin.masterData.keys()).keyLists
        .category!.filter((c) => [top, mid, leaf].includes(c.id))
        .map((c) => c.name);
    expect(await offered()).toEqual(['TREE TOP', 'TREE TOP › TREE MID', 'TREE TOP › TREE MID › TREE LEAF']);

    await expect(
      admin.masterData.settings.update({ setting: 'category', id: top, changes: { parentId: leaf } }),
    ).rejects.toMatchObject({
      cause: { fieldErrors: { parentId: ['A category cannot sit under itself or under one of its own'] } },
    });

    await admin.masterData.settings.setStatus({ setting: 'category', id: mid, active: false });
    await file.services.runner.catchUp(60_000);
    expect(await offered()).toEqual(['TREE TOP']);
    expect((await admin.masterData.keys()).retired.keyLists.category).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: leaf, name: 'TREE LEAF' })]),
    );
  });
});
