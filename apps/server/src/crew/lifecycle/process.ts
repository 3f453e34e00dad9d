import { sql } from 'kysely';
import { todayIn, type CrewCommand } from '@crewing/domain';
import { defineProcess } from '../../platform/process.js';
import type { JobContext } from '../../platform/jobs/definition.js';
import { LIFECYCLE_WAKE, type IntentPayload } from './intents.js';
import { crews } from '../commands.js';

/** Who the 201 history and the audit log name for a step the process took (the scale seed writes the same). */
export const LIFECYCLE_META = {
  userId: null,
  userName: 'CREW LIFECYCLE',
  device: 'SERVER',
  browser: 'CREW LIFECYCLE PROCESS',
  os: 'SERVER',
  ip: '127.0.0.1',
};

/** Steps are sent in the order a crew change happens on one day: off the vessel, home, then the reliever on. */
const ORDER = sql<number>`case step when 'sign-off' then 1 when 'arrival' then 2 when 'sign-on' then 3 else 4 end`;

/**
 * Sends what has fallen due: each pending step whose date has come (Manila calendar), and each
 * applied step whose confirmation was undone (taken back). The command id is the step's own, so a
 * step sent twice (two server processes, a crash before the fold saw it) appends once; the fold
 * closes the step when the crew stream records it. Metadata carries the cause: the crew change
 * (correlation) and the confirmation event (causation).
 */
export async function runCrewLifecycle(ctx: JobContext): Promise<number> {
  const today = todayIn(ctx.clock(), ctx.timeZone);
  const rows = await ctx.db
    .selectFrom('crew_lifecycle_intents')
    .select(['key', 'crew_id', 'crew_change_id', 'payload', 'confirmation_id', 'status', 'revoke_reason'])
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'pending'), eb('due_date', '<=', today)]), eb('revoke_reason', 'is not', null)]),
    )
    .orderBy('due_date')
    .orderBy(ORDER)
    .orderBy('position')
    .limit(1000)
    .execute();
  let sent = 0;
  for (const row of rows) {
    const { command, cause } = row.payload as IntentPayload;
    const at = ctx.clock().toISOString();
    const revoking = row.revoke_reason !== null;
    const crewCommand = (
      revoking
        ? {
            type: 'RevokeLifecycleStep',
            data: { crewId: row.crew_id, key: row.key, reason: row.revoke_reason, cause, at },
          }
        : { type: command.type, data: { ...command.data, cause, at } }
    ) as CrewCommand;
    try {
      const r = await crews.handle(ctx, row.crew_id, crewCommand, {
        // The step's own id, never a fresh one: a step sent again appends once.
        commandId: `${revoking ? 'lifecycle-revoke' : 'lifecycle'}:${row.key}`,
        metadata: {
          ...LIFECYCLE_META,
          correlationId: row.crew_change_id !== null ? `crew-change-${row.crew_change_id}` : `crew-${row.crew_id}`,
          causationId: row.confirmation_id,
        },
      });
      if (!r.duplicate) sent++;
    } catch (err) {
      // Not a refusal (those are recorded as skipped by the decider): the database or the stream; tried again on the next wake.
      ctx.logger.warn({ err, key: row.key }, 'crew lifecycle step not sent');
    }
  }
  return sent;
}

export const crewLifecycleProcess = defineProcess({
  name: 'crew-lifecycle',
  wakeTopic: LIFECYCLE_WAKE,
  run: runCrewLifecycle,
});
