import type { z } from 'zod';
import type { Actor, CrewChangeCommand, Permission } from '@crewing/domain';
import { permitted, senderOf } from '../platform/trpc/trpc.js';
import type { Context, Session } from '../platform/trpc/context.js';
import { onCrewChange, onCrewChanges, type Caller } from './commands.js';
import { assertVisible, type BoardTargets } from '../fleet-access/fleet-access.js';

type Ctx = Context & { session: Session };
/** Who acts and when: every crew change command carries both (the decider never reads a clock). */
export interface By {
  actor: Actor;
  at: string;
}
type CommandInput = { crewChangeId: number; commandId?: string | undefined; baseVersion?: number | undefined };

export const callerOf = (ctx: Ctx, commandId?: string): Caller => ({
  actor: ctx.session.actor,
  ...senderOf(ctx, commandId),
});
export const byOf = (ctx: Ctx): By => ({ actor: ctx.session.actor, at: ctx.services.clock().toISOString() });

/**
 * Every crew change procedure starts here: the permission, the input, and the fleet rule of
 * 001 §2.1 on what the input names (a fleet or vessel the user does not see is FORBIDDEN, a crew
 * change of one is NOT_FOUND), checked before any read or command.
 */
export function onVisible<S extends z.ZodType<BoardTargets>>(permission: Permission, input: S) {
  return permitted(permission)
    .input(input)
    .use(async ({ ctx, input, next }) => {
      await assertVisible(ctx.services.db, ctx.session.actor, input as BoardTargets);
      return next();
    });
}

/**
 * One crew change command as one line: the permission, the input schema, the command it builds.
 * The reply is the stream's new version (the board reads back at that version).
 */
export function crewChangeCommand<S extends z.ZodType<CommandInput>>(
  permission: Permission,
  input: S,
  build: (input: z.infer<S>, by: By) => CrewChangeCommand,
) {
  return onVisible(permission, input).mutation(async ({ ctx, input }) => {
    const r = await onCrewChange(
      ctx.services,
      callerOf(ctx, input.commandId),
      input.crewChangeId,
      build(input as z.infer<S>, byOf(ctx)),
      input.baseVersion,
    );
    return { version: r.version };
  });
}

/** The same command over many crew changes, all or nothing (001 §4 batch edits). */
export function crewChangeBatchCommand<
  S extends z.ZodType<{ crewChangeIds: number[]; commandId?: string | undefined }>,
>(permission: Permission, input: S, build: (input: z.infer<S>, by: By) => CrewChangeCommand) {
  return onVisible(permission, input).mutation(async ({ ctx, input }) => {
    const command = build(input as z.infer<S>, byOf(ctx));
    const r = await onCrewChanges(
      ctx.services,
      callerOf(ctx, input.commandId),
      input.crewChangeIds.map((crewChangeId) => ({ crewChangeId, command })),
    );
    return { updated: r.length };
  });
}
