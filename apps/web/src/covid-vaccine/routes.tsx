import type { WebArea } from '../shared/web-area';

/**
 * 002 §2 a crew's covid vaccines and RT-PCR tests: screens inside the crew 201 container
 * (documents/crew-routes.tsx lists them with the other Docs / License screens).
 */
export const covidVaccineArea: WebArea = {};
