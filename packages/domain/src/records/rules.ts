import { toCentavos } from '../finance/money.js';
import { errorIf, type Collection, type Fields, type RecordRule } from './family.js';

/**
 * The rule builders a family declares its rules with (CONVENTIONS: the pattern carries no business
 * rule, each family states its own): each returns a rule, `all` joins them; no owner writes the
 * comparisons again.
 */

/** `later` before `earlier` is an error under `later`: dates ('2026-01-01') or years, compared alike. */
export function inOrder(r: Fields, earlier: string, later: string, message: string): Record<string, string> {
  const a = r[earlier];
  const b = r[later];
  const comparable =
    (typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number');
  return errorIf(comparable && (b as string | number) < (a as string | number), later, message);
}

/**
 * Another record of the family holds the same values in `fields` (one permanent address, one next
 * of kin). A record with one of them empty takes nothing, unless `empty` counts empty as a value.
 */
export const taken = (others: Collection, r: Fields, fields: readonly string[], empty = false) =>
  (empty || fields.every((f) => r[f] != null)) &&
  Object.values(others).some((o) => fields.every((f) => (o[f] ?? null) === (r[f] ?? null)));

/** A record's amount in centavos (finance/money.ts), 0 when absent or not money. */
export const centavosOf = (v: unknown) => (typeof v === 'string' ? (toCentavos(v) ?? 0) : 0);

export const rule = {
  /** Every rule's errors, the later ones winning on the same field. */
  all:
    (...rules: RecordRule[]): RecordRule =>
    (r, ctx) =>
      Object.assign({}, ...rules.map((x) => x(r, ctx))) as Record<string, string>,
  /** `later` may not come before `earlier` (dates or years). */
  inOrder:
    (earlier: string, later: string, message: string): RecordRule =>
    (r) =>
      inOrder(r, earlier, later, message),
  /** No other record of the family holds the same values in `fields`; the error goes under `on` or the last one. */
  unique:
    (fields: string | readonly string[], message: string, o: { empty?: boolean; on?: string } = {}): RecordRule =>
    (r, { others }) => {
      const list = typeof fields === 'string' ? [fields] : fields;
      return errorIf(taken(others, r, list, o.empty), o.on ?? list[list.length - 1]!, message);
    },
  /** "Either the list's value or the free-text fallback": the legacy's other_* fields (002 §3). */
  oneOf:
    (key: string, other: string, message: string): RecordRule =>
    (r) =>
      errorIf(r[key] == null && r[other] == null, key, message),
  /** `field` is needed once `when` holds of the record (an approved loan's approved date). */
  needs:
    (field: string, when: (r: Fields) => boolean, message: string): RecordRule =>
    (r) =>
      errorIf(when(r) && r[field] == null, field, message),
  /** A money field above zero. */
  positive:
    (field: string, message = 'The amount must be more than zero'): RecordRule =>
    (r) =>
      errorIf(centavosOf(r[field]) <= 0, field, message),
  /** A free rule, for what the builders above do not say. */
  when:
    (test: (r: Fields, ctx: Parameters<RecordRule>[1]) => boolean, field: string, message: string): RecordRule =>
    (r, ctx) =>
      errorIf(test(r, ctx), field, message),
};

/** A list's order: newest first on a date, or a field ascending. */
export const order = {
  newest: (field: string) => ({ field, direction: 'desc' as const }),
  ascending: (field: string) => ({ field, direction: 'asc' as const }),
};

/** Choices whose label is the value itself ('FOR APPROVAL', 'APPROVED'...). */
export const choices = (...values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Choices from value to label, in the order written (`{ OPEN: 'Open', CLOSED: 'Closed' }`); never numeric keys. */
export const labelled = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
