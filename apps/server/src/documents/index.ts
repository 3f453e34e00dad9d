import { defineFeature } from '../platform/feature.js';
import { crewDocumentsProjection } from './projection.js';
import { documentMatrixProjection } from './matrix/projection.js';
import { documentsRouter } from './router.js';

export const documentsFeature = defineFeature({ router: documentsRouter, projections: [crewDocumentsProjection, documentMatrixProjection] });
