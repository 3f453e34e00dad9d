import { z } from 'zod';
import { calendarDateWithin } from '../shared/calendar.js';
import { commandId } from '../shared/ids.js';

/**
 * Philippine non-working holidays (issue 31 §2: OWMS due dates are counted in working days).
 * The kinds of Proclamations: a regular holiday and a special (non-working) day. Codes travel
 * upper-case like every other code the 002 §5 normaliser meets (ONBOARD, PCC), so no field needs
 * to be kept from upper-casing.
 */
export const HOLIDAY_KINDS = ['REGULAR', 'SPECIAL'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  REGULAR: 'Regular holiday',
  SPECIAL: 'Special non-working day',
};

/** The years a holiday list is kept for: the agency's working years, not the whole calendar. */
export const HOLIDAY_YEARS = { from: 2000, to: 2100 } as const;

export const holidayDate = calendarDateWithin(HOLIDAY_YEARS.from, HOLIDAY_YEARS.to);
export const holidayYear = z
  .number()
  .int()
  .min(HOLIDAY_YEARS.from, `Enter a year from ${HOLIDAY_YEARS.from} to ${HOLIDAY_YEARS.to}`)
  .max(HOLIDAY_YEARS.to, `Enter a year from ${HOLIDAY_YEARS.from} to ${HOLIDAY_YEARS.to}`);
const holidayName = z.string().trim().min(1, 'This field is required').max(120, 'At most 120 characters');
const holidayKind = z.enum(HOLIDAY_KINDS, { error: 'Choose regular holiday or special non-working day' });

/** What the settings screen's Add form sends. */
export const holidayFields = z.object({ date: holidayDate, name: holidayName, kind: holidayKind });
export type HolidayFields = z.infer<typeof holidayFields>;

export const declareHolidayInput = holidayFields.extend({ commandId });
/** Edit: the date stays (a moved holiday is withdrawn and declared on its new date). */
export const changeHolidayInput = z.object({
  date: holidayDate,
  changes: holidayFields.pick({ name: true, kind: true }).partial(),
  commandId,
});
export const withdrawHolidayInput = z.object({ date: holidayDate, commandId });
export const listHolidaysInput = z.object({ year: holidayYear });
