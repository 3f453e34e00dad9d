import type { Projection } from '@crewing/events';
import { usersProjection } from './users/projection.js';
import { auditLogProjection, fieldHistoryProjection } from './audit/projections.js';
import { crewsProjection, masterDataProjection } from './master-data/projection.js';
import { crewChangeBoardProjection, crewChangeCommentsProjection, disembarkBatchesProjection } from './crew-change/projections.js';

/** Every projection of the system, by name (npm run replay takes these names). */
export const allProjections: Projection[] = [
  usersProjection,
  auditLogProjection,
  fieldHistoryProjection,
  masterDataProjection,
  crewsProjection,
  crewChangeBoardProjection,
  crewChangeCommentsProjection,
  disembarkBatchesProjection,
];
export const inlineProjections = allProjections.filter((p) => p.mode === 'inline');
export const asyncProjections = allProjections.filter((p) => p.mode === 'async');
