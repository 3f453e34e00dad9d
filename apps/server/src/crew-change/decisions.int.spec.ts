import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPCError } from '@trpc/server';
import {
  crewChangeDecider,
  crewChangeStream,
  crewDecider,
  crewStream,
  DomainError,
  vesselBatchesDecider,
  vesselBatchesStream,
  type CrewChangeCommand,
  type CrewCommand,
  type MasterDataKind,
} from '@crewing/domain';
import { useTestServices } from '../testing/test-file.js';
import { callerFor, callerAs, TEST_META, createMasterRecord } from '../testing/actors.js';
import { nextId, type IdSequence } from '../shared/ids.js';

// Issue 6 §2: the deciders make every decision, also when users act at the same moment.
const my = useTestServices({ startWorkers: false });
let ops: Awaited<ReturnType<typeof callerFor>>;
let ops2: Awaited<ReturnType<typeof callerFor>>;
let admin: Awaited<ReturnType<typeof callerFor>>;
let fleet: number;
let rank: number;
let port: number;
const at = () => my.services.clock().toISOString();

const master = async (kind: MasterDataKind, sequence: IdSequence, fields: Record<string, unknown>) =>
  createMasterRecord(my.services, kind, await nextId(my.services, sequence), fields);
const vessel = () =>
  master('vessel', 'vessel', {
    name: 'MV TEST',
    code: `T${Math.floor(Math.random() * 1e6)}`,
    fleetId: fleet,
    vesselTypeId: 2,
  });

/** A crew registered and, when given a vessel, signed on it. */
async function crew(onboard?: number) {
  const crewId = await nextId(my.services, 'crew');
  const profile = { crewCode: `C${crewId}`, lastName: `LAST${crewId}`, firstName: 'TEST', rankId: rank };
  const commands: CrewCommand[] = [{ type: 'RegisterCrew', data: { crewId, profile, at: at() } }];
  if (onboard)
    commands.push({
      type: 'SignOnCrew',
      data: { crewId, vesselId: onboard, rankId: rank, embarkDate: '2026-05-15', at: at() },
    });
  const items = commands.map((command) => ({ decider: crewDecider, streamId: crewStream.id(crewId), command }));
  await my.services.commands.handleMany(items, { commandId: crypto.randomUUID(), metadata: TEST_META });
  await my.settled(); // the crews read model too, like a user who picks him from a list
  return crewId;
}

/** Crew changes planned on a vessel: each relieves an off-signer onboard with a standby reliever. */
async function planned(vesselId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [off, reliever] = [await crew(vesselId), await crew()];
    ids.push(
      (await ops.crewChange.plan({ vesselId, rankId: rank, offSignerCrewId: off, relieverCrewIds: [reliever] }))
        .crewChangeId,
    );
  }
  return ids;
}

/** A refusal the user reads under one field: BAD_REQUEST with that field's sentence. */
async function refusedUnder(call: Promise<unknown>, field: string, sentence: string) {
  expect(await outcome(call)).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: [sentence] } });
}

async function outcome(p: Promise<unknown>) {
  try {
    await p;
    return { code: 'OK', message: '', fieldErrors: undefined };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    return {
      code: e.code,
      message: e.message,
      fieldErrors: e.cause instanceof DomainError ? e.cause.fieldErrors : undefined,
    };
  }
}

