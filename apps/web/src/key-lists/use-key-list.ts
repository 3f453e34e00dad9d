import { useMemo } from 'react';
import { keyChoiceLabel, keyEntryName, keyList, type KeyEntry } from '@crewing/domain';
import type { MasterKeys } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';

export type Option = { value: string; label: string };

type Entries = { offered: readonly KeyEntry[]; retired: readonly KeyEntry[] };
const NONE: Entries = { offered: [], retired: [] };

/**
 * A list's entries as the keys query loads them, by the list's declared source: those offered for
 * a new value, and those only old records still name (inactive or deleted: 'retired', issue 10).
 */
export function keyListEntries(keys: MasterKeys | undefined, name: string): Entries {
  if (!keys) return NONE;
  const source = keyList(name).source;
  const items = (kind: string): Entries => ({
    offered: keys.keyLists[kind] ?? [],
    retired: keys.retired.keyLists[kind] ?? [],
  });
  switch (source.from) {
    case 'table':
      return { offered: keys[source.loaded], retired: keys.retired[source.loaded] };
    case 'documents':
      return {
        offered:
          source.category === undefined ? keys.documents : keys.documents.filter((d) => d.category === source.category),
        retired: [],
      };
    case 'key-items':
      return items(source.kind);
    case 'category-tree':
      return items('category');
    case 'special-programs':
      return items('special-program');
    case 'fixed':
      return { offered: source.items, retired: [] };
    case 'users':
      return { offered: keys.userLists[name] ?? [], retired: [] };
    default:
      return NONE;
  }
}

/** How a key reads wherever it is shown (the board, the 201 file, histories): also one no longer offered. */
export function keyName(keys: MasterKeys | undefined, name: string, id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  const { offered, retired } = keyListEntries(keys, name);
  const entry = offered.find((k) => k.id === Number(id)) ?? retired.find((k) => k.id === Number(id));
  return entry ? keyEntryName(keyList(name), entry) : `#${String(id)}`;
}

/**
 * The choices of a key list: its offered entries only (the inactive rule). A record's `current`
 * value no longer offered (inactive, issue 10) stays among the choices, marked, so an edit keeps it.
 */
export function keyOptions(keys: MasterKeys | undefined, name: string, current?: unknown): Option[] {
  if (!keys) return [];
  const list = keyList(name);
  const options = keyListEntries(keys, name).offered.map((k) => ({
    value: String(k.id),
    label: keyChoiceLabel(list, k),
  }));
  return keepChoice(options, current, () => keyName(keys, name, current));
}

/**
 * The inactive rule in a form: a value no longer offered (inactive or deleted, issue 10) stays
 * among the choices, marked, so an edit of other fields keeps it; `label` is how the value reads.
 */
export function keepChoice(options: Option[], current: unknown, label: () => string | undefined): Option[] {
  const kept = typeof current === 'string' || typeof current === 'number' ? String(current) : '';
  if (kept === '' || options.some((o) => o.value === kept)) return options;
  const read = label();
  return read ? [...options, { value: kept, label: `${read} (INACTIVE)` }] : options;
}

export interface KeyLists {
  /** The choices of a list by its name ('rank', 'inn', 'document:certificate'...). */
  options: (list: string, current?: unknown) => Option[];
  /** How a key of a list reads ('' for no value, '#12' for an id no list holds). */
  name: (list: string, id: unknown) => string;
}

/** The one hook every form and screen reads key lists through, from the keys loaded once (002 §4). */
export function useKeyList(): KeyLists {
  const keys = useMasterKeys().data;
  return useMemo(
    () => ({
      options: (list, current) => keyOptions(keys, list, current),
      name: (list, id) => keyName(keys, list, id),
    }),
    [keys],
  );
}
