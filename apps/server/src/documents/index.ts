import { defineFeature } from '../platform/feature.js';
import { documentsSamples } from './samples.js';
import { crewDocumentsProjection } from './projection.js';
import { documentMatrixProjection } from './matrix/projection.js';
import { documentsRouter } from './router.js';
import { checklistExportJob } from './checklist/job.js';
import { expiryAlertsJob } from './expiry/job.js';
import { expiryAlertsProjection } from './expiry/projection.js';
import { currentDocumentsProjection } from './current-projection.js';

export const documentsFeature = defineFeature({
  router: documentsRouter,
  samples: documentsSamples,
  projections: [crewDocumentsProjection, documentMatrixProjection, expiryAlertsProjection, currentDocumentsProjection],
  jobs: [checklistExportJob, expiryAlertsJob],
});
export type { DocumentsTables } from './tables.js';
