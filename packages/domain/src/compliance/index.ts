// Imported through the subpath `@crewing/domain/compliance/index` (not the domain barrel).
export * from './contracts.js';
export * from './owms.js';
export * from './marina.js';
export * from './sbecs.js';
