import { z } from 'zod';
import { calendarDate } from '../shared/calendar.js';
import { commandId, recordId } from '../shared/ids.js';
import { contractMonths } from './contracts.js';
import { DASHBOARD_LISTS } from './dashboard.js';
import { QUEUE_PURPOSES } from './queue.js';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the month format YYYY-MM');

/** Inputs of the planning, dashboard and queue procedures (issue 16), shared by server and web forms. */
export const vesselPlanInput = z.object({ vesselId: recordId });
export const fleetScopeInput = z.object({ fleetId: recordId.optional() });
export const monthlyPlanInput = z.object({
  fleetId: recordId.optional(),
  from: month.optional(),
  months: z.number().int().min(1).max(12).default(6),
});
export const rotationPlanInput = z.object({ vesselId: recordId, months: z.number().int().min(3).max(36).default(18) });
export const lineUpInput = z.object({
  rankId: recordId,
  embarkDate: calendarDate,
  months: contractMonths,
  /** The crew change being filled: its own relievers are not "lined up elsewhere". */
  crewChangeId: recordId.optional(),
  /** The vessel the line-up is for: the fleet rule applies to it. */
  vesselId: recordId.optional(),
});
export const setContractDurationInput = z.object({ crewId: recordId, months: contractMonths, commandId });
export const dashboardListInput = z.object({
  fleetId: recordId.optional(),
  list: z.enum(DASHBOARD_LISTS),
  scope: z.enum(['onboard', 'standby', 'total']),
  group: z.enum(['PCC', 'BULK']).optional(),
  rankId: recordId.optional(),
  vesselId: recordId.optional(),
});
export const queueDayInput = z.object({ day: calendarDate.optional() });
export const issueTicketInput = z.object({
  crewId: recordId,
  purpose: z.enum(QUEUE_PURPOSES, { error: 'Choose a purpose' }),
  commandId,
});
export const callNextInput = z.object({
  purpose: z.enum(QUEUE_PURPOSES).nullable().default(null),
  counter: z.string().trim().min(1, 'This field is required').max(20),
  commandId,
});
export const finishTicketInput = z.object({
  ticketNo: z.number().int().positive().max(100_000),
  skipped: z.boolean().default(false),
  commandId,
});
export const pastBoardInput = z
  .object({ fleetId: recordId.optional(), vesselId: recordId.optional(), date: calendarDate })
  .refine((v) => v.fleetId !== undefined || v.vesselId !== undefined, {
    message: 'Choose a fleet or a vessel',
    path: ['fleetId'],
  });
