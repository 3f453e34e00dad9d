export * from './permissions.js';
export * from './proposals.js';
