import { defineFeature } from '../platform/feature.js';
import { reportsRouter } from './router.js';

export const reportsFeature = defineFeature({ router: reportsRouter });
