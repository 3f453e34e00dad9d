export * from './money.js';
export * from './loan.js';
export * from './families.js';
export * from './evaluations.js';
export * from './certificates.js';
