// Imported through the subpath `@crewing/domain/holidays/index` (not the domain barrel).
export * from './schemas.js';
export * from './decider.js';
export * from './working-days.js';
