import { defineFeature } from '../platform/feature.js';
import { debriefingSamples } from './samples.js';
import { debriefingPrintJob } from './print.js';
import { debriefingsProjection } from './projection.js';
import { debriefingRemarksProjection } from './remarks.js';
import { debriefingRouter } from './router.js';

/** Issue 13: debriefing records' remarks, debriefings, staff and top-management debriefing, the printed sheet. */
export const debriefingFeature = defineFeature({
  router: debriefingRouter,
  samples: debriefingSamples,
  projections: [debriefingRemarksProjection, debriefingsProjection],
  jobs: [debriefingPrintJob],
});
export type { DebriefingTables } from './tables.js';
