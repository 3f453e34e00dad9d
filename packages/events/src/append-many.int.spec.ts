import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { META, storeForFile } from './testing/test-store.js';
import { WrongExpectedVersionError } from './types.js';
import { verifyChain } from './chain.js';
import type { AppendInput, CommandClaim } from './store.js';

// append_events_many, set-based (migration 0067, issue 28 §5): the same answers as append_events once per element.
const t = storeForFile();
const uid = () => crypto.randomUUID();

const element = (
  streamId: string,
  expected: AppendInput['expected'],
  n: number,
  commandId: string,
  claim: boolean,
  row = 0,
): { input: AppendInput; command: CommandClaim } => ({
  input: {
    streamId,
    streamType: 'test',
    expected,
    events: Array.from({ length: n }, (_, i) => ({ type: 'Happened', data: { i, row } })),
    metadata: { ...META, commandId, importRow: row } as never,
  },
  command: { userId: META.userId, commandId, requestHash: null, claim },
});

const writeMany = (entries: Array<ReturnType<typeof element>>) =>
  t.db.transaction().execute((trx) => t.store.writeMany(trx, entries));
const streamOf = (streamId: string) =>
  t.db
    .selectFrom('events')
    .select(['stream_version', 'global_position', 'metadata', sql<string>`transaction_id::text`.as('xid')])
    .where('stream_id', '=', streamId)
    .orderBy('stream_version')
    .execute();
const resultOf = async (commandId: string) =>
  (
    await t.db
      .selectFrom('processed_commands')
      .select('result')
      .where('command_id', '=', commandId)
      .executeTakeFirstOrThrow()
  ).result as Array<Record<string, unknown>>;

describe('append_events_many (set-based)', () => {
  it('chains an element on the ones before it on its stream, in one transaction, positions in order', async () => {
    const [a, b, c1, c2] = [uid(), uid(), uid(), uid()];
    const out = await writeMany([
      element(`a-${a}`, 'no_stream', 1, c1, true, 2),
      element(`a-${a}`, 1, 2, c1, false, 3),
      element(`b-${b}`, 'no_stream', 1, c1, false, 4),
      element(`a-${a}`, 3, 1, c2, true, 5),
    ]);
    expect(out.map((w) => (w && !w.duplicate ? w.nextVersion : null))).toEqual([1, 3, 1, 4]);
    const rows = await streamOf(`a-${a}`);
    expect(rows.map((r) => r.stream_version)).toEqual([1, 2, 3, 4]);
    // Each element's own metadata on its events.
    expect(rows.map((r) => (r.metadata as { importRow: number }).importRow)).toEqual([2, 3, 3, 5]);
    expect(new Set(rows.map((r) => r.xid)).size).toBe(1);
    const positions = out.flatMap((w) => (w && !w.duplicate ? w.events.map((e) => e.globalPosition) : []));
    expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
    // The chain holds over events of many streams inserted by one statement.
    const check = await verifyChain(t.db, [], 'Asia/Manila');
    expect(check.mismatch).toBeNull();
    // Each command's result lists its streams in order, as append_events stores them.
    const first = await resultOf(c1);
    expect(first.map((r) => [r.streamId, r.version, (r.eventIds as string[]).length])).toEqual([
      [`a-${a}`, 1, 1],
      [`a-${a}`, 3, 2],
      [`b-${b}`, 1, 1],
    ]);
    expect((first[1]!.events as Array<{ data: unknown }>).map((e) => e.data)).toEqual([
      { i: 0, row: 3 },
      { i: 1, row: 3 },
    ]);
    expect(first[1]!.positions).toEqual(rows.slice(1, 3).map((r) => String(r.global_position)));
  });

  it('stores the same result as append_events for the same command', async () => {
    const [s, grouped, single] = [uid(), uid(), uid()];
    await writeMany([
      element(`g-${s}`, 'no_stream', 2, grouped, true, 7),
      element(`h-${s}`, 'no_stream', 1, grouped, false, 8),
    ]);
    await t.db.transaction().execute(async (trx) => {
      const one = element(`i-${s}`, 'no_stream', 2, single, true, 7);
      const two = element(`j-${s}`, 'no_stream', 1, single, false, 8);
      await t.store.write(trx, one.input, one.command);
      await t.store.write(trx, two.input, two.command);
    });
    const shape = (r: Array<Record<string, unknown>>) =>
      r.map((x) => ({ ...x, streamId: String(x.streamId).slice(0, 1), eventIds: 'ids', positions: 'positions' }));
    const a = shape(await resultOf(grouped));
    const b = shape(await resultOf(single)).map((x) => ({ ...x, streamId: x.streamId === 'i' ? 'g' : 'h' }));
    expect(a).toEqual(b);
  });

  it('a command handled before answers its first result; its later elements are skipped, the others written', async () => {
    const [s, done, fresh] = [uid(), uid(), uid()];
    await writeMany([element(`d-${s}`, 'no_stream', 1, done, true)]);
    const out = await writeMany([
      element(`d-${s}`, 1, 1, done, true),
      element(`e-${s}`, 'no_stream', 1, done, false),
      element(`f-${s}`, 'no_stream', 1, fresh, true),
    ]);
    expect(out[0]).toMatchObject({ duplicate: true });
    expect((out[0] as { result: unknown[] }).result).toHaveLength(1);
    expect(out[1]).toBeNull();
    expect(out[2]).toMatchObject({ duplicate: false, nextVersion: 1 });
    expect(await streamOf(`d-${s}`)).toHaveLength(1);
    expect(await streamOf(`e-${s}`)).toHaveLength(0);
  });

  it('the first element whose version does not hold fails the whole batch with the stream named', async () => {
    const [s, c] = [uid(), uid()];
    await writeMany([element(`v-${s}`, 'no_stream', 2, uid(), true)]);
    const batch = writeMany([
      element(`w-${s}`, 'no_stream', 1, c, true),
      element(`v-${s}`, 1, 1, c, false),
      element(`x-${s}`, 5, 1, c, false),
    ]);
    await expect(batch).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(batch).rejects.toMatchObject({ streamId: `v-${s}` });
    expect(await streamOf(`w-${s}`)).toHaveLength(0);
    // 'exists' and any: an element after another on a new stream finds it.
    const out = await writeMany([
      element(`y-${s}`, 'no_stream', 1, uid(), true),
      element(`y-${s}`, 'exists', 1, uid(), true),
      element(`y-${s}`, 'any', 0, uid(), true),
    ]);
    expect(out.map((w) => (w && !w.duplicate ? w.nextVersion : null))).toEqual([1, 2, 2]);
  });
});
