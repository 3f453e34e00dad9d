import type { FieldErrors } from '../shared/errors.js';
import { BATCH_COMPANION_FIELDS, BATCH_EDITABLE_FIELDS, FIELD_LABELS, type DisembarkingValues, type EmbarkingValues, type Side } from './fields.js';

const has = (v: unknown) => v !== null && v !== undefined && v !== '';

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * 001 §5 on the embarking record as it would be after the edit. `writable` says which fields
 * the user may fill: a rule only asks for a field the user can write (the role-based variant).
 */
export function embarkingErrors(after: EmbarkingValues, writable: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  if (has(after.inn_id) && !has(after.check_in) && writable.has('check_in')) add(errors, 'check_in', 'Check-in is required when a hotel is chosen');
  if (has(after.check_out) && !has(after.inn_id) && !has(after.check_in)) add(errors, 'check_out', 'Choose a hotel or a check-in date first');
  if (has(after.check_in) && has(after.check_out) && String(after.check_out) < String(after.check_in)) add(errors, 'check_out', 'Check-out cannot be before check-in');
  for (const n of [1, 2] as const) {
    const date = after[`rapid_date${n}`];
    const lab = after[`lab${n}_id`];
    const result = after[`rapid_result${n}`];
    if (has(lab) && !has(date)) add(errors, `rapid_date${n}`, `The test ${n} date is required when a laboratory is chosen`);
    if (has(date) && !has(lab)) add(errors, `lab${n}_id`, `The test ${n} laboratory is required when a test date is set`);
    if (result === true && !has(lab) && !has(date)) add(errors, `rapid_result${n}`, `Set the test ${n} laboratory or date first`);
  }
  if (has(after.departure_manila) && has(after.embark_date) && String(after.embark_date) < String(after.departure_manila)) {
    add(errors, 'embark_date', 'The embark date cannot be before the departure from Manila');
  }
  return errors;
}

export function disembarkingErrors(after: DisembarkingValues): FieldErrors {
  const errors: FieldErrors = {};
  if (has(after.disembark_date) && has(after.arrive_manila) && String(after.arrive_manila) < String(after.disembark_date)) {
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
    add(errors, field, lead !== undefined ? `${label} goes with ${FIELD_LABELS[side][lead] ?? lead} in a batch edit` : `${label} cannot be changed in a batch edit`);
  }
  return errors;
}

/** Batch edits (001 §5): every ticked field needs a value; on embarking these three always do. */
export function batchErrors(side: 'embarking' | 'disembarking', changes: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = batchFieldErrors(side, changes);
  const required = side === 'embarking' ? ['departure_manila', 'embark_date', 'embark_port_id'] : Object.keys(changes);
  for (const f of required) if (f in changes && !has(changes[f])) add(errors, f, 'This field is required');
  if (side === 'embarking' && has(changes.inn_id) && 'check_in' in changes && !has(changes.check_in)) add(errors, 'check_in', 'Check-in is required when a hotel is chosen');
  return errors;
}
