import type { Decider } from '../decider.js';
import { assertNever, NotFoundError, ValidationError } from '../shared/errors.js';
import { formatDate } from '../shared/calendar.js';
import { streamType } from '../shared/streams.js';
import type { HolidayFields, HolidayKind } from './schemas.js';

/**
 * One stream per year (`holiday-year-2026`), not one per date: the year's list is what a due date
 * is counted against and what the settings screen shows, a duplicate date is refused by the one
 * decider that holds the whole year, and a year stays a few dozen events long.
 */
export const holidayYearStream = streamType('holiday-year');
export const yearOfDate = (date: string): number => Number(date.slice(0, 4));

export type HolidayEvent =
  | { type: 'HolidayDeclared'; data: HolidayFields }
  | { type: 'HolidayChanged'; data: { date: string; changes: { name?: string; kind?: HolidayKind } } }
  | { type: 'HolidayWithdrawn'; data: { date: string } };

export type HolidayCommand =
  | { type: 'DeclareHoliday'; data: HolidayFields }
  | { type: 'ChangeHoliday'; data: { date: string; changes: { name?: string; kind?: HolidayKind } } }
  | { type: 'WithdrawHoliday'; data: { date: string } };

/** The year's holidays by date ('YYYY-MM-DD'). */
export interface HolidayYearState {
  holidays: Record<string, { name: string; kind: HolidayKind }>;
}

export const DUPLICATE_HOLIDAY = (date: string) => `${formatDate(date)} is already a holiday: edit that one instead`;
export const UNKNOWN_HOLIDAY = 'This holiday is not on the list';

export function evolveHolidayYear(s: HolidayYearState, e: HolidayEvent): HolidayYearState {
  switch (e.type) {
    case 'HolidayDeclared':
      return { holidays: { ...s.holidays, [e.data.date]: { name: e.data.name, kind: e.data.kind } } };
    case 'HolidayChanged': {
      const was = s.holidays[e.data.date];
      return was ? { holidays: { ...s.holidays, [e.data.date]: { ...was, ...e.data.changes } } } : s;
    }
    case 'HolidayWithdrawn': {
      const { [e.data.date]: _gone, ...rest } = s.holidays;
      return { holidays: rest };
    }
    default:
      return assertNever(e);
  }
}

export function decideHolidayYear(c: HolidayCommand, s: HolidayYearState): HolidayEvent[] {
  switch (c.type) {
    case 'DeclareHoliday':
      if (s.holidays[c.data.date]) throw ValidationError.field('date', DUPLICATE_HOLIDAY(c.data.date));
      return [{ type: 'HolidayDeclared', data: c.data }];
    case 'ChangeHoliday': {
      const was = s.holidays[c.data.date];
      if (!was) throw new NotFoundError(UNKNOWN_HOLIDAY);
      const { name, kind } = c.data.changes;
      const changes = {
        ...(name !== undefined && name !== was.name ? { name } : {}),
        ...(kind !== undefined && kind !== was.kind ? { kind } : {}),
      };
      if (Object.keys(changes).length === 0) throw new ValidationError({}, 'Nothing changed');
      return [{ type: 'HolidayChanged', data: { date: c.data.date, changes } }];
    }
    case 'WithdrawHoliday':
      if (!s.holidays[c.data.date]) throw new NotFoundError(UNKNOWN_HOLIDAY);
      return [{ type: 'HolidayWithdrawn', data: { date: c.data.date } }];
    default:
      return assertNever(c);
  }
}

export const holidayYearDecider: Decider<HolidayCommand, HolidayEvent, HolidayYearState> = {
  streamType: holidayYearStream.type,
  initialState: () => ({ holidays: {} }),
  evolve: evolveHolidayYear,
  decide: decideHolidayYear,
  // A short settings list kept by a few people: a concurrent edit is decided again on the new state
  // (a date declared twice is refused there), not merged field by field.
};
