import { defineFeature } from '../platform/feature.js';
import { importRouter } from './router.js';
import { importSamples } from './samples.js';
import { importsProjection } from './projection.js';
import { importCommitJob } from './commit.js';
import { importUndoJob } from './undo.js';

/** Issue 28: bringing an agency's data in from spreadsheets and the legacy's tables, previewed and checked. */
export const importFeature = defineFeature({
  router: importRouter,
  samples: importSamples,
  projections: [importsProjection],
  jobs: [importCommitJob, importUndoJob],
});
export type { ImportTables } from './tables.js';
