// Imported through the subpath `@crewing/domain/import/index` (not the domain barrel).
export * from './kinds.js';
export * from './record-kinds.js';
export * from './master-kinds.js';
export * from './registry.js';
export * from './columns.js';
export * from './values.js';
export * from './duplicates.js';
export * from './rows.js';
export * from './crews.js';
export * from './changes.js';
export * from './schemas.js';
export * from './permissions.js';
export * from './decider.js';
