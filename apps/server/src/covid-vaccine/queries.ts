import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** A crew's covid vaccine doses in dose order (000 §5). */
export async function covidVaccines(db: Kysely<DB>, crewId: number) {
  const rows = await db
    .selectFrom('covid_vaccines')
    .selectAll()
    .where('crew_id', '=', crewId)
    .orderBy('dose_no')
    .execute();
  return rows.map((v) => ({
    id: v.id,
    brand: v.brand,
    doseNo: v.dose_no,
    inoculateDate: v.inoculate_date,
    country: v.country,
  }));
}
