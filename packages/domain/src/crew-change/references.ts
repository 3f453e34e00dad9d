import type { FieldErrors } from '../shared/errors.js';
import type { MasterDataKind } from '../master-data/schemas.js';
import type { Side } from './fields.js';
import { keyList } from '../key-lists/lists.js';
import type { KeyFact } from '../key-lists/inactive.js';

/** The master records a crew change names by id (001 §3.2, §3.4), by field. */
export const REFERENCE_FIELDS = {
  embarking: { inn_id: 'inn', embark_port_id: 'port', lab1_id: 'laboratory', lab2_id: 'laboratory' },
  disembarking: { contract_reason_id: 'contract-reason', disembark_port_id: 'port', arrive_inn_id: 'inn' },
} as const satisfies Record<Side, Record<string, ReferenceKind>>;

/** The key lists a crew change refers to (the simple key lists are the 201 file's). */
type ReferenceKind = Extract<
  MasterDataKind,
  'fleet' | 'vessel' | 'rank' | 'port' | 'inn' | 'laboratory' | 'contract-reason'
>;

/** "Unknown hotel": each list's label, as its declaration names one entry. */
export const UNKNOWN_REFERENCE = Object.fromEntries(
  (['fleet', 'vessel', 'rank', 'port', 'inn', 'laboratory', 'contract-reason'] as const).map((k) => [
    k,
    `Unknown ${keyList(k).label}`,
  ]),
) as Record<ReferenceKind, string>;

/**
 * A fact the server gathers from master data for a command: for each field naming a record, does
 * that record exist, and is it still offered ('inactive': deactivated or deleted in the settings,
 * issue 10). A field the server said nothing about counts as unknown.
 */
export type Known = Partial<Record<string, KeyFact>>;

/** The words for a record that exists but is no longer offered ("This port is no longer active"). */
export const inactiveReference = (kind: ReferenceKind) => `This ${keyList(kind).label} is no longer active`;

/** The referenced records a set of changes names: the server looks these up. */
export function referencesOf(
  side: Side,
  changes: Record<string, unknown>,
): Array<{ field: string; kind: ReferenceKind; id: number }> {
  const fields: Record<string, ReferenceKind> = REFERENCE_FIELDS[side];
  const out: Array<{ field: string; kind: ReferenceKind; id: number }> = [];
  for (const [field, kind] of Object.entries(fields)) {
    const id = changes[field];
    if (typeof id === 'number') out.push({ field, kind, id });
  }
  return out;
}

/**
 * A field error for each referenced record the server did not find ("Unknown hotel") or that is no
 * longer active. Only the changes are checked: a crew change keeps showing a port deactivated since.
 */
export function unknownReferenceErrors(
  side: Side,
  changes: Record<string, unknown>,
  known: Known | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, kind } of referencesOf(side, changes)) {
    const k = known?.[field];
    if (k === 'inactive') errors[field] = [inactiveReference(kind)];
    else if (k !== true) errors[field] = [UNKNOWN_REFERENCE[kind]];
  }
  return errors;
}
