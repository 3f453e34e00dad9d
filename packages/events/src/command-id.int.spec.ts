import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DomainError } from '@crewing/domain';
import { META, storeForFile } from './testing/test-store.js';
import { profileDecider, type ProfileCommand } from './testing/profile-decider.js';
import type { EventMetadata } from './schema.js';

/**
 * A command id is the user's, not the world's (security review): keyed by (user, command id),
 * with a fingerprint of the request it came from.
 */
const t = storeForFile();
const uid = () => crypto.randomUUID();

const ANA = { ...META, userId: 1, userName: 'ANA TESTER' };
const BEN = { ...META, userId: 2, userName: 'BEN OTHER' };

const create = (fields: Record<string, unknown>): ProfileCommand => ({ type: 'CreateProfile', data: { fields } });
const send = (
  streamId: string,
  command: ProfileCommand,
  commandId: string,
  metadata: Omit<EventMetadata, 'commandId'>,
) => t.handler.handle(profileDecider, { streamId, command, commandId, metadata });
const stored = (commandId: string) =>
  t.db.selectFrom('processed_commands').selectAll().where('command_id', '=', commandId).orderBy('user_id').execute();

describe('command ids per user, with the request fingerprint', () => {
  it('same id, same request twice: one append, the same result with its events, duplicate=true', async () => {
    const id = uid();
    const meta = { ...ANA, requestHash: 'hash-a' };
    const first = await send('p-same', create({ a: 1 }), id, meta);
    const again = await send('p-same', create({ a: 1 }), id, meta);
    expect(await t.store.readStream('p-same')).toHaveLength(1);
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect({ ...again, duplicate: false }).toEqual(first);
    expect(again.events).toEqual([{ type: 'ProfileCreated', data: { fields: { a: 1 } } }]);
  });

  it('same id, another request: CONFLICT "already used for another request", nothing appended', async () => {
    const id = uid();
    await send('p-other', create({ a: 1 }), id, { ...ANA, requestHash: 'hash-a' });
    const other = send('p-other-2', create({ b: 2 }), id, { ...ANA, requestHash: 'hash-b' });
    await expect(other).rejects.toBeInstanceOf(DomainError);
    await expect(other).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request id was already used for another request',
    });
    expect(await t.store.readStream('p-other-2')).toHaveLength(0);
    expect(await t.store.readStream('p-other')).toHaveLength(1);
    expect(await stored(id)).toHaveLength(1);
  });

  it('same id from two users: two independent commands, neither sees the other result', async () => {
    const id = uid();
    const a = await send('p-ana', create({ who: 'ANA' }), id, { ...ANA, requestHash: 'same-hash' });
    const b = await send('p-ben', create({ who: 'BEN' }), id, { ...BEN, requestHash: 'same-hash' });
    expect(b.duplicate).toBe(false);
    expect(b.streamId).toBe('p-ben');
    expect(b.eventIds).not.toEqual(a.eventIds);
    expect(b.events).toEqual([{ type: 'ProfileCreated', data: { fields: { who: 'BEN' } } }]);
    expect(await t.store.readStream('p-ben')).toHaveLength(1);
    expect((await stored(id)).map((r) => [r.user_id, r.stream_id])).toEqual([
      [1, 'p-ana'],
      [2, 'p-ben'],
    ]);
    // And each user's retry gets their own first result back.
    expect((await send('p-ana', create({ who: 'ANA' }), id, { ...ANA, requestHash: 'same-hash' })).eventIds).toEqual(
      a.eventIds,
    );
    expect((await send('p-ben', create({ who: 'BEN' }), id, { ...BEN, requestHash: 'same-hash' })).eventIds).toEqual(
      b.eventIds,
    );
  });

  it('the same id and request sent concurrently appends once; the others return the first result', async () => {
    const id = uid();
    const meta = { ...ANA, requestHash: 'hash-race' };
    const results = await Promise.all(Array.from({ length: 5 }, () => send('p-conc', create({ a: 1 }), id, meta)));
    expect(await t.store.readStream('p-conc')).toHaveLength(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    for (const r of results) expect(r.eventIds).toEqual(results[0]!.eventIds);
    for (const r of results) expect(r.events).toEqual([{ type: 'ProfileCreated', data: { fields: { a: 1 } } }]);
  });

  it('the same id with another request sent concurrently: one lands, the other gets CONFLICT', async () => {
    const id = uid();
    const results = await Promise.allSettled([
      send('p-conc-a', create({ a: 1 }), id, { ...ANA, requestHash: 'hash-1' }),
      send('p-conc-b', create({ b: 1 }), id, { ...ANA, requestHash: 'hash-2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CONFLICT' });
    const appended = (await t.store.readStream('p-conc-a')).length + (await t.store.readStream('p-conc-b')).length;
    expect(appended).toBe(1);
  });

  it('the stored result carries the appended events: a retry built with a new server time returns the first decision', async () => {
    const id = uid();
    await send('p-batch', create({}), uid(), ANA);
    const meta = { ...ANA, requestHash: 'hash-batch' };
    // The server builds the command with its own clock; the retry's command differs, the request does not.
    const first = await send(
      'p-batch',
      { type: 'SetFields', data: { changes: { at: '2026-01-01T00:00:00Z', no: 1 } } },
      id,
      meta,
    );
    const retry = await send(
      'p-batch',
      { type: 'SetFields', data: { changes: { at: '2026-01-01T00:00:09Z', no: 2 } } },
      id,
      meta,
    );
    expect(retry.duplicate).toBe(true);
    expect(retry.events).toEqual([
      {
        type: 'FieldsChanged',
        data: { changes: { at: '2026-01-01T00:00:00Z', no: 1 }, previous: { at: null, no: null } },
      },
    ]);
    expect(retry.events).toEqual(first.events);
    expect(await t.store.readStream('p-batch')).toHaveLength(2);
    const [row] = await stored(id);
    expect(row?.request_hash).toBe('hash-batch');
    expect(row?.result).toMatchObject([
      { streamId: 'p-batch', events: [{ type: 'FieldsChanged', data: { changes: { no: 1 } } }] },
    ]);
  });

  it('a batch over several streams stores and returns each stream its events', async () => {
    const id = uid();
    const items = ['p-many-1', 'p-many-2'].map((streamId, i) => ({
      decider: profileDecider,
      streamId,
      command: create({ i }),
    }));
    const meta = { ...ANA, requestHash: 'hash-many' };
    const first = await t.handler.handleMany(items, { commandId: id, metadata: meta });
    const again = await t.handler.handleMany(items, { commandId: id, metadata: meta });
    expect(again.map((r) => r.duplicate)).toEqual([true, true]);
    expect(again.map((r) => r.events)).toEqual([
      [{ type: 'ProfileCreated', data: { fields: { i: 0 } } }],
      [{ type: 'ProfileCreated', data: { fields: { i: 1 } } }],
    ]);
    expect(again.map((r) => r.events)).toEqual(first.map((r) => r.events));
  });

  it('calls without a request (seed, CLI) carry no fingerprint and always match, as before', async () => {
    const id = uid();
    const first = await send('p-seed', create({ a: 1 }), id, { ...META, userId: null });
    const again = await send('p-seed', create({ a: 2 }), id, { ...META, userId: null });
    expect(again.duplicate).toBe(true);
    expect(again.eventIds).toEqual(first.eventIds);
    // A stored row without a fingerprint matches a request that has one too (rows written before 0005).
    const hashed = await send('p-seed', create({ a: 3 }), id, { ...META, userId: null, requestHash: 'h' });
    expect(hashed.eventIds).toEqual(first.eventIds);
    expect(await t.store.readStream('p-seed')).toHaveLength(1);
  });

  it('a row stored before 0005 (no events in its result) is still returned, its events read from the store', async () => {
    const id = uid();
    const first = await send('p-old', create({ a: 1 }), uid(), ANA);
    const oldResult = [
      { streamId: 'p-old', version: 1, eventIds: first.eventIds, positions: first.positions, duplicate: false },
    ];
    await sql`insert into processed_commands (user_id, command_id, stream_id, result)
              values (1, ${id}, 'p-old', ${JSON.stringify(oldResult)})`.execute(t.db);
    const again = await send('p-old', create({ a: 1 }), id, { ...ANA, requestHash: 'any' });
    expect(again).toMatchObject({
      duplicate: true,
      eventIds: first.eventIds,
      events: [{ type: 'ProfileCreated', data: { fields: { a: 1 } } }],
    });
  });

  it('the claim is written once with its result (0074): one insert and no update of processed_commands', async () => {
    const id = uid();
    const counts = await t.db.transaction().execute(async (trx) => {
      // This backend's counts not yet flushed to pg_stat (earlier transactions' too): the difference is this write's.
      const tally = async () =>
        (
          await sql<{ ins: number; upd: number }>`select n_tup_ins::int as ins, n_tup_upd::int as upd
            from pg_stat_xact_user_tables where relname = 'processed_commands'`.execute(trx)
        ).rows[0]!;
      const before = await tally();
      const written = await t.store.write(
        trx,
        {
          streamId: 'p-once',
          streamType: 'profile',
          expected: 'no_stream',
          events: [{ type: 'ProfileCreated', data: { fields: { a: 1 } } }],
          metadata: { ...ANA, commandId: id },
        },
        { userId: ANA.userId, commandId: id, requestHash: 'hash-once', claim: true },
      );
      const after = await tally();
      return { written, ins: after.ins - before.ins, upd: after.upd - before.upd };
    });
    expect(counts).toMatchObject({ ins: 1, upd: 0 });
    expect(counts.written.duplicate).toBe(false);
    const [row] = await stored(id);
    const positions = counts.written.duplicate ? [] : counts.written.events.map((e) => e.globalPosition.toString());
    expect(row!.result).toEqual([
      {
        streamId: 'p-once',
        version: 1,
        eventIds: counts.written.duplicate ? [] : counts.written.events.map((e) => e.eventId),
        positions,
        events: [{ type: 'ProfileCreated', schemaVersion: 1, data: { fields: { a: 1 } } }],
      },
    ]);
    // The positions the claim stored are the events' own.
    const rows = await t.db
      .selectFrom('events')
      .select(sql<string>`global_position::text`.as('p'))
      .where('stream_id', '=', 'p-once')
      .execute();
    expect(rows.map((r) => r.p)).toEqual(positions);
  });
});
