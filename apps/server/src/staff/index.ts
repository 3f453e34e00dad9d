import { router } from '../platform/trpc/trpc.js';
import { defineFeature } from '../platform/feature.js';
import { staffListReportJob } from './list-report.js';

/** The staff database screens arrive with their issue; the staff list PDF job is defined here. */
export const staffFeature = defineFeature({ router: router({}), jobs: [staffListReportJob] });
