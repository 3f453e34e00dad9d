import { sql } from 'kysely';
import {
  can,
  CREW_RECORD_FAMILIES_BY_NAME,
  crewStream,
  endOfDayIn,
  formatDate,
  todayIn,
  ValidationError,
  type Actor,
  type CrewAsOfInput,
} from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { foldInto, shadowReadModels, streamEventsUpTo } from '../platform/db/as-of.js';
import { listRecords } from '../records/query.js';
import { crewsProjection } from './projection.js';
import { crewRecords } from './records/owner.js';
import { crewRow, getCrew } from './profile-query.js';

/** The records of one family shown at most (a 201 family holds a few dozen). */
const PER_FAMILY = 100;

/**
 * Issue 27: a crew's 201 file as it stood at the end of a day (in TIME_ZONE), or just after one
 * event of that day: folded from his stream's events recorded up to then by the 201 file's own
 * projections (the crew row and his records) into temporary tables that shadow them, then read by
 * the 201 file's own queries, so it cannot drift from the live file. Key names (ranks, vessels,
 * relationships) are today's. Families the reader may not read are left out, as on the live file.
 */
export async function crewAsOf(services: Services, input: CrewAsOfInput, actor: Actor) {
  const { crewId, date } = input;
  const timeZone = services.env.TIME_ZONE;
  if (date > todayIn(services.clock(), timeZone)) throw ValidationError.field('date', 'Choose a day up to today');
  await crewRow(services.db, crewId); // an unknown crew is NOT_FOUND, as on the live file
  const asOf = endOfDayIn(date, timeZone);
  const through = input.throughEvent === undefined ? {} : { throughPosition: BigInt(input.throughEvent) };
  return services.db.transaction().execute(async (trx) => {
    const events = await streamEventsUpTo(trx, services.store, [crewStream.id(crewId)], asOf, {
      metadata: true,
      ...through,
    });
    const last = events.at(-1);
    if (!last || events[0]?.type !== 'CrewRegistered')
      throw ValidationError.field('date', `He was not on file yet on ${formatDate(date)}: choose a later day`);
    await shadowReadModels(trx, ['crews', crewRecords.owner.table, crewRecords.owner.filesTable]);
    await foldInto(trx, [crewsProjection, crewRecords.projection], events);
    const crew = await getCrew(trx, crewId, asOf, timeZone);
    const { rows } = await sql<{ family: string }>`
      select distinct family from crew_records where crew_id = ${crewId} order by family`.execute(trx);
    const families = [];
    for (const { family: name } of rows) {
      const family = CREW_RECORD_FAMILIES_BY_NAME[name];
      if (!family || !can(actor, family.permissions.read)) continue;
      const list = await listRecords(trx, crewRecords.owner, family, { ownerId: crewId, page: 1, perPage: PER_FAMILY });
      families.push({ family: name, total: list.total, items: list.items });
    }
    return {
      date,
      throughEvent: input.throughEvent ?? null,
      /** The last change folded: the file shows what stood after it. */
      lastEvent: {
        position: last.globalPosition.toString(),
        type: last.type,
        recordedAt: last.recordedAt.toISOString(),
      },
      events: events.length,
      crew,
      families,
    };
  });
}
