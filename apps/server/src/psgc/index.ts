import { defineFeature } from '../platform/feature.js';
import { psgcSamples } from './samples.js';
import { psgcRouter } from './router.js';

/** Philippine addresses from the official PSGC data (issue 8 §4): read-only lists, no events. */
export const psgcFeature = defineFeature({ router: psgcRouter, samples: psgcSamples });
