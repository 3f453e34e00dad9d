import { defineFeature } from '../platform/feature.js';
import { covidVaccineSamples } from './samples.js';
import { covidVaccinesProjection } from './projection.js';
import { covidVaccineRouter } from './router.js';

export const covidVaccineFeature = defineFeature({
  router: covidVaccineRouter,
  samples: covidVaccineSamples,
  projections: [covidVaccinesProjection],
});
export type { CovidVaccineTables } from './tables.js';
