import { crewDecider, crewStream, type CorrectSeaServiceInput } from '@crewing/domain';
import { eventMetadata } from '../../platform/trpc/trpc.js';
import type { Context, Session } from '../../platform/trpc/context.js';

/**
 * An administrator corrects one of the crew's contracts (issue 24): the event carries the reason,
 * the values before, and where he stands after, so the crews read model, the sea service, the
 * lists and the dashboards follow. The server's facts: do the vessel and rank it names exist.
 */
export async function correctSeaService(ctx: Context & { session: Session }, input: CorrectSeaServiceInput) {
  const { db, commands, clock } = ctx.services;
  const { vesselId, rankId } = input.changes;
  const [vessel, rank] = await Promise.all([
    vesselId ? db.selectFrom('vessels').select('id').where('id', '=', vesselId).executeTakeFirst() : undefined,
    rankId ? db.selectFrom('ranks').select('id').where('id', '=', rankId).executeTakeFirst() : undefined,
  ]);
  const known = { ...(vesselId ? { vesselId: vessel !== undefined } : {}), ...(rankId ? { rankId: rank !== undefined } : {}) };
  const r = await commands.handle(crewDecider, {
    streamId: crewStream.id(input.crewId),
    command: { type: 'CorrectSeaService', data: { crewId: input.crewId, stintNo: input.stintNo, changes: input.changes, voided: input.voided, reason: input.reason, known, at: clock().toISOString() } },
    commandId: input.commandId ?? crypto.randomUUID(),
    metadata: eventMetadata(ctx),
  });
  return { version: r.version };
}
