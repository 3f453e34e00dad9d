/** One page of a list and its total, as every paged list answers (002 §9 pagination). */
export interface Page<R> {
  items: R[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/**
 * Reads one page of a list query and counts the whole: `rows(limit, offset)` and `count()` are
 * the same filtered query, ordered and limited for the one, counted for the other.
 */
export async function pageOf<T, R>(
  paging: { page: number; perPage: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<{ n: string | number | bigint } | undefined>,
  toItem: (row: T) => R,
): Promise<Page<R>> {
  const { page, perPage } = paging;
  const [found, counted] = await Promise.all([rows(perPage, (page - 1) * perPage), count()]);
  const total = Number(counted?.n ?? 0);
  return { items: found.map(toItem), page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
