import { useCallback } from 'react';
import { useKeyOptions, type Option } from '../records/use-key-options';
import { useMasterKeys } from '../shared/use-master-keys';

/**
 * Choices of the key lists issue 10's forms name, from the keys loaded once (002 §4): the fixed
 * vessel and rank types, the user lists (crewing officers, documentation staff, signatories), then
 * every other list as the record pattern reads it. Inactive entries are not offered.
 */
export function useMasterOptions(): (list: string) => Option[] {
  const keys = useMasterKeys().data;
  const others = useKeyOptions();
  return useCallback(
    (list: string): Option[] => {
      if (!keys) return [];
      const named = (xs: ReadonlyArray<{ id: number; name: string }>) =>
        xs.map((x) => ({ value: String(x.id), label: x.name }));
      if (list === 'vessel-type') return named(keys.vesselTypes);
      if (list === 'rank-type') return named(keys.rankTypes);
      if (list in keys.userLists) return named(keys.userLists[list] ?? []);
      return others(list);
    },
    [keys, others],
  );
}

/** A key's name for display, also for an entry no longer offered (inactive or deleted: 'retired'). */
export function useKeyName(): (list: string, id: unknown) => string | null {
  const keys = useMasterKeys().data;
  const options = useMasterOptions();
  return useCallback(
    (list: string, id: unknown) => {
      if (id === null || id === undefined || id === '') return null;
      const found = options(list).find((o) => o.value === String(id));
      if (found) return found.label;
      const retired = keys?.retired as Record<string, unknown> | undefined;
      const byList: Record<string, string> = {
        port: 'ports',
        inn: 'inns',
        laboratory: 'laboratories',
        vessel: 'vessels',
        rank: 'ranks',
        fleet: 'fleets',
      };
      const pool = (
        byList[list] ? retired?.[byList[list]] : (retired?.keyLists as Record<string, unknown> | undefined)?.[list]
      ) as Array<{ id: number; name: string }> | undefined;
      return pool?.find((x) => x.id === Number(id))?.name ?? null;
    },
    [keys, options],
  );
}
