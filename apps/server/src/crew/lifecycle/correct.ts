import type { CorrectSeaServiceInput } from '@crewing/domain';
import { senderOf } from '../../platform/trpc/trpc.js';
import { crews } from '../commands.js';
import type { Context, Session } from '../../platform/trpc/context.js';

/**
 * An administrator corrects one of the crew's contracts (issue 24): the event carries the reason,
 * the values before, and where he stands after, so the crews read model, the sea service, the
 * lists and the dashboards follow. The server's facts: do the vessel and rank it names exist.
 */
export async function correctSeaService(ctx: Context & { session: Session }, input: CorrectSeaServiceInput) {
  const { db, clock } = ctx.services;
  const { vesselId, rankId } = input.changes;
  const [vessel, rank] = await Promise.all([
    vesselId ? db.selectFrom('vessels').select('id').where('id', '=', vesselId).executeTakeFirst() : undefined,
    rankId ? db.selectFrom('ranks').select('id').where('id', '=', rankId).executeTakeFirst() : undefined,
  ]);
  const known = {
    ...(vesselId ? { vesselId: vessel !== undefined } : {}),
    ...(rankId ? { rankId: rank !== undefined } : {}),
  };
  const { crewId, stintNo, changes, voided, reason } = input;
  const data = { crewId, stintNo, changes, voided, reason, known, at: clock().toISOString() };
  const command = { type: 'CorrectSeaService' as const, data };
  const r = await crews.handle(ctx.services, crewId, command, senderOf(ctx, input.commandId));
  return { version: r.version };
}
