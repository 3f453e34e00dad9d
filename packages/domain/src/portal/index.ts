// Imported through the subpath `@crewing/domain/portal/index` (not the domain barrel).
export * from './account.js';
export * from './schemas.js';
export * from './my-schemas.js';
export * from './requests.js';
export * from './request-schemas.js';
