import { defineFeature } from '../platform/feature.js';
import { staffSamples } from './samples.js';
import { staffListReportJob } from './list-report.js';
import { staffRecords } from './records.js';
import { staffRouter } from './router.js';
import { staffSheetJob } from './sheets.js';
import { staffFileReadable } from './files.js';

/** The staff database (issue 14): its procedures, the staff records' read model, the PDF jobs and file rights. */
export const staffFeature = defineFeature({
  router: staffRouter,
  samples: staffSamples,
  projections: [staffRecords.projection],
  jobs: [staffListReportJob, staffSheetJob],
  fileReaders: [(session, fileId, services) => staffFileReadable(services.db, session.actor, fileId)],
});
export type { StaffTables } from './tables.js';
