import { sql, type Kysely } from 'kysely';
import { queueDayNumber, queueDecider, queueStream, topics, type QueueCommand, type QueueEvent } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import type { Caller } from '../crew-change/commands.js';
import { streamCommands } from '../platform/stream-commands.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { rowUpdate } from '../platform/db/row-update.js';
import { found } from '../platform/db/found.js';
import { inlineProjection } from '../platform/db/typed-projection.js';

/** Inline: the queue's tickets, read back at once and pushed on the `queue` topic to every screen showing it. */
export const queueProjection = inlineProjection<QueueEvent>({
  name: 'queue-tickets',
  eventTypes: ['QueueTicketIssued', 'QueueTicketCalled', 'QueueTicketDone', 'QueueTicketSkipped'],
  tables: ['queue_tickets'],
  async apply(trx, e, stored) {
    // A called or finished ticket: that day's ticket of that number.
    const update = rowUpdate(trx, 'queue_tickets', { day: e.data.day, ticket_no: e.data.ticketNo });
    switch (e.type) {
      case 'QueueTicketIssued':
        await trx
          .insertInto('queue_tickets')
          .values({
            day: e.data.day,
            ticket_no: e.data.ticketNo,
            crew_id: e.data.crewId,
            purpose: e.data.purpose,
            status: 'WAITING',
            issued_at: stored.recordedAt,
          })
          .execute();
        break;
      case 'QueueTicketCalled':
        await update({
          status: 'CALLED',
          counter: e.data.counter,
          called_by: e.data.byName,
          called_at: stored.recordedAt,
        });
        break;
      case 'QueueTicketDone':
      case 'QueueTicketSkipped':
        await update({ status: e.type === 'QueueTicketDone' ? 'DONE' : 'SKIPPED', finished_at: stored.recordedAt });
        break;
      default:
        return;
    }
    return [{ topic: topics.queue(), payload: { day: e.data.day } }];
  },
});

export async function queueOfDay(db: Kysely<DB>, day: string) {
  const rows = await db
    .selectFrom('queue_tickets as q')
    .leftJoin('crews as c', 'c.id', 'q.crew_id')
    .leftJoin('ranks as r', 'r.id', 'c.rank_id')
    .select([
      'q.ticket_no',
      'q.crew_id',
      'q.purpose',
      'q.status',
      'q.counter',
      'q.called_by',
      'q.issued_at',
      'q.called_at',
      'q.finished_at',
    ])
    .select([...crewNameColumns('c'), 'r.name as rank_name'])
    .where('q.day', '=', day)
    .orderBy('q.ticket_no')
    .execute();
  return rows.map((r) => ({
    ticketNo: r.ticket_no,
    crewId: r.crew_id,
    name: r.last_name
      ? crewName({ first_name: r.first_name ?? '', middle_name: r.middle_name, last_name: r.last_name })
      : `CREW #${r.crew_id}`,
    rankName: r.rank_name,
    purpose: r.purpose,
    status: r.status,
    counter: r.counter,
    calledBy: r.called_by,
    issuedAt: new Date(r.issued_at).toISOString(),
    calledAt: r.called_at ? new Date(r.called_at).toISOString() : null,
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  }));
}

const queues = streamCommands(queueDecider, queueStream);
export async function onQueue(services: Services, caller: Caller, day: string, command: QueueCommand) {
  const r = await queues.handle(services, queueDayNumber(day), command, caller);
  const e = r.events[0];
  return { ticketNo: e ? e.data.ticketNo : null };
}

/** Whether a crew id names a registered crew (the fact the queue command's input needs). */
export async function crewExists(db: Kysely<DB>, crewId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('crews')
      .select(sql<number>`1`.as('one'))
      .where('id', '=', crewId),
  );
}
