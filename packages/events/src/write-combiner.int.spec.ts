import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ConflictError, DomainError } from '@crewing/domain';
import { createTestStore, META } from './testing/test-store.js';
import { profileDecider, type ProfileCommand } from './testing/profile-decider.js';
import { CommandHandler, CommandIdReusedError, type CommandResult } from './command-handler.js';
import type { Change, Projection } from './projection.js';

/**
 * The write combiner (issue 27, s45): commands sent while another is being written wait and go together in one
 * transaction, each with the answer it would get alone. Commands sent in one tick make the group: the first goes
 * at once, the others wait for it and go as one group when it ends (no timer, so no timing in these tests).
 */
let t: Awaited<ReturnType<typeof createTestStore>>;
/** The handler under test (groups of up to 32) and a plain one (each command its own transaction). */
let combining: CommandHandler;
let plain: CommandHandler;
const published: Change[][] = [];
const uid = () => crypto.randomUUID();
const ANA = { ...META, userId: 1, userName: 'ANA TESTER' };

/** An inline projection with a unique key (a name taken twice fails the transaction) and a bug on `boom`. */
const names: Projection = {
  name: 'combiner-names',
  mode: 'inline',
  eventTypes: ['ProfileCreated'],
  tables: ['combiner_names'],
  async apply(trx, e) {
    const fields = (e.data as { fields: Record<string, unknown> }).fields;
    if (fields.boom) throw new Error('a bug in a projection');
    if (typeof fields.name !== 'string') return [];
    await sql`insert into combiner_names (name, stream_id) values (${fields.name}, ${e.streamId})`.execute(trx);
    return [{ topic: `profile:${e.streamId}` }];
  },
};

const create = (fields: Record<string, unknown>): ProfileCommand => ({ type: 'CreateProfile', data: { fields } });
const set = (changes: Record<string, unknown>): ProfileCommand => ({ type: 'SetFields', data: { changes } });
const send = (
  h: CommandHandler,
  streamId: string,
  command: ProfileCommand,
  o: { commandId?: string; baseVersion?: number; requestHash?: string } = {},
) =>
  h.handle(profileDecider, {
    streamId,
    command,
    commandId: o.commandId ?? uid(),
    baseVersion: o.baseVersion,
    metadata: { ...ANA, ...(o.requestHash ? { requestHash: o.requestHash } : {}) },
  });
/** Each promise's answer or error, as the caller sees it. */
const settle = <T>(ps: Array<Promise<T>>) =>
  Promise.allSettled(ps).then((rs) => rs.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as unknown))));
const transactionOf = async (streamId: string, version: number) =>
  (
    await sql<{ x: string }>`select transaction_id::text as x from events
      where stream_id = ${streamId} and stream_version = ${version}`.execute(t.db)
  ).rows[0]?.x;
const fieldsOf = async (streamId: string) =>
  (await t.store.readStream(streamId)).reduce(
    (s, e) => profileDecider.evolve(s, { type: e.type, data: e.data } as never),
    profileDecider.initialState(),
  ).fields;
const stats = () => ({ ...combining.combiner!.stats });
/** A result without what differs between two runs of the same command (its ids and positions). */
const shape = (r: CommandResult) => ({ version: r.version, events: r.events, duplicate: r.duplicate });

beforeAll(async () => {
  t = await createTestStore({ inlineProjections: [names] });
  await sql`create table combiner_names (name text primary key, stream_id text not null)`.execute(t.db);
  combining = new CommandHandler(t.store, undefined, { combine: 32 });
  plain = new CommandHandler(t.store);
  t.store.onPublish((changes) => published.push(changes));
});
afterAll(() => t.dispose());
// The combiner stays busy for the rest of the event loop turn its last transaction ended in: each test starts idle.
beforeEach(() => new Promise((resolve) => setImmediate(resolve)));

