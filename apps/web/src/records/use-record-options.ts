import { skipToken } from '@tanstack/react-query';
import type { RecordFamily } from '@crewing/domain';
import type { OwnerInput, RecordsApi } from './records-api';
import type { Option } from '../key-lists/use-key-list';
import { showValue } from './record-display';

/** The owner's family whose records a 'record' field points at (a checkup's P&I case), if any. */
function referenced<K extends string>(families: Readonly<Record<K, RecordFamily>>, family: RecordFamily): K | null {
  const target = Object.values(family.fields).find((f) => f.input === 'record')?.family;
  if (!target) return null;
  return (Object.keys(families) as K[]).find((k) => families[k].name === target) ?? null;
}

/**
 * Choices per field of a family: the key lists (`keyOptions`, the lists the owner's forms offer) for
 * key fields, the owner's own records of the referenced family for record fields.
 */
export function useRecordOptions<K extends string, O extends OwnerInput>(
  records: Pick<RecordsApi<K, O>, 'families' | 'family' | 'input'>,
  family: RecordFamily,
  ownerId: number,
  keyOptions: (list: string) => Option[],
): (field: string) => Option[] {
  const target = referenced(records.families, family);
  const targetFamily = target ? records.families[target] : null;
  // Record lists of another family are read whole: a crew has a handful of P&I cases, loans, withdrawals.
  // The target is fixed per family, and every family's list is the same hook, so the same hook runs on every render.
  const lists = records.family(target ?? (Object.keys(records.families)[0] as K)).list;
  const query = lists.useQuery(target ? { ...records.input(ownerId), perPage: 100 } : skipToken, {
    meta: { place: 'LOAD RECORDS' },
  });
  const items = query.data?.items ?? [];
  const options: Option[] = items.map((r) => ({
    value: String(r.id),
    // Its text fields in stored order, amounts and dates as lists show them (₱9,000.00, 15 JAN 2026).
    label: Object.entries(r.fields)
      .filter(([, v]) => typeof v === 'string')
      .slice(0, 3)
      .map(([k, v]) =>
        targetFamily?.fields[k] && ['money', 'date'].includes(targetFamily.fields[k].input)
          ? showValue(targetFamily.fields[k], v)
          : v,
      )
      .join(' — '),
  }));
  return (field: string) => {
    const spec = family.fields[field];
    if (spec?.input === 'key') return keyOptions(spec.keys!);
    if (spec?.input === 'record') return options;
    return [];
  };
}
