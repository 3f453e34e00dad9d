import { plannedGroup, type WebArea } from '../shared/web-area';

// These tabs of the crew 201 file arrive with it.
const CREW = 'the crew 201 work';

/** 002 §2 a crew's covid vaccines and RT-PCR tests (not built yet). */
export const covidVaccineArea: WebArea = {
  planned: plannedGroup('/v/crew/:id', CREW, [
    ['crew-document/covid-vaccine', 'Docs / License — Covid Vaccine'],
    ['crew-document/rt-pcr', 'Docs / License — RT-PCR'],
  ]),
};
