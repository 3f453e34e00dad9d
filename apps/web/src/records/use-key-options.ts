import { useCallback } from 'react';
import { useMasterKeys } from '../shared/use-master-keys';

export type Option = { value: string; label: string };

/** A key list's choices by its name ('rank', 'vessel', 'relationship'...), from the keys loaded once (002 §4). */
export function useKeyOptions(): (list: string) => Option[] {
  const keys = useMasterKeys().data;
  return useCallback(
    (list: string): Option[] => {
      if (!keys) return [];
      const named = (xs: ReadonlyArray<{ id: number; name: string }>) =>
        xs.map((x) => ({ value: String(x.id), label: x.name }));
      switch (list) {
        case 'rank':
          return keys.ranks.map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` }));
        case 'contract-reason':
          return keys.contractReasons.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` }));
        case 'vessel':
          return named(keys.vessels);
        case 'port':
          return named(keys.ports);
        case 'fleet':
          return named(keys.fleets);
        case 'inn':
          return named(keys.inns);
        case 'laboratory':
          return named(keys.laboratories);
        case 'document':
          return named(keys.documents);
        default:
          // `document:certificate`: the document master list, one category of it.
          if (list.startsWith('document:'))
            return named(keys.documents.filter((d) => d.category === list.slice('document:'.length)));
          return named(keys.keyLists[list] ?? []);
      }
    },
    [keys],
  );
}
