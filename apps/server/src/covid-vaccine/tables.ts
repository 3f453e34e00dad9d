import type { Generated } from 'kysely';

/**
 * The covid vaccine area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface CovidVaccineTables {
  covid_vaccines: CovidVaccinesTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends CovidVaccineTables {}
}

export interface CovidVaccinesTable {
  id: string;
  crew_id: number;
  brand: string;
  dose_no: number;
  inoculate_date: string;
  country: string;
  /** Set for doses kept as crew records (issue 9); null for the older CovidVaccineRecorded events. */
  record_id: Generated<number | null>;
}