async function batchesOf(vesselId: number) {
  const history = await my.services.store.readStream(vesselBatchesStream.id(vesselId));
  return history.reduce(
    (s, e) => vesselBatchesDecider.evolve(s, { type: e.type, data: e.data } as never),
    vesselBatchesDecider.initialState(),
  ).batches;
}
const boardMembers = async (batchId: number) =>
  (
    await my.services.db
      .selectFrom('crew_change_board')
      .select('id')
      .where('batch_id', '=', batchId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
const rowsOf = (offSigner: number) =>
  my.services.db.selectFrom('crew_change_board').select('id').where('off_signer_crew_id', '=', offSigner).execute();

beforeAll(async () => {
  fleet = await master('fleet', 'fleet', { name: 'TEST FLEET', vesselTypeId: 2 });
  rank = await master('rank', 'rank', { name: 'MASTER', alias: 'MSTR', rankTypeId: 1, sortOrder: 1 });
  port = await master('port', 'port', { name: 'SINGAPORE', country: 'SINGAPORE' });
  [ops, ops2, admin] = await Promise.all([
    callerAs(my.services, 'ops'),
    callerAs(my.services, 'ops'),
    callerAs(my.services, 'admin'),
  ]);
});

describe('disembark batches: the vessel-batches stream owns numbers and members', () => {
  it('two new batches at once on one vessel get numbers 1 and 2', async () => {
    const v = await vessel();
    await my.settled();
    const [a, b, c, d] = await planned(v, 4);
    const made = await Promise.all([
      ops.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [a!, b!] }),
      ops2.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [c!, d!] }),
    ]);
    expect(made.map((m) => m.batchNumber).sort()).toEqual([1, 2]);
    for (const [i, m] of made.entries()) expect(await boardMembers(m.batchId)).toEqual(i === 0 ? [a, b] : [c, d]);
    expect((await batchesOf(v)).map((x) => x.members)).toEqual(
      expect.arrayContaining([
        [a, b],
        [c, d],
      ]),
    );
  });

  it('two re-selections of one batch at once: the batch is one selection exactly, and the crew changes agree', async () => {
    const v = await vessel();
    await my.settled();
    const [a, b, c, d] = await planned(v, 4);
    for (let round = 0; round < 3; round++) {
      const { batchId } = await ops.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [a!, b!] });
      const selections = [
        [a!, c!],
        [a!, d!],
      ];
      const results = await Promise.all([
        outcome(ops.crewChange.updateDisembarkBatch({ vesselId: v, batchId, crewChangeIds: selections[0]! })),
        outcome(ops2.crewChange.updateDisembarkBatch({ vesselId: v, batchId, crewChangeIds: selections[1]! })),
      ]);
      for (const r of results)
        if (r.code !== 'OK')
          expect(r).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/changed by someone else/) });
      const winners = selections.filter((_, i) => results[i]!.code === 'OK');
      const onBoard = await boardMembers(batchId);
      expect(winners).toContainEqual(onBoard);
      expect((await batchesOf(v)).find((x) => x.batchId === batchId)!.members).toEqual(onBoard);
    }
  });

  it('a batch stored before the stream kept members is re-selected from what its crew changes say', async () => {
    const v = await vessel();
    await my.settled();
    const [a, b, c] = await planned(v, 3);
    // As the first release stored it: the number on the vessel's stream, the members on the crew changes.
    const batchId = await nextId(my.services, 'disembark_batch');
    const legacy = {
      ...vesselBatchesDecider,
      decide: () => [{ type: 'DisembarkBatchOpened', data: { batchId, batchNumber: 1, vesselId: v, at: at() } }],
    };
    const assign: CrewChangeCommand = {
      type: 'AssignDisembarkBatch',
      data: { vesselId: v, batchId, batchNumber: 1, at: at() },
    };
    await my.services.commands.handleMany(
      [
        { decider: legacy, streamId: vesselBatchesStream.id(v), command: { type: 'OpenDisembarkBatch' } },
        ...[a!, b!].map((id) => ({ decider: crewChangeDecider, streamId: crewChangeStream.id(id), command: assign })),
      ],
      { commandId: crypto.randomUUID(), metadata: TEST_META },
    );
    await ops.crewChange.updateDisembarkBatch({ vesselId: v, batchId, crewChangeIds: [b!, c!] });
    expect(await boardMembers(batchId)).toEqual([b, c]);
    expect((await batchesOf(v)).find((x) => x.batchId === batchId)!.members).toEqual([b, c]);
    expect((await ops.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [a!] })).batchNumber).toBe(2);
  });

  it('a batch is decided once: the vessel-batches decider runs once per command, inside the handler', async () => {
    const v = await vessel();
    const [a, b, c] = await planned(v, 3);
    const decide = vi.spyOn(vesselBatchesDecider, 'decide');
    try {
      const { batchId, batchNumber } = await ops.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [a!, b!] });
      expect(decide).toHaveBeenCalledTimes(1);
      expect(await ops.crewChange.updateDisembarkBatch({ vesselId: v, batchId, crewChangeIds: [b!, c!] })).toEqual({
        batchId,
        batchNumber,
      });
      expect(decide).toHaveBeenCalledTimes(2);
    } finally {
      decide.mockRestore();
    }
    expect(await boardMembers((await batchesOf(v))[0]!.batchId)).toEqual([b, c]);
  });

  it('an unknown batch is not found; a crew change of another vessel is refused', async () => {
    const [v, w] = [await vessel(), await vessel()];
    await my.settled();
    const [a] = await planned(v, 1);
    const [x] = await planned(w, 1);
    expect(
      (await outcome(ops.crewChange.updateDisembarkBatch({ vesselId: v, batchId: 2_000_000_000, crewChangeIds: [a!] })))
        .code,
    ).toBe('NOT_FOUND');
    expect(await outcome(ops.crewChange.addDisembarkBatch({ vesselId: v, crewChangeIds: [a!, x!] }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { selectedCrews: [expect.stringMatching(/one vessel/)] },
    });
  });
});

