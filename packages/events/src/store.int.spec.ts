import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { ConflictError } from '@crewing/domain';
import { META, storeForFile } from './testing/test-store.js';
import { profileDecider } from './testing/profile-decider.js';
import { CommandHandler } from './command-handler.js';
import { WrongExpectedVersionError } from './types.js';
import { UpcasterRegistry } from './upcasters.js';
import { EventStore } from './store.js';

const t = storeForFile();
const uid = () => crypto.randomUUID();

/** A profile stream created empty, through the file's handler unless told another (a second process). */
const createProfile = (streamId: string, h: CommandHandler = t.handler) =>
  h.handle(profileDecider, {
    streamId,
    command: { type: 'CreateProfile', data: { fields: {} } },
    commandId: uid(),
    metadata: META,
  });

const append = (streamId: string, expected: Parameters<EventStore['append']>[1]['expected'], n = 1) =>
  t.db.transaction().execute((trx) =>
    t.store.append(trx, {
      streamId,
      streamType: 'test',
      expected,
      events: Array.from({ length: n }, (_, i) => ({ type: 'Happened', data: { i } })),
      metadata: { ...META, commandId: uid() },
    }),
  );

describe('event store', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on events', async () => {
    await append('s-immutable', 'no_stream');
    await expect(sql`update events set data = '{}' where stream_id = 's-immutable'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from events where stream_id = 's-immutable'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate events`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('checks the expected version: no stream, exists, exact', async () => {
    const r = await append('s-version', 'no_stream', 2);
    expect(r.nextVersion).toBe(2);
    expect(r.events.map((e) => e.streamVersion)).toEqual([1, 2]);
    await expect(append('s-version', 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(append('s-version', 1)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(append('s-missing', 'exists')).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await append('s-version', 2)).nextVersion).toBe(3);
    expect((await append('s-version', 'exists')).nextVersion).toBe(4);
  });

  it('of concurrent appends at the same expected version exactly one lands; the others get a typed conflict', async () => {
    await append('s-race', 'no_stream');
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => append('s-race', 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    }
    expect(await t.store.readStream('s-race')).toHaveLength(2);
  });

  it('carries metadata and upcasts old schema versions on read', async () => {
    await sql`insert into events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata)
              values ('s-old', 'test', 1, ${uid()}, 'Renamed', 1, ${JSON.stringify({ name: 'OLD' })}, ${JSON.stringify(META)})`.execute(
      t.db,
    );
    const store = new EventStore(t.db, {
      upcasters: new UpcasterRegistry().register({
        type: 'Renamed',
        fromVersion: 1,
        upcast: (d) => ({ title: d.name }),
      }),
    });
    const [e] = await store.readStream('s-old');
    expect(e).toMatchObject({
      type: 'Renamed',
      schemaVersion: 2,
      data: { title: 'OLD' },
      metadata: { userName: 'ANA TESTER', ip: '127.0.0.1' },
    });
    expect(store.upcasters.currentVersion('Renamed')).toBe(2);
  });
});

describe('command handler', () => {
  it('a command id sent twice (double click, retry) appends once and returns the first result', async () => {
    const commandId = uid();
    const send = () =>
      t.handler.handle(profileDecider, {
        streamId: 'p-idem',
        command: { type: 'CreateProfile', data: { fields: { a: 1 } } },
        commandId,
        metadata: META,
      });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect(await t.store.readStream('p-idem')).toHaveLength(1);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(c.duplicate).toBe(true);
    expect(c.eventIds).toEqual(a.duplicate ? b.eventIds : a.eventIds);
  });

  it('concurrent edits of different fields both land (retry against the new state)', async () => {
    await createProfile('p-merge');
    const edits = ['hotel', 'flight', 'remarks', 'port', 'date', 'reason'].map((f) =>
      t.handler.handle(profileDecider, {
        streamId: 'p-merge',
        command: { type: 'SetFields', data: { changes: { [f]: f.toUpperCase() } } },
        commandId: uid(),
        baseVersion: 1,
        metadata: META,
      }),
    );
    await Promise.all(edits);
    const events = await t.store.readStream('p-merge');
    expect(events).toHaveLength(7);
    const state = events.reduce((s, e) => profileDecider.evolve(s, e as never), profileDecider.initialState());
    expect(state.fields).toEqual({
      hotel: 'HOTEL',
      flight: 'FLIGHT',
      remarks: 'REMARKS',
      port: 'PORT',
      date: 'DATE',
      reason: 'REASON',
    });
  });

  it('a stale edit of the same field is refused with who changed it, when, and the value now', async () => {
    await t.handler.handle(profileDecider, {
      streamId: 'p-clash',
      command: { type: 'CreateProfile', data: { fields: { hotel: 'A' } } },
      commandId: uid(),
      metadata: META,
    });
    await t.handler.handle(profileDecider, {
      streamId: 'p-clash',
      command: { type: 'SetFields', data: { changes: { hotel: 'B' } } },
      commandId: uid(),
      baseVersion: 1,
      metadata: { ...META, userName: 'OSCAR OPS' },
    });
    const stale = t.handler.handle(profileDecider, {
      streamId: 'p-clash',
      command: { type: 'SetFields', data: { changes: { hotel: 'C' } } },
      commandId: uid(),
      baseVersion: 1,
      metadata: META,
    });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toThrow(/changed by OSCAR OPS at \d{2} [A-Z]{3} \d{4} \d{2}:\d{2}, now B/);
    // The same value is no conflict: nothing would be lost.
    await t.handler.handle(profileDecider, {
      streamId: 'p-clash',
      command: { type: 'SetFields', data: { changes: { hotel: 'B', remarks: 'X' } } },
      commandId: uid(),
      baseVersion: 1,
      metadata: META,
    });
    expect(await t.store.readStream('p-clash')).toHaveLength(3);
  });

  it('same-field edits racing from one base version: one lands, the other is refused, nothing is overwritten', async () => {
    await createProfile('p-race');
    const results = await Promise.allSettled(
      ['X', 'Y', 'Z'].map((v) =>
        t.handler.handle(profileDecider, {
          streamId: 'p-race',
          command: { type: 'SetFields', data: { changes: { hotel: v } } },
          commandId: uid(),
          baseVersion: 1,
          metadata: META,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(await t.store.readStream('p-race')).toHaveLength(2);
  });
});

describe('append_events (migration 0037): one round trip per stream', () => {
  const call = (
    streamId: string,
    expected: number | null,
    commandId: string | null,
    claim: boolean,
    hash: string | null = null,
  ) =>
    sql<{
      r: Record<string, unknown>;
    }>`select append_events(${streamId}, 'test', ${expected}::integer, ${[uid()]}::uuid[], ${['Happened']}::text[],
      ${[1]}::integer[], ${[JSON.stringify({ b: 1, a: 2 })]}::jsonb[], ${JSON.stringify({ ...META, commandId })}::jsonb,
      1, ${commandId}::text, ${hash}::text, ${claim}) as r`.execute(t.db);

  it('refuses a wrong version with SQLSTATE EV409 and the actual version; the store maps it to WrongExpectedVersionError', async () => {
    await call('f-version', 0, null, false);
    await expect(call('f-version', 0, null, false)).rejects.toMatchObject({ code: 'EV409', detail: '1' });
    await expect(call('f-version', 3, null, false)).rejects.toMatchObject({ code: 'EV409' });
    await expect(call('f-missing', -1, null, false)).rejects.toMatchObject({ code: 'EV409', detail: '0' });
    await expect(append('f-version', 5)).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 1 });
    expect((await call('f-version', null, null, false)).rows[0]!.r).toMatchObject({ version: 2 });
  });

  it('claims the command id and stores the result; the same id again returns the stored row and appends nothing', async () => {
    const id = uid();
    const first = (await call('f-claim', 0, id, true, 'h1')).rows[0]!.r as { positions: string[] };
    const again = (await call('f-claim', 1, id, true, 'h2')).rows[0]!.r;
    expect(again).toMatchObject({
      duplicate: true,
      requestHash: 'h1',
      result: [{ streamId: 'f-claim', version: 1, positions: first.positions }],
    });
    expect((again.result as Array<{ events: unknown[] }>)[0]!.events).toEqual([
      { type: 'Happened', schemaVersion: 1, data: { a: 2, b: 1 } },
    ]);
    expect(await t.store.readStream('f-claim')).toHaveLength(1);
  });

  it("a transaction whose id is older than the stream's latest committed event is refused (40001), so readers never see version 2 before 1", async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        // This transaction takes its id first (as a command-id claim does)...
        await sql`select pg_current_xact_id()`.execute(trx);
        // ...then another transaction, with a later id, writes the stream's version 1 and commits.
        await append('f-order', 'no_stream');
        await t.store.append(trx, {
          streamId: 'f-order',
          streamType: 'test',
          expected: 1,
          events: [{ type: 'Happened', data: {} }],
          metadata: { ...META, commandId: uid() },
        });
      }),
    ).rejects.toMatchObject({ code: '40001' });
    // Retried in a new transaction (as the handler does), version 2 sorts after version 1.
    await append('f-order', 1);
    const order = await sql<{
      v: number;
    }>`select stream_version as v from events where stream_id = 'f-order' order by transaction_id, global_position`.execute(
      t.db,
    );
    expect(order.rows.map((r) => r.v)).toEqual([1, 2]);
  });

  it('the handler retries a command refused that way and lands it in order', async () => {
    await createProfile('h-order');
    // Many writers on one stream, each claim taking its id before it reads the stream.
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.handler.handle(profileDecider, {
          streamId: 'h-order',
          command: { type: 'SetFields', data: { changes: { [`f${i}`]: i } } },
          commandId: uid(),
          metadata: META,
        }),
      ),
    );
    const order = await sql<{
      v: number;
    }>`select stream_version as v from events where stream_id = 'h-order' order by transaction_id, global_position`.execute(
      t.db,
    );
    expect(order.rows.map((r) => r.v)).toEqual(Array.from({ length: 6 }, (_, i) => i + 1));
  });

  it('a refused version rolls the claim back with it: the id stays free', async () => {
    const id = uid();
    await call('f-rollback', 0, null, false);
    await expect(t.db.transaction().execute(() => call('f-rollback', 0, id, true))).rejects.toMatchObject({
      code: 'EV409',
    });
    expect(
      await t.db.selectFrom('processed_commands').select('command_id').where('command_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('the events append returns are the rows a reader gets, jsonb key order included', async () => {
    const r = await t.db.transaction().execute((trx) =>
      t.store.append(trx, {
        streamId: 'f-rows',
        streamType: 'test',
        expected: 'no_stream',
        events: [{ type: 'Happened', data: { remarks: 'X', at: 1, nested: { zz: 1, a: [{ yy: 1, b: 2 }] } } }],
        metadata: { ...META, commandId: uid() },
      }),
    );
    const read = await t.store.readStream('f-rows');
    expect(r.events).toEqual(read);
    expect(JSON.stringify(r.events[0]!.data)).toBe(JSON.stringify(read[0]!.data));
    expect(JSON.stringify(r.events[0]!.metadata)).toBe(JSON.stringify(read[0]!.metadata));
    expect(Object.keys(r.events[0]!.data)).toEqual(['at', 'nested', 'remarks']);
  });
});

