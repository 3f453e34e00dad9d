import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DomainError } from '@crewing/domain';
import { createTestStore, META } from './testing/test-store.js';
import { profileDecider, type ProfileCommand, type ProfileState } from './testing/profile-decider.js';
import { CommandHandler, type Attempt, type BatchItem } from './command-handler.js';

// Issue 26 §4: a command's facts are gathered inside the handler's retry loop, and each stream is decided once per attempt.
let t: Awaited<ReturnType<typeof createTestStore>>;
let handler: CommandHandler;
let other: CommandHandler;
const uid = () => crypto.randomUUID();
const send = (h: CommandHandler, items: Parameters<CommandHandler['handleMany']>[0]) =>
  h.handleMany(items, { commandId: uid(), metadata: META });

/** The profile decider, counting its decisions. */
function counted() {
  const calls: ProfileCommand[] = [];
  const decider = {
    ...profileDecider,
    decide: (c: ProfileCommand, s: ProfileState) => {
      calls.push(c);
      return profileDecider.decide(c, s);
    },
  };
  return { decider, calls };
}

const create = (streamId: string, fields: Record<string, unknown>) =>
  send(other, [{ decider: profileDecider, streamId, command: { type: 'CreateProfile', data: { fields } } }]);
const fieldsOf = async (streamId: string) =>
  (await t.store.readStream(streamId)).reduce(
    (s, e) => profileDecider.evolve(s, { type: e.type, data: e.data } as never),
    profileDecider.initialState(),
  ).fields;

beforeAll(async () => {
  t = await createTestStore();
  handler = new CommandHandler(t.store);
  other = new CommandHandler(t.store);
  await sql`create table plan_facts (k text primary key, v integer not null)`.execute(t.db);
});
afterAll(() => t.dispose());

describe('facts gathered inside the retry loop', () => {
  it('a command built from its stream state is built again on the fresh state when another writer got in first', async () => {
    const id = `p-${uid()}`;
    await create(id, { n: 1 });
    const { decider, calls } = counted();
    const seen: number[] = [];
    const item: BatchItem = {
      decider,
      streamId: id,
      command: async ({ state, version }: Attempt<ProfileState>) => {
        seen.push(version);
        // The first attempt is overtaken by another writer between its read and its append.
        if (seen.length === 1) await send(other, [{ decider: profileDecider, streamId: id, command: set({ x: 1 }) }]);
        return set({ n: (state.fields.n as number) + 1, readAt: version });
      },
    };
    const [r] = await send(handler, [item]);
    expect(seen).toEqual([1, 2]);
    // One decision per attempt: the handler's retry loop is the only one.
    expect(calls).toHaveLength(2);
    expect(r!.version).toBe(3);
    expect(await fieldsOf(id)).toEqual({ n: 2, x: 1, readAt: 2 });
  });

  it('a decision brings the items it implies into the same command, decided once each, all or nothing', async () => {
    const [a, b, c] = [`p-${uid()}`, `p-${uid()}`, `p-${uid()}`];
    await create(a, { members: [] });
    await create(b, {});
    const { decider, calls } = counted();
    const join = (streamId: string): BatchItem => ({
      decider,
      streamId,
      command: { type: 'SetFields', data: { changes: { in: a } } },
    });
    const lead: BatchItem = {
      decider,
      streamId: a,
      command: { type: 'SetFields', data: { changes: { members: [b] } } },
      then: (events) =>
        events.flatMap((e) => ((e.data as { changes: { members?: string[] } }).changes.members ?? []).map(join)),
    };
    const results = await send(handler, [lead]);
    expect(results.map((r) => r.streamId)).toEqual([a, b]);
    expect(calls).toHaveLength(2);
    expect(await fieldsOf(b)).toEqual({ in: a });
    // A member's refusal refuses the whole command: the lead's stream is unchanged.
    const refused: BatchItem = { ...lead, command: { type: 'SetFields', data: { changes: { members: [c] } } } };
    await expect(send(handler, [refused])).rejects.toBeInstanceOf(DomainError);
    expect(await fieldsOf(a)).toEqual({ members: [b] });
  });

  it('a plan reads committed data on every attempt', async () => {
    const id = `p-${uid()}`;
    await create(id, {});
    await sql`insert into plan_facts values (${id}, 1)`.execute(t.db);
    let attempts = 0;
    const [r] = await send(handler, async (db) => {
      attempts++;
      const { rows } = await sql<{ v: number }>`select v from plan_facts where k = ${id}`.execute(db);
      const item: BatchItem = {
        decider: profileDecider,
        streamId: id,
        command: async () => {
          // Another writer moves the stream and the fact after this attempt read them.
          if (attempts === 1) {
            await sql`update plan_facts set v = 2 where k = ${id}`.execute(t.db);
            await send(other, [{ decider: profileDecider, streamId: id, command: set({ x: 1 }) }]);
          }
          return set({ v: rows[0]!.v });
        },
      };
      return [item];
    });
    expect(attempts).toBe(2);
    expect(r!.events).toEqual([{ type: 'FieldsChanged', data: { changes: { v: 2 }, previous: { v: null } } }]);
  });
});

function set(changes: Record<string, unknown>): ProfileCommand {
  return { type: 'SetFields', data: { changes } };
}