describe('planning: the off-signer and the master data are facts the decider checks', () => {
  it('ten identical plans at once make one crew change; nine are refused under offSignerCrewId', async () => {
    const v = await vessel();
    await my.settled();
    const off = await crew(v);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcome(ops.crewChange.plan({ vesselId: v, rankId: rank, offSignerCrewId: off })),
      ),
    );
    expect(results.filter((r) => r.code === 'OK')).toHaveLength(1);
    const refused = results.filter((r) => r.code !== 'OK');
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(r).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { offSignerCrewId: ['This crew already has an open crew change'] },
      });
    expect(await rowsOf(off)).toHaveLength(1);
  });

  it('an unknown rank is refused instead of making a crew change the board never shows', async () => {
    const v = await vessel();
    await my.settled();
    const off = await crew(v);
    await refusedUnder(
      ops.crewChange.plan({ vesselId: v, rankId: 1_999_999_999, offSignerCrewId: off }),
      'rankId',
      'Unknown rank',
    );
    expect(
      (await outcome(ops.crewChange.plan({ vesselId: v, rankId: 2_147_483_648, offSignerCrewId: off }))).code,
    ).toBe('BAD_REQUEST');
    expect(await rowsOf(off)).toHaveLength(0);
  });

  it('the off-signer must be onboard this vessel', async () => {
    const [v, w] = [await vessel(), await vessel()];
    await my.settled();
    const off = await crew(w);
    await refusedUnder(
      ops.crewChange.plan({ vesselId: v, rankId: rank, offSignerCrewId: off }),
      'offSignerCrewId',
      'The off-signer must be onboard this vessel',
    );
  });

  it('cancelling the rank releases the off-signer; retrieving it is refused while another is open', async () => {
    const v = await vessel();
    await my.settled();
    const off = await crew(v);
    const first = await ops.crewChange.plan({ vesselId: v, rankId: rank, offSignerCrewId: off });
    await ops.crewChange.cancelRank({ crewChangeId: first.crewChangeId });
    const second = await ops.crewChange.plan({ vesselId: v, rankId: rank, offSignerCrewId: off });
    await refusedUnder(
      ops.crewChange.retrieveRank({ crewChangeId: first.crewChangeId }),
      'offSignerCrewId',
      'This crew already has an open crew change',
    );
    await ops.crewChange.cancelRank({ crewChangeId: second.crewChangeId });
    expect((await outcome(ops.crewChange.retrieveRank({ crewChangeId: first.crewChangeId }))).code).toBe('OK');
    expect((await outcome(ops.crewChange.plan({ vesselId: v, rankId: rank, offSignerCrewId: off }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});

describe('edits: batch fields and referenced records', () => {
  it('a key created a moment ago is known to the next command: master data commit with their events', async () => {
    const relievers = [await crew(), await crew(), await crew()];
    // From here on nothing settles the async read models: the vessel, rank, port and hotel are used
    // the moment their commands return.
    const v = await vessel();
    const freshRank = await master('rank', 'rank', { name: 'BOSUN', alias: 'BSN', rankTypeId: 2, sortOrder: 9 });
    const plan = (rankId: number, reliever: number) =>
      ops.crewChange.plan({ vesselId: v, rankId, relieverCrewIds: [reliever] });
    expect(await outcome(plan(freshRank, relievers[0]!))).toMatchObject({ code: 'OK' });
    const [a, b] = await Promise.all([plan(rank, relievers[1]!), plan(rank, relievers[2]!)]);
    const freshPort = await master('port', 'port', { name: 'NEW PORT', country: 'PHILIPPINES' });
    const freshInn = await master('inn', 'inn', { name: 'NEW INN', telephone: '1', address: 'MANILA' });
    expect(
      await outcome(
        ops.crewChange.batchEmbarking({
          crewChangeIds: [a.crewChangeId, b.crewChangeId],
          changes: { embark_date: '2027-01-15', embark_port_id: freshPort },
        }),
      ),
    ).toMatchObject({ code: 'OK' });
    expect(
      await outcome(
        admin.crewChange.updateEmbarking({
          crewChangeId: a.crewChangeId,
          changes: { inn_id: freshInn, check_in: '2026-12-01' },
        }),
      ),
    ).toMatchObject({ code: 'OK' });
    const written = (await my.services.store.readStream(crewChangeStream.id(a.crewChangeId)))
      .filter((e) => e.type === 'EmbarkingDetailsUpdated')
      .map((e) => (e.data as { changes: Record<string, unknown> }).changes);
    expect(written).toEqual([
      expect.objectContaining({ embark_port_id: freshPort }),
      expect.objectContaining({ inn_id: freshInn }),
    ]);
  });

  it('a batch edit of a field the batch editor does not offer (a PCR result) is refused under that field', async () => {
    const v = await vessel();
    await my.settled();
    const [a] = await planned(v, 1);
    await refusedUnder(
      ops.crewChange.batchEmbarking({ crewChangeIds: [a!], changes: { rapid_result1: true } }),
      'rapid_result1',
      'RT PCR TEST 1 RESULT cannot be changed in a batch edit',
    );
    expect(
      (
        await outcome(
          ops.crewChange.batchEmbarking({
            crewChangeIds: [a!],
            changes: { embark_date: '2027-01-15', embark_port_id: port },
          }),
        )
      ).code,
    ).toBe('OK');
  });

  it('an unknown hotel or port is refused under its field; a huge id is a clear 400', async () => {
    const v = await vessel();
    await my.settled();
    const [a, b] = await planned(v, 2);
    await refusedUnder(
      admin.crewChange.updateEmbarking({
        crewChangeId: a!,
        changes: { inn_id: 1_999_999_999, check_in: '2026-12-01' },
      }),
      'inn_id',
      'Unknown hotel',
    );
    expect(
      (await outcome(admin.crewChange.updateEmbarking({ crewChangeId: a!, changes: { inn_id: 2_147_483_648 } }))).code,
    ).toBe('BAD_REQUEST');
    await refusedUnder(
      ops.crewChange.batchEmbarking({
        crewChangeIds: [a!, b!],
        changes: { embark_date: '2027-01-15', embark_port_id: 1_999_999_999 },
      }),
      'embark_port_id',
      'Unknown port',
    );
    await refusedUnder(
      ops.crewChange.updateDisembarking({
        crewChangeId: a!,
        changes: { disembark_port_id: port, contract_reason_id: 1_999_999_999 },
      }),
      'contract_reason_id',
      'Unknown disembark reason',
    );
    expect(
      (await outcome(ops.crewChange.updateDisembarking({ crewChangeId: a!, changes: { disembark_port_id: port } })))
        .code,
    ).toBe('OK');
  });
});
