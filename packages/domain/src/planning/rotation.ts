import dayjs from 'dayjs';
import { dueDate } from './contracts.js';

/** 002 §7 planned rotations: the vacation between two contracts when nothing else is known. */
export const DEFAULT_VACATION_MONTHS = 2;

export interface RotationSegment {
  kind: 'CONTRACT' | 'VACATION';
  from: string;
  to: string;
  vesselName: string | null;
  /** A segment already under way or recorded (true), or projected from the durations (false). */
  actual: boolean;
}

/**
 * A crew's rotation ahead: his current contract (embark + months) or his standby time until his
 * availability date (or a planned embark), then alternating vacations and contracts of the same
 * length until `horizon`. The projected ones are the planners' assumption, marked so.
 */
export function buildRotation(input: {
  today: string;
  horizon: string;
  months: number;
  vacationMonths?: number;
  onboard: { vesselName: string; embarkDate: string } | null;
  /** A crew change that lines him up as reliever, with its embark date if set. */
  planned: { vesselName: string; embarkDate: string | null } | null;
  availabilityDate: string | null;
}): RotationSegment[] {
  const vacation = input.vacationMonths ?? DEFAULT_VACATION_MONTHS;
  const out: RotationSegment[] = [];
  let cursor: string;
  let vessel: string | null;
  if (input.onboard) {
    const end = dueDate(input.onboard.embarkDate, input.months);
    out.push({
      kind: 'CONTRACT',
      from: input.onboard.embarkDate,
      to: end,
      vesselName: input.onboard.vesselName,
      actual: true,
    });
    cursor = end;
    vessel = input.onboard.vesselName;
  } else {
    const start =
      input.planned?.embarkDate ??
      (input.availabilityDate && input.availabilityDate > input.today ? input.availabilityDate : input.today);
    if (start > input.today)
      out.push({ kind: 'VACATION', from: input.today, to: start, vesselName: null, actual: true });
    const end = dueDate(start, input.months);
    out.push({
      kind: 'CONTRACT',
      from: start,
      to: end,
      vesselName: input.planned?.vesselName ?? null,
      actual: input.planned?.embarkDate != null,
    });
    cursor = end;
    vessel = input.planned?.vesselName ?? null;
  }
  for (let guard = 0; cursor < input.horizon && guard < 20; guard++) {
    const back = dayjs(cursor).add(vacation, 'month').format('YYYY-MM-DD');
    out.push({ kind: 'VACATION', from: cursor, to: back, vesselName: null, actual: false });
    if (back >= input.horizon) break;
    const end = dueDate(back, input.months);
    out.push({ kind: 'CONTRACT', from: back, to: end, vesselName: vessel, actual: false });
    cursor = end;
  }
  return out;
}
