import { BATCH_EDITABLE_FIELDS, CONFIRMABLE, FIELD_LABELS, formatDate, type Side } from '@crewing/domain';
import type { MasterKeys } from '../../shared/trpc';
import type { BoardEmbarking, BoardRow } from './api-types';

export type { Side };

export type FieldKind = 'select' | 'date' | 'text' | 'bool';
export type KeyList = 'inns' | 'ports' | 'laboratories' | 'contractReasons';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  keys?: KeyList;
}

const spec = (side: Side, name: string, kind: FieldKind, keys?: KeyList): FieldSpec => ({
  name,
  label: FIELD_LABELS[side][name] ?? name,
  kind,
  ...(keys ? { keys } : {}),
});

/** The embarking record as the editors show it (001 §5 order). */
export const EMBARKING_SPECS: FieldSpec[] = [
  spec('embarking', 'inn_id', 'select', 'inns'),
  spec('embarking', 'check_in', 'date'),
  spec('embarking', 'check_out', 'date'),
  spec('embarking', 'transfer_details', 'text'),
  spec('embarking', 'departure_manila', 'date'),
  spec('embarking', 'flight_details', 'text'),
  spec('embarking', 'embark_date', 'date'),
  spec('embarking', 'embark_port_id', 'select', 'ports'),
  spec('embarking', 'remarks', 'text'),
  spec('embarking', 'rapid_date1', 'date'),
  spec('embarking', 'lab1_id', 'select', 'laboratories'),
  spec('embarking', 'rapid_result1', 'bool'),
  spec('embarking', 'rapid_date2', 'date'),
  spec('embarking', 'lab2_id', 'select', 'laboratories'),
  spec('embarking', 'rapid_result2', 'bool'),
];

export const DISEMBARKING_SPECS: FieldSpec[] = [
  spec('disembarking', 'contract_reason_id', 'select', 'contractReasons'),
  spec('disembarking', 'disembark_port_id', 'select', 'ports'),
  spec('disembarking', 'disembark_date', 'date'),
  spec('disembarking', 'arrive_manila', 'date'),
  spec('disembarking', 'flight_arrival', 'text'),
  spec('disembarking', 'arrive_inn_id', 'select', 'inns'),
  spec('disembarking', 'hotel_remarks', 'text'),
  spec('disembarking', 'transfer_arrival', 'text'),
  spec('disembarking', 'remarks', 'text'),
];

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

type Named = { id: number; name: string; code?: string | null };

export function keyName(keys: MasterKeys | undefined, list: KeyList, id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  const items = (keys?.[list] ?? []) as Named[];
  // An inactive or deleted entry is no longer offered, but the crew changes that use it still show its name (issue 10).
  const item =
    items.find((k) => k.id === Number(id)) ?? ((keys?.retired[list] ?? []) as Named[]).find((k) => k.id === Number(id));
  if (!item) return `#${String(id)}`;
  return list === 'contractReasons' && item.code ? `${item.code} - ${item.name}` : item.name;
}

/** The choices of a key list; a record's current value no longer offered (inactive, issue 10) stays shown, marked. */
export function keyOptions(
  keys: MasterKeys | undefined,
  list: KeyList,
  current?: unknown,
): Array<{ value: string; label: string }> {
  const options = ((keys?.[list] ?? []) as Named[]).map((k) => ({
    value: String(k.id),
    label: keyName(keys, list, k.id),
  }));
  const kept = typeof current === 'string' || typeof current === 'number' ? String(current) : '';
  if (kept === '' || !keys || options.some((o) => o.value === kept)) return options;
  return [...options, { value: kept, label: `${keyName(keys, list, kept)} (INACTIVE)` }];
}

/** How a stored value reads on the board and in the history (dates DD MMM YYYY, ids as names). */
export function showValue(spec: FieldSpec | undefined, value: unknown, keys: MasterKeys | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!spec) return String(value);
  switch (spec.kind) {
    case 'date':
      return formatDate(String(value)).toUpperCase();
    case 'select':
      return keyName(keys, spec.keys!, value);
    case 'bool':
      return value === true ? 'POSITIVE' : 'NEGATIVE';
    default:
      return String(value);
  }
}
