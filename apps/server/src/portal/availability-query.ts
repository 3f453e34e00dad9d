import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * The 201's availability date, and whether (with what remarks) it is his own word. His row is
 * written with his command; the crews read model follows a moment later, so his date wins here.
 */
export async function myAvailability(db: Kysely<DB>, crewId: number) {
  const row = await db
    .selectFrom('crews as c')
    .leftJoin('seafarer_availability as a', 'a.crew_id', 'c.id')
    .select(['c.id as crewId', 'c.availability_date as fileDate'])
    .select(['a.remarks', 'a.declared_at as declaredAt', 'a.availability_date as declaredDate'])
    .where('c.id', '=', crewId)
    .executeTakeFirstOrThrow();
  return {
    crewId: row.crewId,
    availabilityDate: row.declaredDate ?? row.fileDate,
    byCrew: row.declaredAt ? { remarks: row.remarks, at: new Date(row.declaredAt).toISOString() } : null,
  };
}

/** The crews (of a list) whose availability date is their own word from the portal (the line-up). */
export async function declaredAvailability(db: Kysely<DB>, crewIds: readonly number[]) {
  if (crewIds.length === 0) return [];
  const rows = await db
    .selectFrom('seafarer_availability')
    .select(['crew_id', 'remarks', 'declared_at'])
    .where('crew_id', 'in', crewIds)
    .execute();
  return rows.map((r) => ({ crewId: r.crew_id, remarks: r.remarks, at: new Date(r.declared_at).toISOString() }));
}
