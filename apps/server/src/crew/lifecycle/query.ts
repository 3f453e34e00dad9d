import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { IntentPayload } from './intents.js';

const LABEL: Record<string, string> = {
  'sign-on': 'SIGN ON',
  'sign-off': 'SIGN OFF',
  arrival: 'ARRIVAL IN MANILA',
  rank: 'RANK CHANGE',
};

/** The crew's lifecycle steps, newest first: what the board's confirmations made due, and what became of each. */
export async function lifecycleSteps(db: Kysely<DB>, crewId: number) {
  const rows = await db
    .selectFrom('crew_lifecycle_intents')
    .select(['key', 'step', 'crew_change_id', 'due_date', 'status', 'reason', 'revoke_reason', 'payload', 'updated_at'])
    .where('crew_id', '=', crewId)
    .orderBy('position', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    key: r.key,
    step: LABEL[r.step] ?? r.step.toUpperCase(),
    crewChangeId: r.crew_change_id,
    dueDate: r.due_date,
    status: r.revoke_reason !== null ? 'TO BE TAKEN BACK' : r.status.toUpperCase(),
    reason: r.revoke_reason ?? r.reason,
    confirmedBy: (r.payload as IntentPayload).cause.confirmedBy,
    updatedAt: r.updated_at,
  }));
}