describe('write combiner: concurrent commands in one transaction, each answered as alone', () => {
  it('a lone command goes at once on its own (no group), and gets what the plain handler gives', async () => {
    const before = stats();
    const [a, b] = [`p-${uid()}`, `p-${uid()}`];
    const mine = await send(combining, a, create({ n: 1 }));
    const theirs = await send(plain, b, create({ n: 1 }));
    expect(stats()).toEqual({ ...before, alone: before.alone + 1 });
    expect(shape(mine)).toEqual(shape(theirs));
    expect(mine.streamId).toBe(a);
  });

  it("a lone sender's next command goes at once too: it never waits for the combiner", async () => {
    const id = `p-${uid()}`;
    const before = stats();
    await send(combining, id, create({}));
    for (let k = 1; k <= 3; k++) await send(combining, id, set({ k }));
    expect(stats()).toEqual({ ...before, alone: before.alone + 4 });
    expect(await fieldsOf(id)).toEqual({ k: 3 });
  });

  it('commands on different streams sent together: the first alone, the others in one transaction', async () => {
    const ids = Array.from({ length: 9 }, () => `p-${uid()}`);
    const before = stats();
    const results = (await Promise.all(ids.map((id, k) => send(combining, id, create({ k }))))) as CommandResult[];
    expect(stats()).toEqual({
      alone: before.alone + 1,
      groups: before.groups + 1,
      grouped: before.grouped + 8,
      waited: before.waited + 8,
    });
    expect(results.map((r) => [r.streamId, r.version, r.duplicate])).toEqual(ids.map((id) => [id, 1, false]));
    expect(results.map((r) => r.events)).toEqual(
      ids.map((_, k) => [{ type: 'ProfileCreated', data: { fields: { k } } }]),
    );
    const txs = await Promise.all(ids.map((id) => transactionOf(id, 1)));
    expect(new Set(txs.slice(1)).size).toBe(1);
    expect(txs[0]).not.toBe(txs[1]);
  });

  it('commands on one stream sent together behave as if sent one after the other, in order', async () => {
    const id = `p-${uid()}`;
    await send(combining, id, create({}));
    const results = (await Promise.all(
      [1, 2, 3, 4, 5].map((k) => send(combining, id, set({ [`f${k}`]: k, last: k }))),
    )) as CommandResult[];
    expect(results.map((r) => r.version)).toEqual([2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.events[0]!.data as { previous: unknown }).previous)).toEqual([
      { f1: null, last: null },
      { f2: null, last: 1 },
      { f3: null, last: 2 },
      { f4: null, last: 3 },
      { f5: null, last: 4 },
    ]);
    expect(await fieldsOf(id)).toEqual({ f1: 1, f2: 2, f3: 3, f4: 4, f5: 5, last: 5 });
  });

  it('a stale edit of the same field in a group is refused exactly as when sent after the other', async () => {
    // Sequentially through the plain handler: the reference answer.
    const ref = `p-${uid()}`;
    await send(plain, ref, create({ rank: 'AB' }));
    await send(plain, ref, set({ rank: 'OS' }), { baseVersion: 1 });
    const alone = await send(plain, ref, set({ rank: 'BSN' }), { baseVersion: 1 }).catch((e: unknown) => e);
    expect(alone).toBeInstanceOf(ConflictError);
    // The same two edits sent together to the combiner.
    const id = `p-${uid()}`;
    await send(combining, id, create({ rank: 'AB' }));
    const [first, second] = await settle([
      send(combining, id, set({ rank: 'OS' }), { baseVersion: 1 }),
      send(combining, id, set({ rank: 'BSN' }), { baseVersion: 1 }),
    ]);
    expect((first as CommandResult).version).toBe(2);
    expect(second).toBeInstanceOf(ConflictError);
    expect((second as ConflictError).code).toBe((alone as ConflictError).code);
    expect((second as ConflictError).conflicts.map((c) => [c.field, c.value, c.changedBy])).toEqual(
      (alone as ConflictError).conflicts.map((c) => [c.field, c.value, c.changedBy]),
    );
    expect(await fieldsOf(id)).toEqual({ rank: 'OS' });
  });

  it('a command its decider refuses gets its own error while the rest of its group commits', async () => {
    const ids = Array.from({ length: 5 }, () => `p-${uid()}`);
    const missing = `p-${uid()}`;
    const aloneError = await send(plain, `p-${uid()}`, set({ x: 1 })).catch((e: unknown) => e);
    const before = stats();
    const answers = await settle([
      send(combining, `p-${uid()}`, create({})), // goes alone; the others wait for it
      ...ids.slice(0, 2).map((id) => send(combining, id, create({ n: 1 }))),
      send(combining, missing, set({ x: 1 })),
      ...ids.slice(2).map((id) => send(combining, id, create({ n: 1 }))),
    ]);
    expect(stats().groups).toBe(before.groups + 1);
    const refused = answers[3];
    expect(refused).toBeInstanceOf(DomainError);
    expect([(refused as DomainError).code, (refused as DomainError).message]).toEqual([
      (aloneError as DomainError).code,
      (aloneError as DomainError).message,
    ]);
    expect(await t.store.readStream(missing)).toEqual([]);
    const others = [...answers.slice(1, 3), ...answers.slice(4)] as CommandResult[];
    expect(others.map((r) => [r.streamId, r.version])).toEqual(ids.map((id) => [id, 1]));
    const txs = await Promise.all(ids.map((id) => transactionOf(id, 1)));
    expect(new Set(txs).size).toBe(1);
  });

  it('the same command id sent twice at once appends once; the second gets the first result as a duplicate', async () => {
    const id = `p-${uid()}`;
    const commandId = uid();
    const [, first, second, reused] = await settle([
      send(combining, `p-${uid()}`, create({})),
      send(combining, id, create({ n: 1 }), { commandId, requestHash: 'a'.repeat(64) }),
      send(combining, id, create({ n: 1 }), { commandId, requestHash: 'a'.repeat(64) }),
      send(combining, id, create({ n: 2 }), { commandId, requestHash: 'b'.repeat(64) }),
    ]);
    expect((first as CommandResult).duplicate).toBe(false);
    expect(second).toEqual({ ...(first as CommandResult), duplicate: true });
    expect(reused).toBeInstanceOf(CommandIdReusedError);
    expect(await t.store.readStream(id)).toHaveLength(1);
  });

  it('a group whose stream copy went stale (another writer) retries with a fresh read, as one command would', async () => {
    const id = `p-${uid()}`;
    const neighbour = `p-${uid()}`;
    await send(combining, id, create({}));
    await send(combining, neighbour, create({}));
    // The combining handler keeps its copy of both streams; another handler moves one of them on.
    await send(plain, id, set({ other: 1 }));
    const before = stats();
    const [, a, b] = (await Promise.all([
      send(combining, `p-${uid()}`, create({})),
      send(combining, id, set({ mine: 1 })),
      send(combining, neighbour, set({ mine: 1 })),
    ])) as CommandResult[];
    expect(stats().groups).toBe(before.groups + 1);
    expect([a!.version, b!.version]).toEqual([3, 2]);
    expect(await fieldsOf(id)).toEqual({ other: 1, mine: 1 });
    expect(await transactionOf(id, 3)).toBe(await transactionOf(neighbour, 2));
  });

  it('a group the database refuses (a read model key taken twice): the culprit gets its error alone, the others commit', async () => {
    const taken = `NAME-${uid()}`;
    const aloneError = await (async () => {
      await send(plain, `p-${uid()}`, create({ name: `REF-${taken}` }));
      return send(plain, `p-${uid()}`, create({ name: `REF-${taken}` })).catch((e: unknown) => e);
    })();
    expect((aloneError as { code?: string }).code).toBe('23505');
    const ids = Array.from({ length: 4 }, () => `p-${uid()}`);
    const answers = await settle([
      send(combining, `p-${uid()}`, create({})),
      send(combining, ids[0]!, create({ name: taken })),
      send(combining, ids[1]!, create({ name: `${taken}-1` })),
      send(combining, ids[2]!, create({ name: taken })),
      send(combining, ids[3]!, create({ name: `${taken}-3` })),
    ]);
    expect((answers[3] as { code?: string }).code).toBe('23505');
    expect(await t.store.readStream(ids[2]!)).toEqual([]);
    expect([answers[1], answers[2], answers[4]].map((r) => (r as CommandResult).version)).toEqual([1, 1, 1]);
    const { rows } = await sql<{ name: string }>`select name from combiner_names
        where stream_id = any(${ids}::text[]) order by name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual([taken, `${taken}-1`, `${taken}-3`]);
  });

  it('a group failing for another reason (a bug in a projection): each command is sent alone and gets its own answer', async () => {
    const aloneError = await send(plain, `p-${uid()}`, create({ boom: true })).catch((e: unknown) => e);
    expect((aloneError as Error).message).toBe('a bug in a projection');
    const ids = Array.from({ length: 4 }, () => `p-${uid()}`);
    const answers = await settle([
      send(combining, `p-${uid()}`, create({})),
      send(combining, ids[0]!, create({ n: 0 })),
      send(combining, ids[1]!, create({ boom: true })),
      send(combining, ids[2]!, create({ n: 2 })),
      send(combining, ids[3]!, create({ n: 3 })),
    ]);
    expect(answers[2]).toBeInstanceOf(Error);
    expect((answers[2] as Error).message).toBe('a bug in a projection');
    expect(await t.store.readStream(ids[1]!)).toEqual([]);
    expect([answers[1], answers[3], answers[4]].map((r) => (r as CommandResult).version)).toEqual([1, 1, 1]);
    for (const id of [ids[0]!, ids[2]!, ids[3]!]) expect(await t.store.readStream(id)).toHaveLength(1);
  });

  it("a group's pushes go out with its commit, naming each command's changes, before its callers are answered", async () => {
    published.length = 0;
    const ids = Array.from({ length: 4 }, () => `p-${uid()}`);
    await Promise.all(ids.map((id) => send(combining, id, create({ name: `PUSH-${id}` }))));
    // The first went alone, the other three in one group: two pushes.
    expect(published.map((changes) => changes.map((c) => c.topic))).toEqual([
      [`profile:${ids[0]}`],
      ids.slice(1).map((id) => `profile:${id}`),
    ]);
  });
});

describe('write combiner with two lanes (as the server builds it)', () => {
  it("a command waiting on a lock held elsewhere does not stop the others' commands; it commits when the lock goes", async () => {
    const twoLanes = new CommandHandler(t.store, undefined, { combine: 32, lanes: 2 });
    const held = `HELD-${uid()}`;
    // Another session (a long job's transaction) holds the name the first command's read model row needs.
    const outside = await t.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`insert into combiner_names (name, stream_id) values (${held}, 'outside')`.execute(conn);
      const stuckId = `p-${uid()}`;
      const stuck = send(twoLanes, stuckId, create({ name: held })).then(
        (r) => r,
        (e: unknown) => e,
      );
      // Everybody else's commands, sent while it waits: they go on the other lane, alone and then grouped.
      const ids = Array.from({ length: 5 }, () => `p-${uid()}`);
      const others = (await Promise.all(ids.map((id, k) => send(twoLanes, id, create({ k }))))) as CommandResult[];
      expect(others.map((r) => r.version)).toEqual([1, 1, 1, 1, 1]);
      expect(await t.store.readStream(stuckId)).toEqual([]);
      await sql`rollback`.execute(conn);
      return { stuck, stuckId };
    });
    const answer = (await outside.stuck) as CommandResult;
    expect(answer.version).toBe(1);
    expect(await t.store.readStream(outside.stuckId)).toHaveLength(1);
  });
});