describe('command handler: kept streams are never trusted over the database', () => {
  const edit = (
    h: CommandHandler,
    streamId: string,
    changes: Record<string, unknown>,
    baseVersion?: number,
    commandId = uid(),
    userName = 'ANA TESTER',
  ) =>
    h.handle(profileDecider, {
      streamId,
      command: { type: 'SetFields', data: { changes } },
      commandId,
      baseVersion,
      metadata: { ...META, userName },
    });

  it('a stream another process appended to meanwhile is read again: the edit lands at the right version', async () => {
    const mine = new CommandHandler(t.store);
    const other = new CommandHandler(t.store);
    await createProfile('c-stale', mine);
    await edit(other, 'c-stale', { hotel: 'A' });
    const r = await edit(mine, 'c-stale', { flight: 'B' });
    expect(r.version).toBe(3);
    expect(r.events).toEqual([
      { type: 'FieldsChanged', data: { changes: { flight: 'B' }, previous: { flight: null } } },
    ]);
  });

  it('a stale kept stream still refuses a same-field edit made meanwhile by another process', async () => {
    const mine = new CommandHandler(t.store);
    const other = new CommandHandler(t.store);
    await createProfile('c-clash', mine);
    await edit(mine, 'c-clash', { hotel: 'A' });
    await edit(other, 'c-clash', { hotel: 'B' }, 2, uid(), 'OSCAR OPS');
    await expect(edit(mine, 'c-clash', { hotel: 'C' }, 2)).rejects.toThrow(/changed by OSCAR OPS/);
    expect(await t.store.readStream('c-clash')).toHaveLength(3);
  });

  it('without a base version, a same-field change made before the command (in another process) is no conflict', async () => {
    const mine = new CommandHandler(t.store);
    const other = new CommandHandler(t.store);
    await createProfile('c-before', mine);
    await edit(other, 'c-before', { hotel: 'B' }, undefined, uid(), 'OSCAR OPS');
    const r = await edit(mine, 'c-before', { hotel: 'C' });
    expect(r.events).toEqual([{ type: 'FieldsChanged', data: { changes: { hotel: 'C' }, previous: { hotel: 'B' } } }]);
  });

  it('a retry of a handled command on a kept stream returns the first result, appending nothing', async () => {
    const h = new CommandHandler(t.store);
    await createProfile('c-retry', h);
    const id = uid();
    const first = await edit(h, 'c-retry', { hotel: 'A' }, undefined, id);
    const again = await edit(h, 'c-retry', { hotel: 'A' }, undefined, id);
    expect(again).toEqual({ ...first, duplicate: true });
    // Different values this time: the decider would append, the claim answers with the first result.
    const third = await edit(h, 'c-retry', { hotel: 'Z' }, undefined, id);
    expect(third).toEqual({ ...first, duplicate: true });
    expect(await t.store.readStream('c-retry')).toHaveLength(2);
  });

  it('a stream named twice in one command decides the second on the first (claim-first path)', async () => {
    const items = [
      { decider: profileDecider, streamId: 'c-twice', command: { type: 'CreateProfile', data: { fields: {} } } },
      { decider: profileDecider, streamId: 'c-twice', command: { type: 'SetFields', data: { changes: { a: 1 } } } },
    ];
    const results = await t.handler.handleMany(items, { commandId: uid(), metadata: META });
    expect(results.map((r) => r.version)).toEqual([1, 2]);
  });
});

describe('waking the projection runners', () => {
  const listen = async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    await client.query('listen crewing_events');
    let wakes = 0;
    const waiters: Array<() => void> = [];
    client.on('notification', () => {
      wakes++;
      for (const w of waiters.splice(0)) w();
    });
    return { client, wakes: () => wakes, next: () => new Promise<void>((r) => waiters.push(r)) };
  };

  it('a command through the handler notifies at its commit (one events statement per stream, the statement trigger)', async () => {
    const l = await listen();
    try {
      const woken = l.next();
      await createProfile('n-handler');
      await woken;
      expect(l.wakes()).toBeGreaterThanOrEqual(1);
    } finally {
      await l.client.end();
    }
  });

  it('a plain append still notifies from the trigger at commit', async () => {
    const l = await listen();
    try {
      const woken = l.next();
      await append('n-plain', 'no_stream');
      await woken;
    } finally {
      await l.client.end();
    }
  });
});
