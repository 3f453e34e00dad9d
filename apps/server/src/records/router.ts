import { z } from 'zod';
import { commandId, pageNumber, recordId, type Fields, type RecordFacts, type RecordFamily } from '@crewing/domain';
import { editSenderOf, permitted, router, type EditRequest } from '../platform/trpc/trpc.js';
import type { StreamCommands } from '../platform/stream-commands.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { nextId, type IdSequence } from '../shared/ids.js';
import { gatherFacts } from './facts.js';
import { listRecords, storedRecord, type ListInput } from './query.js';
import type { RecordOwner } from './owner.js';

export type Ctx = Context & { session: Session };

/** What binds the pattern to one owner: its id's input name, id sequence, read model and the commands on its stream. */
export interface OwnerBinding<K extends string> {
  key: K;
  sequence: IdSequence;
  owner: RecordOwner;
  add: (
    ctx: Ctx,
    ownerId: number,
    data: { family: string; recordId: number; fields: Fields; facts: RecordFacts; at: string },
    o: EditRequest,
  ) => Promise<{ recordId: number; version: number }>;
  update: (
    ctx: Ctx,
    ownerId: number,
    data: { family: string; recordId: number; changes: Fields; facts: RecordFacts; at: string },
    o: EditRequest,
  ) => Promise<{ version: number }>;
  remove: (
    ctx: Ctx,
    ownerId: number,
    data: { family: string; recordId: number; at: string },
    o: EditRequest,
  ) => Promise<{ version: number }>;
}

/**
 * An owner whose records are a collection on its own stream (a crew's, a vessel's): the three
 * commands carry the owner's id under `key` with the record's data; the added event names the id.
 */
export function streamBinding<K extends string>(o: {
  key: K;
  sequence: IdSequence;
  owner: RecordOwner;
  /** The owner's stream commands; the commands are built here from the names below. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  stream: StreamCommands<any, any, any>;
  commands: { add: string; update: string; remove: string };
  added: string;
}): OwnerBinding<K> {
  const run = async (ctx: Ctx, ownerId: number, type: string, data: object, r: EditRequest) =>
    o.stream.handle(ctx.services, ownerId, { type, data: { [o.key]: ownerId, ...data } }, editSenderOf(ctx, r));
  return {
    key: o.key,
    sequence: o.sequence,
    owner: o.owner,
    add: async (ctx, ownerId, data, r) => {
      const result = await run(ctx, ownerId, o.commands.add, data, r);
      // A retried command returns its first result: the record id it added, not the fresh one.
      const added = result.events.find((e: { type: string }) => e.type === o.added) as
        { data: { recordId: number } } | undefined;
      return { recordId: added?.data.recordId ?? data.recordId, version: result.version };
    },
    update: async (ctx, ownerId, data, r) => ({
      version: (await run(ctx, ownerId, o.commands.update, data, r)).version,
    }),
    remove: async (ctx, ownerId, data, r) => ({
      version: (await run(ctx, ownerId, o.commands.remove, data, r)).version,
    }),
  };
}

/**
 * The record pattern's procedures for one family of one owner: list, add, update, remove.
 * Permission, input and command only; the family's fields and rules decide.
 */
export function ownerRecordProcedures<K extends string>(
  binding: OwnerBinding<K>,
  family: RecordFamily,
  o: {
    /** What an area checks besides the pattern's facts (a debriefing record's experience is one of this crew's). */
    facts?: (ctx: Ctx, ownerId: number, values: Fields, facts: RecordFacts) => Promise<RecordFacts>;
  } = {},
) {
  const ownerShape = { [binding.key]: recordId } as { [P in K]: typeof recordId };
  const ownerOf = (input: unknown) => (input as Record<string, number>)[binding.key]!;
  // The handlers read the inputs through their plain shapes (the owner's key is generic).
  type In<T> = T & EditRequest;
  const as = <T>(input: unknown) => input as In<T>;
  const at = (ctx: Ctx) => ctx.services.clock().toISOString();
  const factsOf = async (ctx: Ctx, ownerId: number, values: Fields, current?: Fields) => {
    const facts = await gatherFacts(ctx.services.db, family, values, ctx.session.user.id, current);
    return o.facts ? o.facts(ctx, ownerId, values, facts) : facts;
  };
  return router({
    list: permitted(family.permissions.read)
      .input(
        z.object({
          ...ownerShape,
          search: z.string().trim().max(100).optional(),
          page: pageNumber.default(1),
          // 002 §9 default pagination perPage 15.
          perPage: z.number().int().min(1).max(100).default(15),
          /** A versioned family: every version of the document with this key id (its history). */
          versionsOf: recordId.optional(),
        }),
      )
      .query(({ ctx, input }) =>
        listRecords(ctx.services.db, binding.owner, family, {
          ...as<Omit<ListInput, 'ownerId'>>(input),
          ownerId: ownerOf(input),
        }),
      ),
    add: permitted(family.permissions.add ?? family.permissions.manage)
      .input(z.object({ ...ownerShape, fields: family.addSchema, commandId }))
      .mutation(async ({ ctx, input: raw }) => {
        const input = as<{ fields: Fields }>(raw);
        const facts = await factsOf(ctx, ownerOf(input), input.fields);
        const id = await nextId(ctx.services, binding.sequence);
        const r = await binding.add(
          ctx,
          ownerOf(input),
          { family: family.name, recordId: id, fields: input.fields, facts, at: at(ctx) },
          input,
        );
        return { id: r.recordId, version: r.version };
      }),
    update: permitted(family.permissions.manage)
      .input(
        z.object({
          ...ownerShape,
          recordId,
          baseVersion: z.number().int().nonnegative().optional(),
          changes: family.changesSchema,
          commandId,
        }),
      )
      .mutation(async ({ ctx, input: raw }) => {
        const input = as<{ recordId: number; changes: Fields }>(raw);
        // The record as stored: a changed province is checked against the kept region.
        const current =
          (await storedRecord(ctx.services.db, binding.owner, family, ownerOf(input), input.recordId)) ?? {};
        const facts = await factsOf(ctx, ownerOf(input), input.changes, current);
        return binding.update(
          ctx,
          ownerOf(input),
          { family: family.name, recordId: input.recordId, changes: input.changes, facts, at: at(ctx) },
          input,
        );
      }),
    remove: permitted(family.permissions.remove ?? family.permissions.manage)
      .input(z.object({ ...ownerShape, recordId, commandId }))
      .mutation(({ ctx, input: raw }) => {
        const input = as<{ recordId: number }>(raw);
        return binding.remove(
          ctx,
          ownerOf(input),
          { family: family.name, recordId: input.recordId, at: at(ctx) },
          input,
        );
      }),
  });
}
