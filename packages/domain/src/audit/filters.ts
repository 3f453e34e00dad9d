import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';

/**
 * Issue 27: what an auditor narrows the history log by. Shared by the server (its input) and the
 * screen. Free text arrives upper-cased (002 §5 normaliser): the server matches device, browser and
 * IP without case and finds the event type by name without case.
 */
const text = (what: string) => z.string().trim().max(100, `${what} is at most 100 characters`).optional();

export const ENTITY_KINDS = ['crew', 'vessel', 'staff', 'crew-change'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const ENTITY_LABELS: Record<EntityKind, string> = {
  crew: 'Crew',
  vessel: 'Vessel',
  staff: 'Staff',
  'crew-change': 'Crew change',
};

export const historyLogFilter = z.object({
  userId: z.number().int().positive().max(2_147_483_647).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  eventType: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,80}$/, 'Unknown event type')
    .optional(),
  device: text('Device'),
  browser: text('Browser'),
  ip: text('IP'),
});
export type HistoryLogFilter = z.infer<typeof historyLogFilter>;

export const DATE_FROM_AFTER_TO = 'Date From: should not be greater than Date To:';
