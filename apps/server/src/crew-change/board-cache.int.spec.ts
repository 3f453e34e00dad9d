import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createSeededTestServices } from '../testing/seeded-services.js';
import { callerFor } from '../testing/actors.js';
import type { TestServices } from '../testing/test-services.js';

/**
 * The board keeps parsed states by crew change id and version (crew-change/queries.ts). Two copies
 * of one database hold the same ids and versions: after the same crew change is edited once in
 * each, each board must show its own edit. With one cache for the whole process, the second board
 * showed the first database's state (a principal saw rows of other vessels in one test run).
 */
let a: TestServices;
let b: TestServices;
beforeAll(async () => {
  [a, b] = await Promise.all([
    createSeededTestServices({ startWorkers: false }),
    createSeededTestServices({ startWorkers: false }),
  ]);
}, 300_000);
afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
});

async function opsOf(services: TestServices) {
  const ops = await services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'ops')
    .executeTakeFirstOrThrow();
  return callerFor(services, ops.id);
}

describe('the board in two databases of one process', () => {
  it('shows each database its own state of the same crew change id and version', async () => {
    // A planned crew change on a bulk fleet: the same row in both copies.
    const cc = await a.db
      .selectFrom('crew_change_board')
      .select(['id', 'fleet_id', 'version'])
      .where('version', '=', 2)
      .where('off_signer_crew_id', 'is not', null)
      .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [opsA, opsB] = await Promise.all([opsOf(a), opsOf(b)]);
    // Both boards loaded first, so the process has seen the row at its current version in each.
    await opsA.crewChange.board({ fleetId: cc.fleet_id! });
    await opsB.crewChange.board({ fleetId: cc.fleet_id! });
    await opsA.crewChange.updateEmbarking({ crewChangeId: cc.id, changes: { remarks: 'EDITED IN A' } });
    await opsB.crewChange.updateEmbarking({ crewChangeId: cc.id, changes: { remarks: 'EDITED IN B' } });
    const remarks = async (ops: typeof opsA) =>
      (await ops.crewChange.board({ fleetId: cc.fleet_id! })).rows
        .find((r) => r.crewChangeId === cc.id)!
        .embarkings.at(-1)!.values.remarks;
    // The same id at the same version in both databases, each with its own remarks.
    expect(await remarks(opsA)).toBe('EDITED IN A');
    expect(await remarks(opsB)).toBe('EDITED IN B');
    expect(await remarks(opsA)).toBe('EDITED IN A');
  });
});

describe('a board row kept as built (issue 32)', () => {
  it('shows a renamed crew and a renamed vessel at once, though the crew change is at the same version', async () => {
    const cc = await a.db
      .selectFrom('crew_change_board')
      .select(['id', 'fleet_id', 'vessel_id', 'version', 'off_signer_crew_id'])
      .where('off_signer_crew_id', 'is not', null)
      // Open: on the live board whatever its dates (finished crew changes leave it after 30 days).
      .where('finished_on', '=', 'infinity')
      .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await a.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const caller = await callerFor(a, admin.id);
    const row = async () =>
      (await caller.crewChange.board({ fleetId: cc.fleet_id! })).rows.find((r) => r.crewChangeId === cc.id)!;
    const before = await row();
    // Loaded twice: the second answer is the row built by the first.
    expect(await row()).toEqual(before);

    const reliever = before.embarkings[0]!.crewId;
    await caller.crew.update({ crewId: cc.off_signer_crew_id!, changes: { middleName: 'RENAMED' } });
    await caller.crew.update({ crewId: reliever, changes: { contactNumber: '09170000000' } });
    await caller.vessel.update({ id: cc.vessel_id, changes: { name: 'RENAMED VESSEL' } });
    await a.runner.catchUp(60_000);

    const after = await row();
    expect(after.version).toBe(before.version);
    expect(after.vesselName).toBe('RENAMED VESSEL');
    expect(after.offSigner!.name).toContain('RENAMED');
    expect(after.embarkings[0]).toMatchObject({ crewId: reliever, contactNumber: '09170000000' });
    expect(after.relievers.find((r) => r.crewId === reliever)).toMatchObject({ contactNumber: '09170000000' });
    // The push's read of the same row agrees.
    expect(await caller.crewChange.rows({ crewChangeIds: [cc.id] })).toEqual([after]);
  });
});
