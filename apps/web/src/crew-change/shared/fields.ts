import {
  BATCH_EDITABLE_FIELDS,
  CONFIRMABLE,
  FIELD_LABELS,
  formatDate,
  REFERENCE_FIELDS,
  type FieldInput,
  type FieldSpec as DomainFieldSpec,
  type Side,
} from '@crewing/domain';
import { keyName } from '../../key-lists/use-key-list';
import type { MasterKeys } from '../../shared/trpc';
import type { BoardEmbarking, BoardRow } from './api-types';

export type { Side };

/**
 * A crew change field with the record pattern's field kinds (`key` from a key list, `date`,
 * `textarea`, `flag`), so the board and the 201 file read a key the same way (issue 26).
 */
export interface FieldSpec extends Pick<DomainFieldSpec, 'label' | 'keys'> {
  name: string;
  input: Extract<FieldInput, 'key' | 'date' | 'textarea' | 'flag'>;
}

/** A side's fields in the editors' order, each with its kind; a key names the list REFERENCE_FIELDS gives it. */
const specs = (side: Side, fields: Record<string, FieldSpec['input']>): FieldSpec[] =>
  Object.entries(fields).map(([name, input]) => {
    const keys = input === 'key' ? (REFERENCE_FIELDS[side] as Record<string, string>)[name] : undefined;
    return { name, label: FIELD_LABELS[side][name] ?? name, input, ...(keys ? { keys } : {}) };
  });

/** The embarking record as the editors show it (001 §5 order). */
export const EMBARKING_SPECS: FieldSpec[] = specs('embarking', {
  inn_id: 'key',
  check_in: 'date',
  check_out: 'date',
  transfer_details: 'textarea',
  departure_manila: 'date',
  flight_details: 'textarea',
  embark_date: 'date',
  embark_port_id: 'key',
  remarks: 'textarea',
  rapid_date1: 'date',
  lab1_id: 'key',
  rapid_result1: 'flag',
  rapid_date2: 'date',
  lab2_id: 'key',
  rapid_result2: 'flag',
});

export const DISEMBARKING_SPECS: FieldSpec[] = specs('disembarking', {
  contract_reason_id: 'key',
  disembark_port_id: 'key',
  disembark_date: 'date',
  arrive_manila: 'date',
  flight_arrival: 'textarea',
  arrive_inn_id: 'key',
  hotel_remarks: 'textarea',
  transfer_arrival: 'textarea',
  remarks: 'textarea',
});

export const SPECS: Record<Side, FieldSpec[]> = { embarking: EMBARKING_SPECS, disembarking: DISEMBARKING_SPECS };

export function specOf(side: Side, name: string): FieldSpec | undefined {
  return SPECS[side].find((s) => s.name === name);
}

/** Fields the batch editors offer (001 §5, §6): the domain's list, which the server enforces. */
export const BATCH_FIELDS: Record<Side, readonly string[]> = BATCH_EDITABLE_FIELDS;

export function isConfirmable(side: Side, field: string): boolean {
  return (CONFIRMABLE[side] as readonly string[]).includes(field);
}

export type Values = Record<string, unknown>;

/** The embarking being worked on: the newest one not cancelled (as the server decides). */
export function activeEmbarking(row: BoardRow): BoardEmbarking | undefined {
  return [...row.embarkings].reverse().find((e) => e.cancelled === null);
}

/** Values and confirmations of one side of a crew change, or null when that side has no record. */
export function sideRecord(
  row: BoardRow,
  side: Side,
): { values: Values; confirmed: BoardEmbarking['confirmed'] } | null {
  if (side === 'disembarking') return row.disembarking;
  return activeEmbarking(row) ?? null;
}

/** How a stored value reads on the board and in the history (dates DD MMM YYYY, ids as names). */
export function showValue(spec: FieldSpec | undefined, value: unknown, keys: MasterKeys | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!spec) return String(value);
  switch (spec.input) {
    case 'date':
      return formatDate(String(value)).toUpperCase();
    case 'key':
      return keyName(keys, spec.keys!, value);
    case 'flag':
      return value === true ? 'POSITIVE' : 'NEGATIVE';
    default:
      return String(value);
  }
}
