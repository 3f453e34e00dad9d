/**
 * Parameters a statement may carry. PostgreSQL takes 65,535; PGlite (the embedded database of `npm start`
 * without DATABASE_URL) reads the count as a signed 16-bit number, so at 32,768 and over it answers nothing
 * or leaves its one connection broken for every later query. Every multi-row insert stays under it.
 */
export const MAX_PARAMETERS = 32_767;

/**
 * Rows cut into parts whose multi-row insert stays under MAX_PARAMETERS: as many rows a part as the limit over
 * the columns the rows name (kysely writes the union of their keys, DEFAULT where a row leaves one out).
 * The parts keep the rows' order.
 */
export function rowChunks<T extends object>(rows: readonly T[], maxParameters = MAX_PARAMETERS): T[][] {
  if (rows.length === 0) return [];
  const columns = new Set<string>();
  for (const r of rows) for (const k in r) columns.add(k);
  const size = Math.max(1, Math.floor(maxParameters / Math.max(1, columns.size)));
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}
