import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** The office's view of a crew's portal account (his 201 file): none, or its state and dates. */
export async function portalAccountOf(db: Kysely<DB>, crewId: number) {
  const crew = await db.selectFrom('crews').select(['id', 'email']).where('id', '=', crewId).executeTakeFirst();
  const account = await db
    .selectFrom('seafarer_accounts')
    .select(['email', 'status', 'invited_at', 'invited_by', 'mailed', 'activated_at', 'deactivated_at'])
    .select('last_sign_in_at')
    .where('crew_id', '=', crewId)
    .executeTakeFirst();
  return { crewEmail: crew?.email ?? null, account: account ?? null };
}

/** His 201 summary as the portal shows it (issue 29 §2 My profile): his own crew row only. */
export async function seafarerProfile(db: Kysely<DB>, crewId: number) {
  return db
    .selectFrom('crews as c')
    .leftJoin('ranks as r', 'r.id', 'c.rank_id')
    .select(['c.id as crewId', 'c.crew_code as crewCode', 'c.first_name as firstName', 'c.middle_name as middleName'])
    .select(['c.last_name as lastName', 'c.birthdate', 'c.email', 'c.contact_number as contactNumber'])
    .select(['r.name as rank', 'c.availability_date as availabilityDate'])
    .where('c.id', '=', crewId)
    .executeTakeFirstOrThrow();
}
