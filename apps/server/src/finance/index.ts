import { defineFeature } from '../platform/feature.js';
import { financeSamples } from './samples.js';
import { financeRouter } from './router.js';
import { coeJob } from './coe.js';
import { idCardsJob } from './id-cards.js';

/**
 * Issue 15: cash advances, loans, withdrawals and evaluations are crew record families (served by
 * `crew.records.*`); this area adds the 201 flags, the Certificate of Employment and the ID cards.
 */
export const financeFeature = defineFeature({
  router: financeRouter,
  samples: financeSamples,
  jobs: [coeJob, idCardsJob],
});
