import { skipToken } from '@tanstack/react-query';
import { CREW_RECORD_FAMILIES, type CrewRecordFamilyKey, type RecordFamily } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { useKeyOptions, type Option } from './use-key-options';
import { showValue } from './record-display';

/** The family whose records a 'record' field points at (a checkup's P&I case), if any. */
function referenced(family: RecordFamily): CrewRecordFamilyKey | null {
  const target = Object.values(family.fields).find((f) => f.input === 'record')?.family;
  const entry = Object.entries(CREW_RECORD_FAMILIES).find(([, f]) => f.name === target);
  return (entry?.[0] as CrewRecordFamilyKey | undefined) ?? null;
}

/** Choices per field of a family: key lists for key fields, the crew's own records for record fields. */
export function useRecordOptions(family: RecordFamily, crewId: number): (field: string) => Option[] {
  const keyOptions = useKeyOptions();
  const target = referenced(family);
  const targetFamily = target ? CREW_RECORD_FAMILIES[target] : null;
  // Record lists of another family are read whole: a crew has a handful of P&I cases, loans, withdrawals.
  // The target is fixed per family, so the same hook runs on every render.
  const lists = trpc.crew.records as unknown as Record<CrewRecordFamilyKey, typeof trpc.crew.records.pandi>;
  const query = lists[target ?? 'pandi'].list.useQuery(target ? { crewId, perPage: 100 } : skipToken, { meta: { place: 'LOAD RECORDS' } });
  const records: Option[] = (query.data?.items ?? []).map((r) => ({
    value: String(r.id),
    // Its text fields in stored order, amounts and dates as lists show them (₱9,000.00, 15 JAN 2026).
    label: Object.entries(r.fields)
      .filter(([, v]) => typeof v === 'string')
      .slice(0, 3)
      .map(([k, v]) => (targetFamily?.fields[k] && ['money', 'date'].includes(targetFamily.fields[k].input) ? showValue(targetFamily.fields[k], v) : v))
      .join(' — '),
  }));
  return (field: string) => {
    const spec = family.fields[field];
    if (spec?.input === 'key') return keyOptions(spec.keys!);
    if (spec?.input === 'record') return records;
    return [];
  };
}
