import { ALL, cc, type ProcedureSamples } from '../platform/trpc/samples.js';

/** Each procedure of the area: an input that passes validation, and who may call it (001 §6). */
export const covidVaccineSamples: ProcedureSamples = {
  inputs: {
    'covidVaccine.byCrew': (i) => ({ crewId: i.crewId }),
  },
  access: {
    'covidVaccine.byCrew': cc('crew-change.read', ALL),
  },
};
