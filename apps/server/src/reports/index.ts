import { defineFeature } from '../platform/feature.js';
import { reportsSamples } from './samples.js';
import { reportsRouter } from './router.js';
import { reportJobs } from './catalogue.js';

export const reportsFeature = defineFeature({ router: reportsRouter, samples: reportsSamples, jobs: reportJobs });
