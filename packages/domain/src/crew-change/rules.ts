import type { FieldErrors } from '../shared/errors.js';
import {
  BATCH_COMPANION_FIELDS,
  BATCH_EDITABLE_FIELDS,
  FIELD_LABELS,
  type DisembarkingValues,
  type EmbarkingValues,
  type Side,
} from './fields.js';

const has = (v: unknown) => v !== null && v !== undefined && v !== '';

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export const CHECK_IN_REQUIRED = 'Check-in is required when a hotel is set';
export const CHECK_IN_MISSING = 'A hotel is set without a check-in: enter it when it is known';

/**
 * 001 §5 on the embarking record as it would be after the edit. `writable` says which fields
 * the user may fill: a rule only asks for a field the user can write (the role-based variant).
 * `changed`: the fields this edit changes. A rule is checked only when the edit touches one of
 * its fields, so a gap another user left (a hotel the AIB set without a check-in) never blocks an
 * unrelated save: the editor shows it as a warning instead (`embarkingWarnings`).
 */
export function embarkingErrors(
  after: EmbarkingValues,
  writable: ReadonlySet<string>,
  changed?: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  const touches = (...fields: string[]) => changed === undefined || fields.some((f) => changed.has(f));
  const rule = (fields: string[], broken: boolean, field: string, message: string) => {
    if (broken && touches(...fields)) add(errors, field, message);
  };
  rule(
    ['inn_id', 'check_in'],
    has(after.inn_id) && !has(after.check_in) && writable.has('check_in'),
    'check_in',
    CHECK_IN_REQUIRED,
  );
  rule(
    ['check_out', 'inn_id', 'check_in'],
    has(after.check_out) && !has(after.inn_id) && !has(after.check_in),
    'check_out',
    'Choose a hotel or a check-in date first',
  );
  rule(
    ['check_out', 'check_in'],
    has(after.check_in) && has(after.check_out) && String(after.check_out) < String(after.check_in),
    'check_out',
    'Check-out cannot be before check-in',
  );
  for (const n of [1, 2] as const) {
    const date = after[`rapid_date${n}`];
    const lab = after[`lab${n}_id`];
    const result = after[`rapid_result${n}`];
    const test = [`rapid_date${n}`, `lab${n}_id`, `rapid_result${n}`];
    rule(test, has(lab) && !has(date), `rapid_date${n}`, `The test ${n} date is required when a laboratory is chosen`);
    rule(test, has(date) && !has(lab), `lab${n}_id`, `The test ${n} laboratory is required when a test date is set`);
    rule(
      test,
      result === true && !has(lab) && !has(date),
      `rapid_result${n}`,
      `Set the test ${n} laboratory or date first`,
    );
  }
  const travel = ['departure_manila', 'embark_date'];
  const early =
    has(after.departure_manila) && has(after.embark_date) && String(after.embark_date) < String(after.departure_manila);
  rule(travel, early, 'embark_date', 'The embark date cannot be before the departure from Manila');
  return errors;
}

/** What the editor points out without refusing the save: a hotel without a check-in, to whoever enters check-ins. */
export function embarkingWarnings(after: EmbarkingValues, writable: ReadonlySet<string>): FieldErrors {
  const warnings: FieldErrors = {};
  if (has(after.inn_id) && !has(after.check_in) && writable.has('check_in'))
    add(warnings, 'check_in', CHECK_IN_MISSING);
  return warnings;
}

export function disembarkingErrors(after: DisembarkingValues): FieldErrors {
  const errors: FieldErrors = {};
  if (
    has(after.disembark_date) &&
    has(after.arrive_manila) &&
    String(after.arrive_manila) < String(after.disembark_date)
  ) {
    add(errors, 'arrive_manila', 'The Manila arrival cannot be before the disembark date');
  }
  return errors;
}

/**
 * A batch edit changes only the fields the batch editors offer (001 §4, §6); the hotel remarks
 * of a disembarking batch go only with the hotel (001 §5).
 */
export function batchFieldErrors(side: Side, changes: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const offered: readonly string[] = BATCH_EDITABLE_FIELDS[side];
  for (const field of Object.keys(changes)) {
    if (changes[field] === undefined || offered.includes(field)) continue;
    const lead = BATCH_COMPANION_FIELDS[side][field];
    if (lead !== undefined && lead in changes) continue;
    const label = FIELD_LABELS[side][field] ?? field;
    add(
      errors,
      field,
      lead !== undefined
        ? `${label} goes with ${FIELD_LABELS[side][lead] ?? lead} in a batch edit`
        : `${label} cannot be changed in a batch edit`,
    );
  }
  return errors;
}

/**
 * Batch edits (001 §5): every ticked field needs a value; on embarking these three always do.
 * "Check-in is required when a hotel is set": a batch that sets a hotel gives each crew a check-in,
 * ticked in the same batch or already on his record (`after`, the record after the edit, when the
 * decider checks one crew change). The message goes under the check-in when it is ticked, else
 * under the hotel (an AIB batch has no check-in field).
 */
export function batchErrors(
  side: 'embarking' | 'disembarking',
  changes: Record<string, unknown>,
  after?: Record<string, unknown>,
): FieldErrors {
  const errors: FieldErrors = batchFieldErrors(side, changes);
  const required = side === 'embarking' ? ['departure_manila', 'embark_date', 'embark_port_id'] : Object.keys(changes);
  for (const f of required) if (f in changes && !has(changes[f])) add(errors, f, 'This field is required');
  if (side === 'embarking' && has(changes.inn_id)) {
    const checkIn = 'check_in' in changes ? changes.check_in : after?.check_in;
    if (!has(checkIn) && ('check_in' in changes || after !== undefined)) {
      add(
        errors,
        'check_in' in changes ? 'check_in' : 'inn_id',
        'check_in' in changes ? CHECK_IN_REQUIRED : `${CHECK_IN_REQUIRED}: tick CHECK IN, or choose crews who have one`,
      );
    }
  }
  return errors;
}
