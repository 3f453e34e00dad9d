import { assertNever, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { streamType } from '../shared/streams.js';
import type { Decider } from '../decider.js';

/** The office's queue of one day (`queue-20261124`): crews waiting for processing, called in order. */
export const queueStream = streamType('queue');
export const queueDayNumber = (day: string) => Number(day.replaceAll('-', ''));

export const QUEUE_PURPOSES = ['DOCUMENT SUBMISSION', 'MEDICAL', 'PDOS'] as const;
export type QueuePurpose = (typeof QUEUE_PURPOSES)[number];
export type TicketStatus = 'WAITING' | 'CALLED' | 'DONE' | 'SKIPPED';

export type QueueEvent =
  | {
      type: 'QueueTicketIssued';
      data: { day: string; ticketNo: number; crewId: number; purpose: QueuePurpose; at: string };
    }
  | { type: 'QueueTicketCalled'; data: { day: string; ticketNo: number; counter: string; byName: string; at: string } }
  | { type: 'QueueTicketDone'; data: { day: string; ticketNo: number; at: string } }
  | { type: 'QueueTicketSkipped'; data: { day: string; ticketNo: number; at: string } };

export type QueueCommand =
  /** `crewKnown`: the server's fact that the crew is registered. */
  | {
      type: 'IssueQueueTicket';
      data: { day: string; crewId: number; purpose: QueuePurpose; crewKnown: boolean; at: string };
    }
  | {
      type: 'CallNextInQueue';
      data: { day: string; purpose: QueuePurpose | null; counter: string; byName: string; at: string };
    }
  | { type: 'FinishQueueTicket'; data: { day: string; ticketNo: number; skipped: boolean; at: string } };

export interface QueueState {
  tickets: Array<{ ticketNo: number; crewId: number; purpose: QueuePurpose; status: TicketStatus }>;
}

export function evolveQueue(s: QueueState, e: QueueEvent): QueueState {
  const set = (no: number, status: TicketStatus) => ({
    tickets: s.tickets.map((t) => (t.ticketNo === no ? { ...t, status } : t)),
  });
  switch (e.type) {
    case 'QueueTicketIssued':
      return {
        tickets: [
          ...s.tickets,
          { ticketNo: e.data.ticketNo, crewId: e.data.crewId, purpose: e.data.purpose, status: 'WAITING' },
        ],
      };
    case 'QueueTicketCalled':
      return set(e.data.ticketNo, 'CALLED');
    case 'QueueTicketDone':
      return set(e.data.ticketNo, 'DONE');
    case 'QueueTicketSkipped':
      return set(e.data.ticketNo, 'SKIPPED');
    default:
      return assertNever(e);
  }
}

export function decideQueue(c: QueueCommand, s: QueueState): QueueEvent[] {
  switch (c.type) {
    case 'IssueQueueTicket': {
      const { day, crewId, purpose, at } = c.data;
      if (!c.data.crewKnown) throw ValidationError.field('crewId', 'Unknown crew');
      if (
        s.tickets.some(
          (t) => t.crewId === crewId && t.purpose === purpose && (t.status === 'WAITING' || t.status === 'CALLED'),
        )
      ) {
        throw ValidationError.field('crewId', `This crew is already in the queue for ${purpose}`);
      }
      // The numbering is the queue's own: the next number of the day.
      const ticketNo = Math.max(0, ...s.tickets.map((t) => t.ticketNo)) + 1;
      return [{ type: 'QueueTicketIssued', data: { day, ticketNo, crewId, purpose, at } }];
    }
    case 'CallNextInQueue': {
      const next = s.tickets.find(
        (t) => t.status === 'WAITING' && (c.data.purpose === null || t.purpose === c.data.purpose),
      );
      if (!next) throw new DomainError('CONFLICT', 'No one is waiting');
      return [
        {
          type: 'QueueTicketCalled',
          data: {
            day: c.data.day,
            ticketNo: next.ticketNo,
            counter: c.data.counter,
            byName: c.data.byName,
            at: c.data.at,
          },
        },
      ];
    }
    case 'FinishQueueTicket': {
      const t = s.tickets.find((x) => x.ticketNo === c.data.ticketNo);
      if (!t) throw new NotFoundError('Ticket not found');
      if (t.status !== 'CALLED' && !(c.data.skipped && t.status === 'WAITING'))
        throw new DomainError('CONFLICT', `Ticket ${t.ticketNo} is ${t.status.toLowerCase()}`);
      const data = { day: c.data.day, ticketNo: t.ticketNo, at: c.data.at };
      return [c.data.skipped ? { type: 'QueueTicketSkipped', data } : { type: 'QueueTicketDone', data }];
    }
    default:
      return assertNever(c);
  }
}

export const queueDecider: Decider<QueueCommand, QueueEvent, QueueState> = {
  streamType: queueStream.type,
  initialState: () => ({ tickets: [] }),
  evolve: evolveQueue,
  decide: decideQueue,
  // Every command decides on the whole queue (the next number, the next waiting): no field merge.
};
