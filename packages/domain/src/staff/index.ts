export * from './records.js';
export * from './schemas.js';
