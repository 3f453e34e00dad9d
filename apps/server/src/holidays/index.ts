import { defineFeature } from '../platform/feature.js';
import { seedHolidays } from './demo.js';
import { holidaysProjection } from './projection.js';
import { holidaysRouter } from './router.js';
import { holidaysSamples } from './samples.js';

/** Issue 31 §2: the Philippine non-working holidays, a settings list the OWMS due dates count with. */
export const holidaysFeature = defineFeature({
  router: holidaysRouter,
  samples: holidaysSamples,
  projections: [holidaysProjection],
  demo: seedHolidays,
});
export type { HolidaysTables } from './tables.js';
export { holidaysBetween, holidaysOfYear, type HolidayRow } from './query.js';
