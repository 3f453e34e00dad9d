import { sql, type Insertable, type Transaction } from 'kysely';
import { writeRows, type AnyTrx, type Change, type StoredEvent } from '@crewing/events';
import { todayIn, topics, type CrewEvent } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import type { SeafarerAvailabilityTable } from './tables.js';
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
  applyBatch: markAvailability,
  // One fold: an event alone is a batch of one.
  apply: (db, _e, stored) => markAvailability(db, [stored]),
});

/**
 * A batch at a time (a command's events, a replay page): what each crew's mark ends as, worked out in memory with no
 * read (a declaration writes his whole row, a date edit deletes it), then one DELETE and one upsert. It was a
 * statement an event, a profile edit each: its replay alone on the 5,000-crew scale data 7.0 → 0.1 s (s47).
 */
async function markAvailability(anyTrx: AnyTrx, events: readonly StoredEvent[]): Promise<Change[]> {
  const db = anyTrx as Transaction<DB>;
  const marks = new Map<number, Insertable<SeafarerAvailabilityTable> | null>();
  const changes: Change[] = [];
  for (const stored of events) {
    const e = { type: stored.type, data: stored.data } as CrewEvent;
    if (e.type === 'CrewProfileUpdated' && 'availabilityDate' in e.data.changes) marks.set(e.data.crewId, null);
    if (e.type !== 'AvailabilityDeclared') continue;
    const d = e.data;
    marks.set(d.crewId, {
      crew_id: d.crewId,
      availability_date: d.availabilityDate,
      remarks: d.remarks,
      declared_at: d.at,
    });
    changes.push({ topic: topics.crew(d.crewId) });
  }
  const gone = [...marks].flatMap(([crewId, mark]) => (mark === null ? [crewId] : []));
  if (gone.length > 0)
    await db
      .deleteFrom('seafarer_availability')
      .where('crew_id', '=', sql<number>`any(${gone}::integer[])`)
      .execute();
  await writeRows(
    db,
    'seafarer_availability',
    [...marks.values()].filter((m) => m !== null),
    { key: ['crew_id'], update: ['availability_date', 'remarks', 'declared_at'] },
  );
  return changes;
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
