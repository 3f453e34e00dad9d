/** One row of a tree list: the entry, how deep it sits, and whether it has children shown under it. */
export type TreeRow<T> = { item: T; depth: number; children: number };

/**
 * 002 §7 the category tree as list rows: each entry under its parent, children in the list's
 * order, a collapsed entry's branch left out. An entry whose parent is not in the list (a
 * search, a status filter) starts a branch of its own; a loop left by old data stops at the repeat.
 */
export function treeRows<T extends { id: number }>(
  items: readonly T[],
  parentOf: (item: T) => unknown,
  collapsed: ReadonlySet<number>,
): TreeRow<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    const p = parentOf(item);
    const key = typeof p === 'number' && ids.has(p) && p !== item.id ? p : null;
    (children.get(key) ?? children.set(key, []).get(key)!).push(item);
  }
  const out: TreeRow<T>[] = [];
  const seen = new Set<number>();
  // Under a collapsed entry the branch is walked but not shown.
  const walk = (parent: number | null, depth: number, shown: boolean) => {
    for (const item of children.get(parent) ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      if (shown) out.push({ item, depth, children: children.get(item.id)?.length ?? 0 });
      walk(item.id, depth + 1, shown && !collapsed.has(item.id));
    }
  };
  walk(null, 0, true);
  // Entries only reachable through a loop (old data, which the server no longer accepts): at the top level rather than lost.
  for (const item of items) if (!seen.has(item.id)) out.push({ item, depth: 0, children: 0 });
  return out;
}
