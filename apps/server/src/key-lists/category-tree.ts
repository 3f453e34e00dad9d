import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

export interface CategoryNode {
  id: number;
  name: string;
  code: string | null;
  /** 'REGULAR › CADET': the names from the root down, as the forms offer it. */
  path: string;
  /** Active itself and every category above it: only those are offered (an inactive branch leaves whole). */
  offered: boolean;
}

/**
 * 002 §7 the category tree (key_items kind 'category', the parent in `details.parentId`). The
 * list is short (tens), so it is read whole; a loop left by old data stops at the first repeat. A
 * deleted category is inactive (the projection says so) and keeps its name for old records.
 */
export async function categoryTree(db: Kysely<DB>): Promise<Map<number, CategoryNode>> {
  const rows = await db
    .selectFrom('key_items')
    .select(['id', 'name', 'code', 'active', sql<number | null>`(details->>'parentId')::int`.as('parentId')])
    .where('kind', '=', 'category')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, CategoryNode>();
  for (const r of rows) {
    const names = [r.name];
    let offered = r.active;
    const seen = new Set([r.id]);
    for (let p = byId.get(r.parentId ?? 0); p && !seen.has(p.id); p = byId.get(p.parentId ?? 0)) {
      seen.add(p.id);
      names.unshift(p.name);
      offered &&= p.active;
    }
    out.set(r.id, { id: r.id, name: r.name, code: r.code, path: names.join(' › '), offered });
  }
  return out;
}
