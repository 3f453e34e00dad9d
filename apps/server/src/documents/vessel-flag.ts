import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * A vessel's current flag as a key of the flag list: `flagId` since issue 10 (kept in the vessel
 * row's details), or, for a vessel recorded before it, the flag list entry named like its old text.
 */
export async function vesselFlags(
  db: Kysely<DB>,
  vesselIds: readonly number[],
): Promise<Map<number, { flagId: number; name: string }>> {
  if (vesselIds.length === 0) return new Map();
  const rows = await sql<{ id: number; flag_id: number | null; name: string | null }>`
    select v.id, f.id as flag_id, f.name
    from vessels v
    left join key_items f on f.kind = 'flag'
      and (f.id = (v.details->>'flagId')::int or (v.details->>'flagId' is null and f.name = v.flag))
    where v.id = any(${sql.val([...vesselIds])}::int[])`.execute(db);
  return new Map(rows.rows.filter((r) => r.flag_id !== null).map((r) => [r.id, { flagId: r.flag_id!, name: r.name! }]));
}
