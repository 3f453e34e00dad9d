import {
  formatDate,
  formatMoney,
  formatPeso,
  parseRecordFieldKey,
  toCentavos,
  type Attachment,
  type FieldSpec,
  type RecordFamily,
} from '@crewing/domain';
import type { Option } from '../key-lists/use-key-list';

/** Columns a family's list adds from values no single record holds (002 §4 P&I total days). */
export const DERIVED_LABELS: Record<string, string> = {
  totalDays: 'Total Days',
  // Issue 15: a cash loan's position, worked out from its payments.
  paid: 'Paid',
  balance: 'Balance',
  instalment: 'Monthly',
  monthsLeft: 'Months Left',
};

/** A value as lists and histories show it: a key's name, a date as DD MMM YYYY, YES/NO, file names. */
export function showValue(
  spec: FieldSpec | undefined,
  value: unknown,
  label?: string,
  options?: Option[],
  record?: Readonly<Record<string, unknown>>,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (label) return label;
  if (!spec) return typeof value === 'string' ? value : JSON.stringify(value);
  switch (spec.input) {
    case 'date':
      return formatDate(value as string).toUpperCase();
    case 'number':
      // Amounts and tonnages read with thousands separators (9,500); years and small counts (max under 10,000) as typed.
      return typeof value === 'number' && (spec.max ?? 0) >= 10_000 ? value.toLocaleString('en-US') : String(value);
    case 'money': {
      // 002 §9 currency formatting (PHP), from the exact stored text; a contract's amount in its own currency.
      const c = typeof value === 'string' ? toCentavos(value) : null;
      const currency = spec.currency ? record?.[spec.currency] : undefined;
      if (c === null) return String(value);
      if (typeof currency === 'string') return formatMoney(c, currency);
      // An amount in its record's currency read without the record (a field's edit history): no sign, never a wrong one.
      return spec.currency ? formatPeso(c).replace('₱', '') : formatPeso(c);
    }
    case 'flag':
      return value === true ? 'YES' : 'NO';
    case 'files':
      return (
        (value as Attachment[]).map((a) => (a.category ? `${a.fileName} (${a.category})` : a.fileName)).join(', ') ||
        '—'
      );
    case 'choice':
      return spec.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'key':
    case 'record':
      // The server's history already reads keys as names.
      if (typeof value === 'string') return value;
      return options?.find((o) => o.value === String(value))?.label ?? `#${String(value)}`;
    default:
      return String(value);
  }
}

/** 'family:12.lastName' -> 'Family Member #12 — Last Name'. */
export function historyLabel(family: RecordFamily, key: string): string {
  const k = parseRecordFieldKey(key);
  if (!k) return key;
  return `${family.singular} #${k.recordId} — ${family.fields[k.field]?.label ?? k.field}`;
}
