import type { Kysely } from 'kysely';
import { todayIn, topics, type CrewEvent } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import type { Sender } from '../platform/stream-commands.js';
import { crews } from '../crew/commands.js';
import type { SeafarerSession } from './session.js';
import { myAvailability } from './availability-query.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/**
 * Issue 29 §2 My availability. Inline, so his page reads back what he set at once: his own
 * declaration marks the 201's date as his; any later profile edit of the date (the office, a
 * debriefing record) takes the mark away. In one command the profile edit comes first and the
 * declaration second, so his own edit keeps it.
 */
export const seafarerAvailabilityProjection = inlineProjection<CrewEvent>({
  name: 'seafarer-availability',
  eventTypes: ['AvailabilityDeclared', 'CrewProfileUpdated'],
  tables: ['seafarer_availability'],
  apply: (db, e) => markAvailability(db, e),
});

async function markAvailability(db: Kysely<DB>, e: CrewEvent) {
  if (e.type === 'CrewProfileUpdated' && 'availabilityDate' in e.data.changes)
    await db.deleteFrom('seafarer_availability').where('crew_id', '=', e.data.crewId).execute();
  if (e.type !== 'AvailabilityDeclared') return undefined;
  const row = { availability_date: e.data.availabilityDate, remarks: e.data.remarks, declared_at: e.data.at };
  await db
    .insertInto('seafarer_availability')
    .values({ crew_id: e.data.crewId, ...row })
    .onConflict((oc) => oc.column('crew_id').doUpdateSet(row))
    .execute();
  return [{ topic: topics.crew(e.data.crewId) }];
}

/** His declaration on his crew stream: today is the agency's, his crew id his session's. */
export async function declareAvailability(
  services: Services,
  seafarer: SeafarerSession,
  input: { availabilityDate: string; remarks: string | null },
  sender: Sender,
) {
  const now = services.clock();
  const data = {
    crewId: seafarer.crewId,
    ...input,
    byId: seafarer.accountId,
    byName: seafarer.name,
    at: now.toISOString(),
    today: todayIn(now, services.env.TIME_ZONE),
  };
  await crews.handle(services, seafarer.crewId, { type: 'DeclareAvailability', data }, sender);
  return myAvailability(services.db, seafarer.crewId);
}
