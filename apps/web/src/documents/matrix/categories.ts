import { DOCUMENT_CATEGORY_LABELS } from '@crewing/domain';

/** The master list's categories in their 002 order, then anything newer, each with its label. */
export function byCategory<T extends { category: string }>(
  xs: readonly T[],
): Array<{ category: string; label: string; items: T[] }> {
  const labels: Readonly<Record<string, string>> = DOCUMENT_CATEGORY_LABELS;
  const known = Object.keys(labels);
  const order = [...known, ...new Set(xs.map((x) => x.category).filter((c) => !known.includes(c)))];
  return order
    .map((category) => ({
      category,
      label: labels[category] ?? category,
      items: xs.filter((x) => x.category === category),
    }))
    .filter((g) => g.items.length > 0);
}
