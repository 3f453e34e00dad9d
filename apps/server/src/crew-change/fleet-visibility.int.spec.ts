import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-services.js';
import { createSeededTestServices } from '../testing/seeded-services.js';
import { callerFor, codeOf } from '../testing/actors.js';
import { liveRules } from '../features.js';
import { crewFleets } from '../fleet-access/fleet-access.js';
import { actorOf } from '../platform/auth/sessions.js';
import type { Session } from '../platform/auth/guard.js';
import { crewChangeStream, parseTopic, topics, type Topic } from '@crewing/domain';

/**
 * 001 §2.1's fleet rule on the server: the demo's `mgc` works for the PCC fleet (vessel type 1),
 * `crewing` and `aib` for the bulk fleets (type 2); admin, Ops, DSS and Management see them all.
 */
let services: TestServices;
let ids: Record<string, number>;
let pcc: number;
let bulk: number;
let pccVessel: number;
let bulkVessel: number;
/** A crew change of each kind of fleet, with an off-signer. */
let onPcc: number;
let onBulk: number;
const as = (username: string) => callerFor(services, ids[username]!);

beforeAll(async () => {
  services = await createSeededTestServices({ startWorkers: false });
  const users = await services.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
  const fleets = await services.db.selectFrom('fleets').select(['id', 'vessel_type_id']).orderBy('id').execute();
  pcc = fleets.find((f) => f.vessel_type_id === 1)!.id;
  bulk = fleets.find((f) => f.vessel_type_id === 2)!.id;
  const firstOf = async (fleetId: number) => {
    const r = await services.db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id'])
      .where('fleet_id', '=', fleetId)
      .where('off_signer_crew_id', 'is not', null)
      .where('rank_cancelled', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return r;
  };
  const [p, b] = await Promise.all([firstOf(pcc), firstOf(bulk)]);
  [onPcc, pccVessel, onBulk, bulkVessel] = [p.id, p.vessel_id, b.id, b.vessel_id];
});
afterAll(() => services.dispose());

describe('fleet visibility on the server (001 §2.1)', () => {
  it('board reads: every demo role gets the fleets the rule gives it, FORBIDDEN for the others', async () => {
    const expected: Record<string, { pcc: boolean; bulk: boolean }> = {
      admin: { pcc: true, bulk: true },
      ops: { pcc: true, bulk: true },
      dss: { pcc: true, bulk: true },
      management: { pcc: true, bulk: true },
      crewing: { pcc: false, bulk: true },
      aib: { pcc: false, bulk: true },
      mgc: { pcc: true, bulk: false },
      staffdb: { pcc: true, bulk: true },
    };
    for (const [role, sees] of Object.entries(expected)) {
      const c = await as(role);
      for (const [fleetId, vesselId, ok] of [
        [pcc, pccVessel, sees.pcc],
        [bulk, bulkVessel, sees.bulk],
      ] as const) {
        const want = ok ? 'OK' : 'FORBIDDEN';
        expect(await codeOf(c.crewChange.board({ fleetId })), `${role} board fleet ${fleetId}`).toBe(want);
        expect(await codeOf(c.crewChange.board({ vesselId })), `${role} board vessel ${vesselId}`).toBe(want);
        expect(await codeOf(c.crewChange.overdue({ fleetId })), `${role} overdue`).toBe(want);
        expect(await codeOf(c.crewChange.noBatch({ vesselId })), `${role} no batch`).toBe(want);
      }
    }
  });

  it('the overdue and no-batch lists of all fleets keep only the visible ones', async () => {
    const crewing = await as('crewing');
    const everyFleet = new Set((await (await as('ops')).crewChange.noBatch({})).map((r) => r.fleetId));
    expect(everyFleet.has(pcc)).toBe(true);
    const rows = await crewing.crewChange.noBatch({});
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.fleetId === pcc)).toBe(false);
    expect((await crewing.crewChange.overdue({})).some((r) => r.fleetId === pcc)).toBe(false);
  });

  it('a crew change of a fleet the user cannot see is NOT_FOUND for its history and comments', async () => {
    const ref = { crewChangeId: onPcc, side: 'embarking' as const, field: 'flight_details' };
    expect(await codeOf((await as('crewing')).crewChange.history(ref))).toBe('NOT_FOUND');
    expect(await codeOf((await as('crewing')).crewChange.comments(ref))).toBe('NOT_FOUND');
    expect(await codeOf((await as('mgc')).crewChange.comments(ref))).toBe('OK');
    expect(await codeOf((await as('mgc')).crewChange.history({ ...ref, crewChangeId: onBulk }))).toBe('NOT_FOUND');
  });

  it("the rows a push names (issue 26 §6) are read only from the user's fleets: another fleet's row is NOT_FOUND", async () => {
    const crewing = await as('crewing');
    expect((await crewing.crewChange.rows({ crewChangeIds: [onBulk] })).map((r) => r.crewChangeId)).toEqual([onBulk]);
    expect(await codeOf(crewing.crewChange.rows({ crewChangeIds: [onPcc] }))).toBe('NOT_FOUND');
    expect(await codeOf(crewing.crewChange.rows({ crewChangeIds: [onBulk, onPcc] }))).toBe('NOT_FOUND');
    expect((await (await as('ops')).crewChange.rows({ crewChangeIds: [onPcc, onBulk] })).length).toBe(2);
  });

  it('every edit of a crew change of an invisible fleet is refused, and nothing is written', async () => {
    const [crewing, aib, mgc] = await Promise.all([as('crewing'), as('aib'), as('mgc')]);
    const before = await services.db
      .selectFrom('crew_change_board')
      .select('version')
      .where('id', '=', onPcc)
      .executeTakeFirstOrThrow();
    const refused = {
      updateEmbarking: () =>
        crewing.crewChange.updateEmbarking({ crewChangeId: onPcc, changes: { remarks: 'NOT YOURS' } }),
      updateDisembarking: () =>
        crewing.crewChange.updateDisembarking({ crewChangeId: onPcc, changes: { flight_arrival: 'NOT YOURS' } }),
      batchEmbarking: () =>
        aib.crewChange.batchEmbarking({ crewChangeIds: [onBulk, onPcc], changes: { transfer_details: 'NOT YOURS' } }),
      addComment: () =>
        crewing.crewChange.addComment({
          crewChangeId: onPcc,
          side: 'embarking',
          field: 'remarks',
          comment: 'NOT YOURS',
        }),
      editComment: () =>
        crewing.crewChange.editComment({ crewChangeId: onPcc, commentId: crypto.randomUUID(), comment: 'X' }),
      deleteComment: () => crewing.crewChange.deleteComment({ crewChangeId: onPcc, commentId: crypto.randomUUID() }),
      cancelRank: () => crewing.crewChange.cancelRank({ crewChangeId: onPcc }),
      mgcOnBulk: () =>
        mgc.crewChange.updateDisembarking({ crewChangeId: onBulk, changes: { hotel_remarks: 'NOT YOURS' } }),
    };
    for (const [name, call] of Object.entries(refused)) expect(await codeOf(call()), name).toBe('NOT_FOUND');
    expect(await codeOf(crewing.crewChange.plan({ vesselId: pccVessel, rankId: 1, relieverCrewIds: [1] }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(crewing.crewChange.addDisembarkBatch({ vesselId: pccVessel, crewChangeIds: [onPcc] }))).toBe(
      'FORBIDDEN',
    );
    // The planner's crew list of a vessel follows the same rule.
    expect(await codeOf(crewing.crew.options({ vesselId: pccVessel }))).toBe('FORBIDDEN');
    expect(await codeOf(crewing.crew.options({ vesselId: bulkVessel }))).toBe('OK');
    const after = await services.db
      .selectFrom('crew_change_board')
      .select('version')
      .where('id', '=', onPcc)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version);
    // The same user's own fleet still works.
    expect(
      await codeOf(crewing.crewChange.updateEmbarking({ crewChangeId: onBulk, changes: { remarks: 'MINE' } })),
    ).toBe('OK');
    expect(
      await codeOf(
        mgc.crewChange.addComment({ crewChangeId: onPcc, side: 'embarking', field: 'remarks', comment: 'MINE' }),
      ),
    ).toBe('OK');
  });

  it('socket joins of board topics follow the same rule: fleet, vessel and a crew change history', async () => {
    const mayJoin = async (username: string, wire: string) => {
      const user = await services.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', ids[username]!)
        .executeTakeFirstOrThrow();
      const session: Session = { idHash: 'test', user, actor: actorOf(user) };
      const topic = parseTopic(wire) as Topic;
      const rule = liveRules[topic.kind] as (s: Session, t: Topic, sv: TestServices) => boolean | Promise<boolean>;
      return rule(session, topic, services);
    };
    const board = [topics.fleet(pcc), topics.vessel(pccVessel), topics.history(crewChangeStream.id(onPcc))];
    for (const wire of board) {
      expect(await mayJoin('crewing', wire), `crewing ${wire}`).toBe(false);
      expect(await mayJoin('mgc', wire), `mgc ${wire}`).toBe(true);
      expect(await mayJoin('ops', wire), `ops ${wire}`).toBe(true);
    }
    expect(await mayJoin('mgc', topics.history(crewChangeStream.id(onBulk)))).toBe(false);
  });

  /** Issue 25 §3: the bulk-fleet crewing officer read PCC debriefings and expiring documents, and every fleet's without a filter. */
  it('debriefing queue, crews due for debriefing and expiring documents keep the crews of the fleets the user sees', async () => {
    const db = services.db;
    // Vessel types: passenger (PCC) 1, bulk 2; a user sees the fleets of his type (001 §2.1).
    const typeOfFleet = new Map(
      (await db.selectFrom('fleets').select(['id', 'vessel_type_id']).execute()).map((f) => [f.id, f.vessel_type_id]),
    );
    const typeOfVessel = new Map(
      (await db.selectFrom('vessels').select(['id', 'fleet_id']).execute()).map((v) => [
        v.id,
        typeOfFleet.get(v.fleet_id!),
      ]),
    );
    const debriefingTypes = async (ids: number[]) =>
      ids.length === 0
        ? []
        : (await db.selectFrom('debriefings').select('vessel_id').where('id', 'in', ids).execute()).map((d) =>
            typeOfVessel.get(d.vessel_id!),
          );
    const boardTypes = async (ids: number[]) =>
      ids.length === 0
        ? []
        : (
            await db.selectFrom('crew_change_board').select(['fleet_id', 'vessel_id']).where('id', 'in', ids).execute()
          ).map((b) => (b.fleet_id ? typeOfFleet.get(b.fleet_id) : typeOfVessel.get(b.vessel_id!)));
    const crewTypes = async (crewIds: number[]) =>
      crewIds.length === 0
        ? []
        : (
            await crewFleets(db)
              .where('fc.id', 'in', [...new Set(crewIds)])
              .execute()
          ).map((r) => (r.fleet_id ? typeOfFleet.get(r.fleet_id) : null));
    const [ops, crewing, mgc] = await Promise.all([as('ops'), as('crewing'), as('mgc')]);
    type C = typeof ops;
    const queue = (c: C, input = {}) =>
      c.debriefing.queue({ perPage: 100, ...input }).then((r) => r.items.map((i) => i.id));
    const due = (c: C, input = {}) => c.debriefing.due(input).then((r) => r.map((i) => i.crewChangeId));
    const expiring = (c: C, input = {}) =>
      c.documents.expiring({ perPage: 100, ...input }).then((r) => r.items.map((i) => i.crewId));

    // Ops (every fleet) reads bulk items in each list (the demo's debriefings are all of bulk vessels),
    // which the PCC hotel coordinator read too before; expiring documents have both kinds.
    for (const types of [
      await debriefingTypes(await queue(ops)),
      await boardTypes(await due(ops)),
      await crewTypes(await expiring(ops)),
    ]) {
      expect(types).toContain(2);
    }
    expect(await crewTypes(await expiring(ops))).toContain(1);
    for (const [c, own, other, otherFleet, otherVessel] of [
      [crewing, 2, 1, pcc, pccVessel],
      [mgc, 1, 2, bulk, bulkVessel],
    ] as const) {
      const lists = [
        await debriefingTypes(await queue(c)),
        await boardTypes(await due(c)),
        await crewTypes(await expiring(c)),
      ];
      for (const types of lists) for (const t of types) expect(t).toBe(own);
      expect(lists[2]!.length).toBeGreaterThan(0);
      if (own === 2) for (const types of lists) expect(types.length).toBeGreaterThan(0);
      // Naming another fleet or one of its vessels is refused, whatever the screen sends.
      for (const call of [
        () => c.debriefing.queue({ fleetId: otherFleet }),
        () => c.debriefing.queue({ vesselId: otherVessel }),
        () => c.debriefing.due({ fleetId: otherFleet }),
        () => c.debriefing.due({ vesselId: otherVessel }),
        () => c.documents.expiring({ fleetId: otherFleet }),
        () => c.documents.expiring({ vesselId: otherVessel }),
      ]) {
        expect(await codeOf(call()), `type ${other}: ${call.toString()}`).toBe('FORBIDDEN');
      }
    }
  });
});
