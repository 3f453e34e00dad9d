import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** A crew's covid vaccine doses in dose order (000 §5). */
export function covidVaccines(db: Kysely<DB>, crewId: number) {
  return db
    .selectFrom('covid_vaccines')
    .select(['id', 'brand', 'dose_no as doseNo', 'inoculate_date as inoculateDate', 'country'])
    .where('crew_id', '=', crewId)
    .orderBy('dose_no')
    .execute();
}
